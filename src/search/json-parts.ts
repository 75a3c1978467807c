/** About how long each part of a file written in parts is (characters): small next to the file, large next to a write. */
export const PART_LENGTH = 1 << 20;

/**
 * `JSON.stringify(value)` as parts of about `PART_LENGTH` characters, without the whole
 * text ever being one string: the arrays under the keys of `spread` (each empty in
 * `value`, the keys in the order the text has them) are written item by item from their
 * iterables, which may be read lazily. Items are JSON values (no `undefined`). Joined,
 * the parts are the same text.
 */
export function jsonInParts(value: object, spread: ReadonlyMap<string, Iterable<unknown>>): string[] {
  let skeleton = JSON.stringify(value);
  const parts: string[] = [];
  let part = '';
  const add = (text: string) => {
    part += text;
    if (part.length >= PART_LENGTH) {
      parts.push(part);
      part = '';
    }
  };
  for (const [key, items] of spread) {
    // An empty array under this key: a string inside the JSON cannot hold it unescaped.
    const marker = `${JSON.stringify(key)}:[]`;
    const at = skeleton.indexOf(marker);
    if (at === -1) throw new Error(`jsonInParts: no empty array "${key}" in the value`);
    add(skeleton.slice(0, at + marker.length - 1));
    let first = true;
    for (const item of items) {
      add(first ? JSON.stringify(item) : `,${JSON.stringify(item)}`);
      first = false;
    }
    skeleton = skeleton.slice(at + marker.length - 1);
  }
  add(skeleton);
  if (part) parts.push(part);
  return parts;
}
