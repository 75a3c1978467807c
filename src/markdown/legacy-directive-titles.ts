import { createFenceTracker } from './code-fences.js';

/**
 * Docusaurus's legacy title form, `:::tip Read this first`, is not a directive to
 * remark-directive (text after the name makes the line a paragraph). Before parsing,
 * such an opening line of one of `names` is rewritten to the bracketed form
 * (`:::tip[Read this first]`), on the same line so positions stay right. Lines inside
 * code fences are left alone.
 */
export function bracketLegacyTitles(source: string, names: ReadonlySet<string>): string {
  if (!source.includes(':::')) return source;
  const inCode = createFenceTracker();
  return source
    .split('\n')
    .map((line) => {
      // Fences inside block quotes count too: the tracker reads the line without its `>`s.
      if (inCode(line.replace(/^[ \t]*(?:>[ \t]?)*/, ''))) return line;
      const opening = /^([ \t]*(?:>[ \t]?)*:{3,})([A-Za-z][\w-]*)[ \t]+([^[{\s].*?)[ \t]*$/.exec(line);
      if (!opening || !names.has(opening[2]!)) return line;
      const title = opening[3]!.replace(/[[\]\\]/g, (char) => `\\${char}`);
      return `${opening[1]}${opening[2]}[${title}]`;
    })
    .join('\n');
}
