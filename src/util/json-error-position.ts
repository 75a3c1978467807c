/** Line and column of a JSON.parse error (V8 gives the offset; none when the text ran out). */
export function jsonErrorPosition(text: string, message: string): { line: number; column: number } {
  const end = text.trimEnd().length; // past the last character written: point at that character's line
  const offset = /at position (\d+)/.exec(message)?.[1];
  const before = text.slice(0, Math.min(end, offset === undefined ? end : Number(offset)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}
