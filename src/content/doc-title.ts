import { splitNumberPrefix } from './number-prefix.js';

/**
 * A page's title when its frontmatter has none, the way Docusaurus finds it: a `# heading`
 * that opens the body (only blank lines and comments before it).
 */
export interface LeadingHeading {
  /** The heading's text, without `#`, closing hashes or a `{#custom-id}`. */
  text: string;
  /** The body with the heading's line blanked (line numbers stay those of the file). */
  body: string;
}

const ATX_H1 = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const SKIPPABLE = /^\s*$|^\s*<!--.*-->\s*$|^\s*\{\/\*.*\*\/\}\s*$|^\s*(?:import|export)\s/;

export function takeLeadingHeading(body: string): LeadingHeading | undefined {
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.replace(/\r$/, '');
    if (SKIPPABLE.test(line)) continue;
    const match = ATX_H1.exec(line);
    if (!match) return undefined;
    const text = plainText(match[1]!);
    if (!text) return undefined;
    lines[index] = '';
    return { text, body: lines.join('\n') };
  }
  return undefined;
}

/** Inline markdown reduced to its words: `The *big* \`one\`` -> `The big one`. */
function plainText(inline: string): string {
  return inline
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();
}

/** `02-getting-started.md` -> `getting-started`: the last resort for a title, as Docusaurus does. */
export function titleFromFileName(relativePath: string): string {
  const base = relativePath.split('/').pop() ?? relativePath;
  return splitNumberPrefix(base.replace(/\.mdx?$/, '')).name;
}
