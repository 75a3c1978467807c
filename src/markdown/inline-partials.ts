import path from 'node:path';
import { readSiteFile } from '../util/site-files.js';

const INCLUDE_LINE = /^::include\{file=["']([^"']+)["']\}[ \t]*$/gm;
const FRONTMATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A page's markdown with its `::include` lines replaced by the partials' text, for the
 * page's markdown twin (AI readers get the text the page shows). The build has already
 * failed on a missing partial, a cycle or a partial outside the site (the same sandbox,
 * src/util/site-files.ts); here one is left as written.
 */
export function inlinePartials(body: string, file: string, siteRoot: string, chain: readonly string[] = [file]): string {
  return body.replace(INCLUDE_LINE, (line, written: string) => {
    const target = path.resolve(path.dirname(file), written);
    const read = chain.includes(target) ? undefined : readSiteFile(target, siteRoot);
    if (!read || !('text' in read)) return line;
    const text = read.text.replace(/^\uFEFF/, '');
    return inlinePartials(text.replace(FRONTMATTER, '').trim(), target, siteRoot, [...chain, target]);
  });
}
