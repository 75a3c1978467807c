import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

/** Takes `{#custom-id}` off the end of a heading's text; returns the id, if it had one. */
function takeCustomId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}

/**
 * `## Set up {#install}` (Docusaurus's explicit heading id): the heading gets the id
 * `install` and loses the `{#…}` from its text, so neither the page, its table of
 * contents nor the search index shows it. Duplicates are reported by rehypeHeadingIds.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading: Heading) => {
      const id = takeCustomId(heading);
      if (id) heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}

/** The same syntax removed from a tree written back as markdown (the pages for AI readers). */
export function stripHeadingIds(tree: Root): void {
  visit(tree, 'heading', (heading: Heading) => void takeCustomId(heading));
}
