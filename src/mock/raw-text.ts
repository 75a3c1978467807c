/**
 * A request's text as it came, before any decoding: a parameter's style is read by
 * splitting on its delimiters first and decoding each piece after, so an item holding an
 * encoded delimiter (`r%2Cs`) stays one item, as the serialiser wrote it.
 */

/** A query string (with or without its `?`) as `[name, value]` pairs in order, both still percent-encoded. */
export function queryPairs(search: string): [string, string][] {
  const text = search.startsWith('?') ? search.slice(1) : search;
  return text
    .split('&')
    .filter(Boolean)
    .map((piece) => {
      const equals = piece.indexOf('=');
      return equals < 0 ? [piece, ''] : [piece.slice(0, equals), piece.slice(equals + 1)];
    });
}

/** A `Cookie` header as `[name, value]` pairs in order, values still percent-encoded. */
export function cookiePairs(header: string | undefined): [string, string][] {
  return (header ?? '')
    .split(';')
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => {
      const equals = piece.indexOf('=');
      return equals < 0 ? [piece, ''] : [piece.slice(0, equals), piece.slice(equals + 1)];
    });
}

/** Percent-decodes a piece; a malformed escape leaves it as it came. */
export function decodePiece(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A query piece with its `+` written as `%20`: `+` is a space there for HTML forms and most
 * HTTP clients (the serialiser writes `%20`). With allowReserved, `+` is sent as it is.
 */
export function plusAsSpace(text: string, allowReserved = false): string {
  return allowReserved ? text : text.replace(/\+/g, '%20');
}
