import type { Code, Root } from 'mdast';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * Docusaurus wraps MDX in ```` ```mdx-code-block ```` fences so that a `.md` page stays
 * plain markdown: the fence's content is part of the page, not code to show. It is parsed
 * with the page's own syntax and put in the fence's place; `import`/`export` lines (MDX
 * modules, meaningless in a `.md` page) are blanked out, keeping the lines where they were.
 */
export function remarkMdxCodeBlocks(this: Processor) {
  const parse = (text: string) => this.parse(text) as Root;
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mdx-code-block' || !parent || index === undefined) return;
      const inner = parse(withoutModuleLines(node.value));
      const start = node.position?.start;
      // The content starts on the line after the opening fence: positions follow the file.
      if (start) shiftPositions(inner, start.line, start.offset === undefined ? undefined : start.offset + openingLength(node));
      parent.children.splice(index, 1, ...inner.children);
      return index; // the new nodes may hold more of these fences
    });
  };
}

function openingLength(node: Code): number {
  return `\`\`\`${node.lang ?? ''}${node.meta ? ` ${node.meta}` : ''}\n`.length;
}

/** `import X from 'y'` and `export …` statements, each line replaced by spaces of its length. */
export function withoutModuleLines(text: string): string {
  let inStatement = false;
  return text
    .split('\n')
    .map((line) => {
      if (!inStatement && !/^(import|export)\s/.test(line)) return line;
      inStatement = !/(;|['"]\s*;?)\s*$/.test(line) && !/^export\s+(default\s+)?[\w$]+\s*$/.test(line);
      return ' '.repeat(line.length);
    })
    .join('\n');
}

function shiftPositions(tree: Root, lines: number, offset: number | undefined): void {
  visit(tree, (node) => {
    const position = node.position;
    if (!position) return;
    for (const point of [position.start, position.end]) {
      point.line += lines;
      if (point.offset !== undefined) point.offset = offset === undefined ? undefined : point.offset + offset;
    }
  });
}

const MDX_FENCE = /^( {0,3})(`{3,}|~{3,})\s*mdx-code-block\s*$/;

/**
 * An MDX page's ```` ```mdx-code-block ```` fences as Docusaurus reads them: unwrapped as
 * text before MDX parses the page, so a component may open in one fence and close in
 * another, and the imports inside stay imports. The fence lines become empty lines (the
 * page's lines keep their numbers for errors).
 */
export function unwrapMdxCodeBlocks(body: string): string {
  if (!body.includes('mdx-code-block')) return body;
  const lines = body.split('\n');
  let closing: RegExp | undefined;
  lines.forEach((line, index) => {
    if (closing) {
      if (closing.test(line)) {
        lines[index] = '';
        closing = undefined;
      }
      return;
    }
    const opening = MDX_FENCE.exec(line);
    if (!opening) return;
    lines[index] = '';
    const fence = opening[2]!;
    closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  });
  return lines.join('\n');
}
