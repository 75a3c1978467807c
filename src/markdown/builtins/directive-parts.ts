import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

/**
 * A container directive's `[label]` (remark-directive keeps it as a first paragraph
 * marked `directiveLabel`) and the rest of its content.
 */
export function directiveLabel(node: ContainerDirective): {
  label?: PhrasingContent[];
  body: (BlockContent | DefinitionContent)[];
} {
  const first = node.children[0];
  const isLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  return isLabel ? { label: (first as Paragraph).children, body: node.children.slice(1) } : { body: node.children };
}

/** The plain text of inline content (a label used as an attribute or a key). */
export function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children as PhrasingContent[]) : ''))
    .join('');
}

/** The line of a node in its file (frontmatter lines included), for errors. */
export function fileLine(node: { position?: { start: { line: number } } }, lineOffset = 0): number | undefined {
  return node.position ? node.position.start.line + lineOffset : undefined;
}
