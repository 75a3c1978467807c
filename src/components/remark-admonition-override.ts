import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { errors } from '../errors/catalogue.js';
import { englishMessages } from '../i18n/messages.js';
import type { IslandCollector } from '../islands/island.js';
import { ADMONITION_TYPES } from '../markdown/remark-admonitions.js';
import { componentNodes, directiveParts } from './directive-use.js';
import { renderComponentUse } from './render-component.js';

/** The props of the `Admonition` template component. */
export interface AdmonitionProps {
  /** `note`, `tip`, `info`, `warning`, `danger`... */
  type: string;
  /** The written title (`:::tip[Title]`), or the type's word in the page's language. */
  title: string;
  children?: ReactNode;
}

/** The built-in admonition's markup, for an override that wraps it. */
export function BuiltinAdmonition({ type, title, children }: AdmonitionProps) {
  return createElement(
    'aside',
    { className: `admonition admonition-${type}`, role: 'note', 'aria-label': title },
    createElement('p', { className: 'admonition-title' }, title),
    children,
  );
}

/**
 * With a site's `Admonition` override, admonitions render through it (as HTML, no
 * JavaScript); their content stays markdown. Without one, remarkAdmonitions does the work.
 */
export function remarkAdmonitionOverride(override?: ComponentType<AdmonitionProps & { Original: ComponentType<AdmonitionProps> }>) {
  return (tree: Root, file: VFile) => {
    if (!override) return;
    const messages = file.data.messages ?? englishMessages;
    visit(tree, 'containerDirective', (node: ContainerDirective, index, parent) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(node.name) || !parent || index === undefined) return;
      const { label, children } = directiveParts(node);
      const title = label ?? messages.format(`admonition.${node.name as (typeof ADMONITION_TYPES)[number]}`);
      const props = { type: node.name, title, Original: BuiltinAdmonition };
      const line = (node.position?.start.line ?? 0) + (file.data.lineOffset ?? 0);
      try {
        const use = { name: 'Admonition', component: override, props, hasChildren: true };
        parent.children.splice(
          index,
          1,
          ...(componentNodes(renderComponentUse(use, file.data.islands as IslandCollector), children) as never[]),
        );
      } catch (error) {
        throw errors.componentRenderFailed({ file: file.path, line, cause: error }, 'Admonition', (error as Error).message);
      }
      return index + 1;
    });
  };
}
