import type { Html, Paragraph, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { HydrateTrigger } from '../islands/types.js';
import type { RenderedUse } from './render-component.js';

/** How markdown calls the site's components by directive. */
export interface ComponentDirectives {
  names: ReadonlySet<string>;
  /** Renders one use on the page `file`; throws with a message when it fails. */
  render(name: string, props: Record<string, unknown>, hydrate: HydrateTrigger | undefined, hasChildren: boolean, file: VFile): RenderedUse;
}

type Directive = LeafDirective | TextDirective | ContainerDirective;

/**
 * A container's label (`:::my-callout[Label]`) is its `label` prop, as text; the rest of
 * its content is its children. Leaf and text directives have no children.
 */
export function directiveParts(directive: Directive): { label?: string; children: RootContent[] } {
  if (directive.type !== 'containerDirective') return { children: [] };
  const [first, ...rest] = directive.children;
  const isLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  return isLabel ? { label: toString(first as Paragraph), children: rest } : { children: directive.children };
}

/**
 * The nodes that replace a use: the component's HTML before its children, the children
 * (still markdown, so links, code and nested directives go through the usual pipeline)
 * and its HTML after them.
 */
export function componentNodes(rendered: RenderedUse, children: RootContent[]): RootContent[] {
  const html = (value: string): Html => ({ type: 'html', value });
  if (!rendered.showsChildren) return [html(rendered.before)];
  return [html(rendered.before), ...children, ...(rendered.after ? [html(rendered.after)] : [])];
}
