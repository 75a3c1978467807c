import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { errors } from '../errors/catalogue.js';

/** `::include{file="_partial.md"}`: the directive that includes a partial. */
export const INCLUDE_DIRECTIVE = 'include';
/** Reads a partial's text; undefined when there is no such file. */
export type PartialReader = (absolutePath: string) => string | undefined;

const readFromDisk: PartialReader = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

const FRONTMATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * `::include{file="_snippet.md"}` on a line of its own puts a partial's content in its
 * place: the path is relative to the including file, the partial's headings join the
 * page's table of contents, and a partial may include others. Runs first, so every later
 * transform (admonitions, widgets, links) sees the included text as the page's own.
 * Included nodes lose their positions: lines in messages are the page's, not the partial's.
 */
export function remarkInclude(this: Processor, options: { read?: PartialReader } = {}) {
  const processor = this;
  const read = options.read ?? readFromDisk;
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
      const text = written ? read(target) : undefined;
      if (text === undefined) throw errors.partialMissing({ file: from.file, line }, written, target);
      const body = text.replace(/^\uFEFF/, '');
      const block = FRONTMATTER.exec(body)?.[0] ?? '';
      const included = processor.parse(body.slice(block.length)) as Root;
      expand(included, { file: target, lineOffset: block.split('\n').length - 1 }, [...chain, target], file);
      visit(included, (child) => void delete child.position);
      parent.children.splice(index, 1, ...(included.children as RootContent[] as never[]));
      return [SKIP, index + included.children.length];
    });
  }
}
