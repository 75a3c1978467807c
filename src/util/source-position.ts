import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { splitPointer } from './json-pointer.js';

/**
 * Line and column (1-based) where the value at `pointer` is written in a YAML or JSON
 * text: the key of the last member, or the item itself. Used only to report errors, so
 * parsing the text again here costs nothing on successful builds.
 */
export function positionOfPointer(text: string, pointer: string): { line: number; column: number } | undefined {
  return positionFinder(text)(pointer);
}

/** `positionOfPointer` for many pointers into one text: the text is parsed once. */
export function positionFinder(text: string): (pointer: string) => { line: number; column: number } | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, keepSourceTokens: false });
  return (pointer) => {
    let node: unknown = document.contents;
    let offset: number | undefined = (node as Node | null)?.range?.[0];
    for (const segment of splitPointer(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isPair(item) && (isScalar(item.key) ? String(item.key.value) : String(item.key)) === segment,
        );
        if (!pair) break;
        offset = (pair.key as Node | null)?.range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else {
        break;
      }
    }
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
}
