import { createFenceTracker } from '../markdown/code-fences.js';

/** An ATX heading that ends in Docusaurus's explicit id: `## Set up {#install}`. */
const HEADING_WITH_ID = /^(\s{0,3}#{1,6}[ \t].*?)(\{#[^\s{}]+\}[ \t]*)$/;

/**
 * In MDX, `{` starts a JavaScript expression, so `{#install}` would be a syntax error.
 * Docusaurus accepts it at the end of a heading; so do we: the brace is escaped before
 * MDX reads the page, and remarkHeadingIds then finds `{#install}` as text. Code fences
 * are left as they are.
 */
export function escapeHeadingIds(source: string): string {
  const inCode = createFenceTracker();
  return source
    .split('\n')
    .map((line) => (inCode(line) ? line : line.replace(HEADING_WITH_ID, '$1\\$2')))
    .join('\n');
}
