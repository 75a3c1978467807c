import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INCLUDE_LINE = /^::include\{file=["']([^"']+)["']\}[ \t]*$/gm;
const FRONTMATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A page's markdown with its `::include` lines replaced by the partials' text, for the
 * page's markdown twin (AI readers get the text the page shows). The build has already
 * failed on a missing partial or a cycle; here one is left as written.
 */
export function inlinePartials(body: string, file: string, chain: readonly string[] = [file]): string {
  return body.replace(INCLUDE_LINE, (line, written: string) => {
    const target = path.resolve(path.dirname(file), written);
    if (chain.includes(target) || !existsSync(target)) return line;
    const text = readFileSync(target, 'utf8').replace(/^\uFEFF/, '');
    return inlinePartials(text.replace(FRONTMATTER, '').trim(), target, [...chain, target]);
  });
}
