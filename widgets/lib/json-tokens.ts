/**
 * JSON cut into Prism-compatible tokens (the classes of Prism's JSON grammar), as data:
 * the build renders them as HTML (src/openapi/highlight-code.ts), the send panel as React
 * spans, so an answer is highlighted like the page's examples without shipping Prism.
 */
export interface JsonToken {
  text: string;
  /** Prism's token class (`property`, `string`, `number`...); none for whitespace. */
  className?: string;
}

// Strings (keys when followed by a colon), numbers, literals, punctuation, whitespace.
const JSON_TOKEN = /("(?:[^"\\\n]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false)|(null)|([{}[\],])|(\s+)/y;

/** The tokens of a JSON text; undefined if it is not plain JSON. */
export function jsonTokens(source: string): JsonToken[] | undefined {
  const tokens: JsonToken[] = [];
  const pattern = new RegExp(JSON_TOKEN); // own lastIndex: callers may interleave
  while (pattern.lastIndex < source.length) {
    const match = pattern.exec(source);
    if (!match) return undefined;
    const [, string, colon, number, boolean, nil, punctuation, space] = match;
    if (string !== undefined) {
      tokens.push({ text: string, className: colon ? 'property' : 'string' });
      if (colon) {
        if (colon.length > 1) tokens.push({ text: colon.slice(0, -1) });
        tokens.push({ text: ':', className: 'operator' });
      }
    } else if (number !== undefined) tokens.push({ text: number, className: 'number' });
    else if (boolean !== undefined) tokens.push({ text: boolean, className: 'boolean' });
    else if (nil !== undefined) tokens.push({ text: nil, className: 'null keyword' });
    else if (punctuation !== undefined) tokens.push({ text: punctuation, className: 'punctuation' });
    else tokens.push({ text: space! });
  }
  return tokens;
}
