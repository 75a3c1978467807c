import type { Root, Html, PhrasingContent, Text } from 'mdast';
import type { LeafDirective, TextDirective, ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { errors } from '../errors/catalogue.js';
import { isDocgenError } from '../errors/docgen-error.js';
import { takeClientDirective } from '../components/client-directive.js';
import { componentNodes, directiveParts, type ComponentDirectives } from '../components/directive-use.js';
import type { HydrateTrigger } from '../islands/types.js';
import { unsafeUrlReason, type UrlUse } from '../util/safe-url.js';
import type { CustomAdmonitions } from '../config/admonition-types.js';
import { acceptedDirectives, directiveAsWritten } from './directive-names.js';

/** The rule id of a markdown warning that `--strict` turns into an error (see `pageOutput`). */
export const FAILS_STRICT = 'fails-strict';

export interface WidgetDirectiveOptions {
  /** Directive name -> widget name. */
  directives: Record<string, string>;
  /** Server-renders a widget as an island of the page `file`; throws on invalid props. */
  renderWidget: (widget: string, props: Record<string, unknown>, file: VFile, hydrate?: HydrateTrigger) => string;
  /** The site's own components, called by their names. */
  components?: ComponentDirectives;
  /** Per widget, the props that are URLs and how they are used: unsafe ones are left out with a warning. */
  urlProps?: Record<string, Record<string, UrlUse>>;
  /** The site's own admonition types, named in an unknown directive's hint. */
  admonitions?: CustomAdmonitions;
}

/**
 * `::qrcode{value="x" size=150}` places a widget. Bare attribute values that look like
 * numbers or booleans become numbers and booleans; quoted ones stay text. Unknown leaf or container
 * directives warn (fail --strict) and show their content; unknown text directives (`:word` in prose) stay text.
 */
export function remarkWidgets(options: WidgetDirectiveOptions) {
  return (tree: Root, file: VFile) => {
    const used = new Set<string>(file.data.widgets ?? []);
    visit(tree, (node, index, parent) => {
      if (node.type !== 'leafDirective' && node.type !== 'textDirective' && node.type !== 'containerDirective') return;
      const directive = node as LeafDirective | TextDirective | ContainerDirective;
      // Admonitions and built-in components were turned into elements by earlier plugins.
      if (directive.data?.hName) return;
      const widget = options.directives[directive.name];
      const line = (directive.position?.start.line ?? 0) + (file.data.lineOffset ?? 0);
      if (options.components?.names.has(directive.name) && parent && index !== undefined) {
        const nodes = placeComponent(directive, options.components, file, line);
        if (nodes.used) used.add(directive.name);
        parent.children.splice(index, 1, ...(nodes.nodes as never[]));
        return index + 1; // on to the children: they may hold directives of their own
      }
      if (!widget) {
        if (directive.type === 'textDirective' && parent && index !== undefined) {
          const nodes = asWrittenText(directive, String(file.value));
          parent.children.splice(index, 1, ...(nodes as never[]));
          return index; // visit the label: it may hold directives of its own
        }
        const type = directive.type;
        const written = directiveAsWritten(directive.name, type, String(file.value), directive.position?.start.offset);
        const form = type === 'containerDirective' ? 'container' : 'leaf';
        const accepted = acceptedDirectives(form, Object.keys(options.directives), options.components?.names, options.admonitions);
        // As in Docusaurus: a warning (an error under --strict), and the content shown in a plain <div>.
        const problem = errors.widgetUnknown({ file: file.path, line }, written, accepted);
        const message = file.message(`${problem.code}: ${problem.message} Its content is shown as it is. ${problem.hint ?? ''}`.trim());
        message.line = line;
        message.ruleId = FAILS_STRICT;
        directive.data = { ...directive.data, hName: 'div' };
        return; // on to the children: they may hold directives of their own
      }
      const { props, hydrate } = clientDirectiveOf(directive, file, line);
      for (const [prop, use] of Object.entries(options.urlProps?.[widget] ?? {})) {
        const reason = typeof props[prop] === 'string' ? unsafeUrlReason(props[prop] as string, use) : undefined;
        if (!reason) continue;
        const message = file.message(
          `The ${prop} URL ${JSON.stringify(props[prop])} of ::${directive.name} was left out: ${reason}`,
          directive.position,
        );
        message.line = line;
        delete props[prop];
      }
      let html: string;
      try {
        html = options.renderWidget(widget, props, file, hydrate);
      } catch (error) {
        throw errors.widgetPropsInvalid({ file: file.path, line }, directive.name, (error as Error).message);
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

/** The written attributes as props, and the `client:*` directive among them. */
function clientDirectiveOf(directive: LeafDirective | TextDirective | ContainerDirective, file: VFile, line: number) {
  const attributes = coerceAttributes(directive.attributes ?? {}, quotedAttributes(directive, String(file.value)));
  try {
    return takeClientDirective(attributes);
  } catch (error) {
    throw errors.clientDirectiveInvalid({ file: file.path, line }, directive.name, (error as Error).message);
  }
}

/** A use of one of the site's components, as the nodes that replace its directive. */
function placeComponent(
  directive: LeafDirective | TextDirective | ContainerDirective,
  components: ComponentDirectives,
  file: VFile,
  line: number,
): { nodes: ReturnType<typeof componentNodes>; used: boolean } {
  const { props, hydrate } = clientDirectiveOf(directive, file, line);
  const { label, children } = directiveParts(directive);
  const withLabel = label === undefined || 'label' in props ? props : { ...props, label };
  try {
    const rendered = components.render(directive.name, withLabel, hydrate, directive.type === 'containerDirective', file);
    return { nodes: componentNodes(rendered, children), used: hydrate !== undefined };
  } catch (error) {
    if (isDocgenError(error)) throw error;
    throw errors.componentRenderFailed({ file: file.path, line, cause: error }, directive.name, (error as Error).message);
  }
}

/**
 * An unknown text directive (`:abbr[*HTML*]{title="x"}` in prose) put back as the author
 * wrote it: the source around the label as text, the label's own nodes kept as parsed.
 */
function asWrittenText(node: TextDirective, source: string): PhrasingContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [{ type: 'text', value: `:${node.name}` }];
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return [{ type: 'text', value: source.slice(start, end) }];
  const before: Text = { type: 'text', value: source.slice(start, first) };
  const after: Text = { type: 'text', value: source.slice(last, end) };
  return [before, ...node.children, after];
}

/**
 * Attribute names whose values the author quoted (`value="0401"`): those stay strings.
 * The parsed attributes do not keep quoting, so it is read from the directive's source.
 */
function quotedAttributes(node: LeafDirective | TextDirective | ContainerDirective, source: string): Set<string> {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return new Set();
  // A container directive's position also spans its body: read only its opening line.
  const text = source.slice(start, end);
  const opening = node.type === 'containerDirective' ? text.split('\n')[0]! : text;
  const braces = opening.indexOf('{');
  if (braces === -1) return new Set();
  return new Set([...opening.slice(braces).matchAll(/[\s{]([A-Za-z_:][\w.:-]*)\s*=\s*["']/g)].map((match) => match[1]!));
}

/**
 * Directive attributes are strings; numbers and booleans are written bare by authors
 * (`size=150 visible=true`), and quoted values (`quoted` names them) stay strings.
 */
export function coerceAttributes(
  attributes: Record<string, string | null | undefined>,
  quoted: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (quoted.has(key)) props[key] = value ?? '';
    else if (value === null || value === undefined || value === '') props[key] = true;
    else if (/^-?\d+(\.\d+)?$/.test(value)) props[key] = Number(value);
    else if (value === 'true' || value === 'false') props[key] = value === 'true';
    else props[key] = value;
  }
  return props;
}
