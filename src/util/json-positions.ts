import { visit } from 'jsonc-parser';
import { splitPointer } from './json-pointer.js';
import { positionFinder } from './source-position.js';

/** A pointer's segments as a tree; `offset` is set where the scan met the member. */
interface Wanted {
  children: Map<string, Wanted>;
  offset?: number;
}

type Position = { line: number; column: number };

/**
 * Line and column of each pointer in a YAML or JSON text, as `positionFinder` finds them
 * (the key of the last member found, or the item itself). A JSON text is scanned once,
 * keeping only the members asked for: the yaml parser's syntax tree of Microsoft Graph's
 * 20 MB document took about 1.2 GB and 10 s, for a few warnings' lines.
 */
export function positionsOf(text: string, pointers: readonly string[]): Map<string, Position | undefined> {
  const inJson = jsonPositionsOf(text, pointers);
  if (inJson) return inJson;
  const find = pointers.length ? positionFinder(text) : undefined;
  return new Map(pointers.map((pointer) => [pointer, find!(pointer)]));
}

/** `positionsOf` for a JSON text, in one scan; undefined when the text is not plain JSON. */
export function jsonPositionsOf(text: string, pointers: readonly string[]): Map<string, Position | undefined> | undefined {
  const root: Wanted = { children: new Map() };
  for (const pointer of pointers) {
    let node = root;
    for (const segment of splitPointer(pointer)) {
      if (!node.children.has(segment)) node.children.set(segment, { children: new Map() });
      node = node.children.get(segment)!;
    }
  }
  if (!scanJson(text, root)) return undefined;
  const lines = lineStarts(text);
  const positions = new Map<string, Position | undefined>();
  for (const pointer of pointers) {
    let node = root;
    let offset = root.offset;
    for (const segment of splitPointer(pointer)) {
      const child = node.children.get(segment);
      if (child?.offset === undefined) break;
      node = child;
      offset = child.offset;
    }
    positions.set(pointer, offset === undefined ? undefined : linePosition(lines, offset));
  }
  return positions;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function linePosition(starts: readonly number[], offset: number): Position {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

/**
 * Reads a JSON text with jsonc-parser's event scanner (no syntax tree is kept), marking
 * the offsets of the wanted members; false when it is not plain JSON (YAML, comments,
 * trailing commas), so that the caller parses it as YAML instead.
 */
function scanJson(text: string, root: Wanted): boolean {
  if (!/^\s*[[{]/.test(text)) return false;
  let valid = true;
  const frames: { array: boolean; index: number; wanted: Wanted | undefined }[] = [];
  /** The wanted member whose key was just read (an object's member is marked at its key). */
  let member: Wanted | undefined;
  /** A value starts at `offset`: the root, an array's next item, or the member just named. */
  const valueAt = (offset: number): Wanted | undefined => {
    const frame = frames[frames.length - 1];
    if (!frame) return mark(root, offset);
    if (frame.array) return mark(frame.wanted?.children.get(String(frame.index++)), offset);
    return member;
  };
  visit(
    text,
    {
      onObjectBegin: (offset) => void frames.push({ array: false, index: 0, wanted: valueAt(offset) }),
      onArrayBegin: (offset) => void frames.push({ array: true, index: 0, wanted: valueAt(offset) }),
      onObjectEnd: () => void frames.pop(),
      onArrayEnd: () => void frames.pop(),
      onLiteralValue: (_value, offset) => void valueAt(offset),
      onObjectProperty(property, offset) {
        const wanted = frames[frames.length - 1]?.wanted;
        member = wanted?.children.size ? mark(wanted.children.get(property), offset) : undefined;
      },
      onError: () => void (valid = false),
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  return valid;
}

/** The first place a member is written counts, as in the yaml parser's lookup. */
function mark(wanted: Wanted | undefined, offset: number): Wanted | undefined {
  if (wanted && wanted.offset === undefined) wanted.offset = offset;
  return wanted;
}
