import type { Root, Html, Text } from 'mdast';
import type { LeafDirective, TextDirective, ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { errors } from '../errors/catalogue.js';
import { ADMONITION_TYPES } from './remark-admonitions.js';

export interface WidgetDirectiveOptions {
  /** Directive name -> widget name. */
  directives: Record<string, string>;
  /** Server-renders a widget as an island; throws on invalid props. */
  renderWidget: (widget: string, props: Record<string, unknown>) => string;
}

/**
 * `::qrcode{value="x" size=150}` places a widget. Attribute values that look like
 * numbers or booleans become numbers and booleans. Unknown leaf or container
 * directives are errors; unknown text directives (`:word` in prose) stay text.
 */
export function remarkWidgets(options: WidgetDirectiveOptions) {
  return (tree: Root, file: VFile) => {
    const used = new Set<string>(file.data.widgets ?? []);
    visit(tree, (node, index, parent) => {
      if (node.type !== 'leafDirective' && node.type !== 'textDirective' && node.type !== 'containerDirective') return;
      const directive = node as LeafDirective | TextDirective | ContainerDirective;
      if (directive.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(directive.name)) return;
      const widget = options.directives[directive.name];
      const line = (directive.position?.start.line ?? 0) + (file.data.lineOffset ?? 0);
      if (!widget) {
        if (directive.type === 'textDirective' && parent && index !== undefined) {
          const text: Text = { type: 'text', value: `:${directive.name}${labelText(directive)}` };
          parent.children.splice(index, 1, text as never);
          return SKIP;
        }
        throw errors.widgetUnknown(file.path, directive.name, Object.keys(options.directives), line);
      }
      let html: string;
      try {
        html = options.renderWidget(widget, coerceAttributes(directive.attributes ?? {}));
      } catch (error) {
        throw errors.widgetPropsInvalid(file.path, directive.name, (error as Error).message, line);
      }
      used.add(widget);
      if (parent && index !== undefined) {
        const replacement: Html = { type: 'html', value: html };
        parent.children.splice(index, 1, replacement as never);
      }
      return SKIP;
    });
    file.data.widgets = [...used];
  };
}

function labelText(node: TextDirective): string {
  const inner = node.children.map((child) => ('value' in child ? child.value : '')).join('');
  return inner ? `[${inner}]` : '';
}

/** Directive attributes are strings; numbers and booleans are written bare by authors. */
export function coerceAttributes(attributes: Record<string, string | null | undefined>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === '') props[key] = true;
    else if (/^-?\d+(\.\d+)?$/.test(value)) props[key] = Number(value);
    else if (value === 'true' || value === 'false') props[key] = value === 'true';
    else props[key] = value;
  }
  return props;
}
