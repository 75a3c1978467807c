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

const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

/**
 * Reads a JSON text, marking the offsets of the wanted members; false when it is not
 * plain JSON (YAML), so that the caller parses it as YAML instead.
 */
function scanJson(text: string, root: Wanted): boolean {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  };
  /** Past the string that starts at `at`; false if it does not end. */
  const skipString = (): boolean => {
    let end = at;
    for (;;) {
      end = text.indexOf('"', end + 1);
      if (end === -1) return false;
      let slashes = 0;
      while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
      if (slashes % 2 === 0) break;
    }
    at = end + 1;
    return true;
  };
  const frames: { array: boolean; index: number; wanted: Wanted | undefined }[] = [];
  /** The wanted member whose value starts next (after `[`, `{` or `,`). */
  const enterMember = (): Wanted | false | undefined => {
    const frame = frames[frames.length - 1]!;
    skipSpace();
    if (frame.array) return mark(frame.wanted?.children.get(String(frame.index)), at);
    if (text.charCodeAt(at) !== 34) return false;
    const keyStart = at;
    if (!skipString()) return false;
    let child: Wanted | undefined;
    if (frame.wanted?.children.size) {
      const raw = text.slice(keyStart + 1, at - 1);
      child = mark(frame.wanted.children.get(raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw), keyStart);
    }
    skipSpace();
    if (text.charCodeAt(at++) !== 58) return false;
    return child;
  };
  skipSpace();
  root.offset = at;
  let wanted: Wanted | undefined = root;
  for (;;) {
    skipSpace();
    const code = text.charCodeAt(at);
    if (code === 123 || code === 91) {
      at++;
      frames.push({ array: code === 91, index: 0, wanted });
      skipSpace();
      if (text.charCodeAt(at) === (code === 91 ? 93 : 125)) {
        at++;
        frames.pop();
      } else {
        const next = enterMember();
        if (next === false) return false;
        wanted = next;
        continue;
      }
    } else if (code === 34) {
      if (!skipString()) return false;
    } else {
      const start = at;
      while (at < text.length && !isSpace(text.charCodeAt(at)) && !',]}'.includes(text[at]!)) at++;
      if (at === start || !/^(-?\d[\d.eE+-]*|true|false|null)$/.test(text.slice(start, at))) return false;
    }
    // After a value: close what ends here, or go on to the next member.
    for (;;) {
      const frame = frames[frames.length - 1];
      skipSpace();
      if (!frame) return at === text.length;
      const code = text.charCodeAt(at);
      if (code === (frame.array ? 93 : 125)) {
        at++;
        frames.pop();
        continue;
      }
      if (code !== 44) return false;
      at++;
      frame.index++;
      const next = enterMember();
      if (next === false) return false;
      wanted = next;
      break;
    }
  }
}

/** The first place a member is written counts, as in the yaml parser's lookup. */
function mark(wanted: Wanted | undefined, offset: number): Wanted | undefined {
  if (wanted && wanted.offset === undefined) wanted.offset = offset;
  return wanted;
}
