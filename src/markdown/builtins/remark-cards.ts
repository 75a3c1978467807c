import type { Link, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { errors } from '../../errors/catalogue.js';
import { cardColumnStyle } from '../../../templates/card-columns.js';
import { directiveLabel, fileLine } from './directive-parts.js';

/**
 * Cards in markdown, drawn like the index pages' cards (templates/card-grid.tsx):
 * `::::cards` is a grid whose rows come out full; in it, `:::card[Title]{icon="🚀"}` holds
 * markdown, and `::linkcard[Title]{href="./page.md" description="..."}` is one big link
 * (also usable on its own). No JavaScript.
 */
export function remarkCards() {
  return (tree: Root, file: VFile) => {
    const lineOffset = file.data.lineOffset ?? 0;
    const fail = (node: ContainerDirective | LeafDirective, problem: string) =>
      errors.cardsInvalid({ file: file.path, line: fileLine(node, lineOffset) }, problem);
    visit(tree, (node) => {
      if (node.type === 'leafDirective' && node.name === 'linkcard') linkCard(node, fail);
      if (node.type !== 'containerDirective') return;
      if (node.name === 'card') contentCard(node, fail);
      if (node.name !== 'cards') return;
      const cards = node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
      for (const card of cards) {
        const isCard =
          (card.type === 'containerDirective' && card.name === 'card') || (card.type === 'leafDirective' && card.name === 'linkcard');
        if (!isCard) throw fail(node, '::::cards holds something other than :::card and ::linkcard blocks');
        (card.data ??= {}).hName = 'li';
      }
      node.children = cards;
      node.data = { hName: 'ul', hProperties: { className: ['card-grid', 'card-rows', 'markdown-cards'], style: styleText(cards.length) } };
    });
  };
}

function linkCard(node: LeafDirective, fail: (node: LeafDirective, problem: string) => Error): void {
  const { href, description, title } = node.attributes ?? {};
  const heading: PhrasingContent[] = node.children.length ? node.children : title ? [{ type: 'text', value: title }] : [];
  if (!heading.length) throw fail(node, '::linkcard needs a title: ::linkcard[Title]{href="..."}');
  if (!href) throw fail(node, '::linkcard needs an href: ::linkcard[Title]{href="./page.md"}');
  const parts: PhrasingContent[] = [span('card-title', heading)];
  if (description) parts.push(span('card-description', [{ type: 'text', value: description }]));
  const link: Link = { type: 'link', url: href, children: parts, data: { hProperties: { className: ['card-link'] } } };
  node.children = [link];
  node.data = { hName: node.data?.hName ?? 'div', hProperties: { className: ['card', 'link-card'] } };
}

function contentCard(node: ContainerDirective, fail: (node: ContainerDirective, problem: string) => Error): void {
  const { label, body } = directiveLabel(node);
  const title = label ?? (node.attributes?.title ? [{ type: 'text' as const, value: node.attributes.title }] : undefined);
  if (!title) throw fail(node, ':::card needs a title: :::card[Title]');
  const icon = node.attributes?.icon;
  const titleParts: PhrasingContent[] = icon ? [span('card-icon', [{ type: 'text', value: icon }], true), ...title] : title;
  node.children = [{ type: 'paragraph', children: titleParts, data: { hName: 'p', hProperties: { className: ['card-title'] } } }, ...body];
  node.data = { hName: node.data?.hName ?? 'div', hProperties: { className: ['card', 'content-card'] } };
}

/** Inline content wrapped in a span of its own (rendered from mdast by `hName`). */
function span(className: string, children: PhrasingContent[], decorative = false): PhrasingContent {
  const properties: Record<string, string | string[]> = { className: [className] };
  if (decorative) properties.ariaHidden = 'true';
  return { type: 'emphasis', children, data: { hName: 'span', hProperties: properties } };
}

/** The grid's columns per room (templates/card-columns.ts) as a style attribute. */
function styleText(count: number): string {
  return Object.entries(cardColumnStyle(count))
    .map(([name, value]) => `${name}:${String(value)}`)
    .join(';');
}
