import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { englishMessages } from '../i18n/messages.js';
import { isBuiltinAdmonition, type CustomAdmonitions } from '../config/admonition-types.js';
import { directiveLabel } from './builtins/directive-parts.js';

export { ADMONITION_TYPES } from '../config/admonition-types.js';

export interface AdmonitionOptions {
  /** The site's own types (`markdown.admonitions`). */
  custom?: CustomAdmonitions;
}

/**
 * `:::warning[Optional title]` ... `:::` becomes
 * `<aside class="admonition admonition-warning" role="note" aria-label="Warning"><p class="admonition-title">…</p>…</aside>`.
 * A site's own type takes the classes of its style and of its name
 * (`admonition admonition-warning admonition-security`) and its label as the default title.
 * Nesting is remark-directive's: the outer one has more colons (`::::note` around `:::tip`).
 */
export function remarkAdmonitions(options: AdmonitionOptions = {}) {
  const custom = options.custom ?? {};
  return (tree: Root, file: VFile) => {
    const messages = file.data.messages ?? englishMessages;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      const own = Object.hasOwn(custom, node.name) ? custom[node.name] : undefined;
      if (!own && !isBuiltinAdmonition(node.name)) return;
      const defaultTitle = own ? own.label : messages.format(`admonition.${node.name as 'note'}`);
      const { label, body } = directiveLabel(node);
      const icon: PhrasingContent[] = own?.icon
        ? [{ type: 'text', value: own.icon, data: { hName: 'span', hProperties: { className: ['admonition-icon'], ariaHidden: 'true' } } }]
        : [];
      const title: Paragraph = {
        type: 'paragraph',
        children: [...icon, ...(label ?? [{ type: 'text', value: defaultTitle }])],
        data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
      };
      node.children = [title, ...body];
      const classes = own
        ? ['admonition', `admonition-${own.style}`, `admonition-${node.name}`]
        : ['admonition', `admonition-${node.name}`];
      if (own?.icon) classes.push('admonition-own-icon');
      node.data = { hName: 'aside', hProperties: { className: classes, role: 'note', ariaLabel: defaultTitle } };
    });
  };
}
