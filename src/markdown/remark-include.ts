import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { errors } from '../errors/catalogue.js';
import { readSiteFile, refusalReason } from '../util/site-files.js';

/** `::include{file="_partial.md"}`: the directive that includes a partial. */
export const INCLUDE_DIRECTIVE = 'include';

const FRONTMATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * `::include{file="_snippet.md"}` on a line of its own puts a partial's content in its
 * place: the path is relative to the including file, the partial's headings join the
 * page's table of contents, and a partial may include others. Runs first, so every later
 * transform (admonitions, widgets, links) sees the included text as the page's own.
 * Included nodes lose their positions: lines in messages are the page's, not the partial's.
 * A partial is read only inside the site folder (`siteRoot`, else the current folder) and
 * its node_modules, and only when it is a regular file (src/util/site-files.ts).
 */
export function remarkInclude(this: Processor, options: { siteRoot?: string } = {}) {
  const processor = this;
  const siteRoot = options.siteRoot ?? process.cwd();
  return (tree: Root, file: VFile) => {
    const lineOffset = file.data.lineOffset ?? 0;
    expand(tree, { file: file.path, lineOffset }, [file.path], file);
  };

  function expand(tree: Root, from: { file: string; lineOffset: number }, chain: string[], file: VFile): void {
    visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
      if (node.name !== INCLUDE_DIRECTIVE || !parent || index === undefined) return;
      const line = node.position ? node.position.start.line + from.lineOffset : undefined;
      const written = node.attributes?.file ?? '';
      const target = path.resolve(path.dirname(from.file), written);
      if (chain.includes(target)) {
        const names = [...chain.slice(chain.indexOf(target)), target].map((name) => path.basename(name));
        throw errors.partialCycle({ file: from.file, line }, names.join(' -> '));
      }
      if (written) (file.data.dependencies ??= []).push(target);
      const read = written ? readSiteFile(target, siteRoot) : undefined;
      if (!read || ('problem' in read && read.problem === 'missing'))
        throw errors.partialMissing({ file: from.file, line }, written, target);
      if ('problem' in read) {
        const refuse = read.problem === 'outside' ? errors.readOutsideSite : errors.readSpecialFile;
        throw refuse({ file: from.file, line }, `::include{file="${written}"}`, target, refusalReason(target, read, siteRoot));
      }
      const body = read.text.replace(/^\uFEFF/, '');
      const block = FRONTMATTER.exec(body)?.[0] ?? '';
      const included = processor.parse(body.slice(block.length)) as Root;
      expand(included, { file: target, lineOffset: block.split('\n').length - 1 }, [...chain, target], file);
      visit(included, (child) => void delete child.position);
      parent.children.splice(index, 1, ...(included.children as RootContent[] as never[]));
      return [SKIP, index + included.children.length];
    });
  }
}
