/** An attribute found by `attributeValues`: where its match starts (the space before the name), and its raw value. */
export interface FoundAttribute {
  at: number;
  value: string;
}

const SPACE = /\s/;

/**
 * Every `name="value"` with a space before it, for any of `names`, in the order and with
 * the values that `/\s(?:name1|name2)="([^"]*)"/g` matches them (non-overlapping: an
 * attribute inside another's value is no match). Found with indexOf, many times faster on
 * a large page than the regular expression, which tries a match at every space.
 */
export function* attributeValues(html: string, names: readonly string[]): Generator<FoundAttribute> {
  const needles = names.map((name) => `${name}="`);
  // The next occurrence of each needle at or after where the scan is (-1: none left).
  const next = needles.map((needle) => html.indexOf(needle, 1));
  let from = 0; // where the last match ended: a match starts (at its space) no earlier
  for (;;) {
    let which = -1;
    for (let index = 0; index < needles.length; index++) if (next[index]! >= 0 && (which < 0 || next[index]! < next[which]!)) which = index;
    if (which < 0) return;
    const needle = needles[which]!;
    const position = next[which]!;
    next[which] = html.indexOf(needle, position + 1);
    const at = position - 1;
    if (at < from || !SPACE.test(html[at]!)) continue;
    const start = position + needle.length;
    const end = html.indexOf('"', start);
    if (end < 0) return; // no closing quote from here on: no later attribute closes either
    yield { at, value: html.slice(start, end) };
    from = end + 1;
    // Occurrences inside this value are no matches.
    for (let index = 0; index < needles.length; index++)
      if (next[index]! >= 0 && next[index]! - 1 < from) next[index] = html.indexOf(needles[index]!, from + 1);
  }
}
