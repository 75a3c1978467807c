/**
 * A fence marker (three or more backticks or tildes) and what follows it. Any indent is
 * taken: fences inside list items are indented further than CommonMark's three spaces.
 */
const MARKER = /^[ \t]*(`{3,}|~{3,})(.*)$/;

/**
 * Follows fenced code through a page, line by line, for the passes that read markdown as
 * text before it is parsed: `inCode(line)` is true for every line of a fenced block, its
 * opening and closing markers included. A block closes on a bare marker of the same
 * character, at least as long as the one that opened it (CommonMark's rule). Callers strip
 * container prefixes (`> `, list indents) before asking.
 */
export function createFenceTracker(): (line: string) => boolean {
  let open: string | undefined;
  return (line) => {
    const match = MARKER.exec(line);
    const marker = match?.[1];
    if (open) {
      if (marker && marker[0] === open[0] && marker.length >= open.length && match![2]!.trim() === '') open = undefined;
      return true;
    }
    if (marker) open = marker;
    return marker !== undefined;
  };
}
