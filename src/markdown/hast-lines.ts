import type { Element, ElementContent, Properties } from 'hast';
import type { LineKind } from './code-lines.js';

/**
 * Splits highlighted code (token spans whose text may hold newlines, e.g. a multi-line
 * comment) into lines: a token that crosses a line end is cut in two, each part keeping
 * the token's classes, so every line is self-contained markup.
 */
export function splitIntoLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const append = (node: ElementContent) => lines[lines.length - 1]!.push(node);
  for (const node of nodes) {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part) append({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitIntoLines(node.children).forEach((children, index) => {
        if (index > 0) lines.push([]);
        if (children.length) append({ ...node, children });
      });
    } else {
      append(node);
    }
  }
  return lines;
}

// Semantic elements, so assistive technology can name the line: <mark> highlighted, <ins> added, <del> removed.
const LINE_TAG: Record<LineKind | 'plain', string> = { plain: 'span', highlighted: 'mark', added: 'ins', removed: 'del' };
const LINE_CLASS: Record<LineKind, string> = {
  highlighted: 'code-line-highlighted',
  added: 'code-line-added',
  removed: 'code-line-removed',
};

/**
 * Each line wrapped in an element of its kind. The newline stays between lines as text,
 * so the code's text (what Copy takes) is the source as it was.
 */
export function wrapLines(lines: ElementContent[][], kindOf: (line: number) => LineKind | undefined): ElementContent[] {
  const result: ElementContent[] = [];
  lines.forEach((children, index) => {
    const kind = kindOf(index + 1);
    const properties: Properties = { className: kind ? ['code-line', LINE_CLASS[kind]] : ['code-line'] };
    const line: Element = { type: 'element', tagName: LINE_TAG[kind ?? 'plain'], properties, children };
    if (index > 0) result.push({ type: 'text', value: '\n' });
    result.push(line);
  });
  return result;
}
