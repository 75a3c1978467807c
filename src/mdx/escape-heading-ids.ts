/** An ATX heading that ends in Docusaurus's explicit id: `## Set up {#install}`. */
const HEADING_WITH_ID = /^(\s{0,3}#{1,6}[ \t].*?)(\{#[^\s{}]+\}[ \t]*)$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * In MDX, `{` starts a JavaScript expression, so `{#install}` would be a syntax error.
 * Docusaurus accepts it at the end of a heading; so do we: the brace is escaped before
 * MDX reads the page, and remarkHeadingIds then finds `{#install}` as text. Code fences
 * are left as they are.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (opening && (!fence || (opening[0] === fence[0] && opening.length >= fence.length))) {
        fence = fence ? undefined : opening;
        return line;
      }
      if (fence) return line;
      return line.replace(HEADING_WITH_ID, '$1\\$2');
    })
    .join('\n');
}
