import type { Root, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { englishMessages } from '../i18n/messages.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/**
 * `:::warning[Optional title]` ... `:::` becomes
 * `<aside class="admonition admonition-warning" role="note"><p class="admonition-title">…</p>…</aside>`.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const messages = file.data.messages ?? englishMessages;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name)) return;
      const defaultTitle = messages.format(`admonition.${node.name as AdmonitionType}`);
      const first = node.children[0];
      const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const titleChildren = hasLabel ? (first as Paragraph).children : [{ type: 'text' as const, value: defaultTitle }];
      const body = hasLabel ? node.children.slice(1) : node.children;
      const title: Paragraph = {
        type: 'paragraph',
        children: titleChildren,
        data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
      };
      node.children = [title, ...body];
      node.data = {
        hName: 'aside',
        hProperties: { className: ['admonition', `admonition-${node.name}`], role: 'note', 'aria-label': defaultTitle },
      };
    });
  };
}
