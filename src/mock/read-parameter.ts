import {
  explodeOf,
  labelSeparator,
  styleOf,
  writtenQueryDelimiter,
  type ParameterValue,
  type SerialisationRule,
} from '../openapi/serialise-parameter.js';
import { cookiePairs, decodePiece, plusAsSpace } from './raw-text.js';

/**
 * Reads a parameter back from a request by its `style` and `explode`: the exact inverse of
 * serialise-parameter.ts, which writes the code samples' and the send panel's requests.
 * Text is split on the style's delimiters before it is decoded, so an encoded delimiter
 * stays inside its item. Values stay strings: the validator coerces them by the schema.
 */

/** What the schema says the value is; it decides how the text is split. */
export type ValueShape = 'scalar' | 'array' | 'object';

/** A request's raw text, where parameters are looked for. */
export interface RawRequest {
  /** Path parameters' text as it came (percent-encoded, with matrix's `;name=` or label's `.`). */
  path: Record<string, string>;
  /** Query pairs as they came (percent-encoded). */
  query: [string, string][];
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/**
 * The parameter's value, or undefined when the request does not carry it (for a path
 * parameter: not written in its style). `isMember` says which names of the query or
 * cookies an exploded form object takes as its own.
 */
export function readParameter(
  rule: SerialisationRule,
  shape: ValueShape,
  request: RawRequest,
  isMember: (name: string) => boolean,
): ParameterValue | undefined {
  switch (rule.in) {
    case 'path':
      return rule.name in request.path ? readPath(rule, shape, request.path[rule.name]!) : undefined;
    case 'query':
      return readQuery(rule, shape, request.query, isMember);
    case 'header': {
      const text = request.headers[rule.name.toLowerCase()];
      // RFC 9110 lists allow spaces around their commas; headers are not percent-encoded.
      return text === undefined ? undefined : readSimple(shape, explodeOf(rule), text, (piece) => piece.trim());
    }
    case 'cookie': {
      // Cookie names are written as they are; values percent-encoded, lists joined with `,`.
      const pairs = cookiePairs(request.headers.cookie);
      return readForm(rule.name, shape, !explodeOf(rule), ',', pairs, isMember, decodePiece);
    }
  }
}

/** A path segment's value: matrix `;name=...`, label `.…`, or simple. */
function readPath(rule: SerialisationRule, shape: ValueShape, segment: string): ParameterValue | undefined {
  const style = styleOf(rule);
  const explode = explodeOf(rule);
  if (style === 'matrix') return readMatrix(rule.name, shape, explode, segment);
  if (style === 'label') {
    if (!segment.startsWith('.')) return undefined;
    const text = segment.slice(1);
    if (shape === 'scalar') return decodePiece(text);
    const items = splitList(text, labelSeparator(explode));
    if (shape === 'array') return items.map(decodePiece);
    return explode ? keyValues(items, decodePiece) : alternating(items, decodePiece);
  }
  return readSimple(shape, explode, segment, decodePiece);
}

function readMatrix(name: string, shape: ValueShape, explode: boolean, segment: string): ParameterValue | undefined {
  if (!segment.startsWith(';')) return undefined;
  // `;name` without `=` is an empty value.
  const params = segment
    .slice(1)
    .split(';')
    .map((piece): [string, string] => {
      const equals = piece.indexOf('=');
      return equals < 0 ? [decodePiece(piece), ''] : [decodePiece(piece.slice(0, equals)), piece.slice(equals + 1)];
    });
  if (shape === 'object' && explode) return Object.fromEntries(params.map(([key, value]) => [key, decodePiece(value)]));
  const own = params.filter(([key]) => key === name).map(([, value]) => value);
  if (own.length === 0) return undefined;
  if (shape === 'scalar') return decodePiece(own[0]!);
  if (shape === 'array') return explode ? own.map(decodePiece) : splitList(own[0]!, ',').map(decodePiece);
  return alternating(splitList(own[0]!, ','), decodePiece);
}

/** Style simple (paths and headers): items joined with `,`; an object's entries as `k,v` or, exploded, `k=v`. */
function readSimple(shape: ValueShape, explode: boolean, text: string, decode: (piece: string) => string): ParameterValue {
  if (shape === 'scalar') return decode(text);
  const items = splitList(text, ',');
  if (shape === 'array') return items.map(decode);
  return explode ? keyValues(items, decode) : alternating(items, decode);
}

function readQuery(
  rule: SerialisationRule,
  shape: ValueShape,
  query: [string, string][],
  isMember: (name: string) => boolean,
): ParameterValue | undefined {
  const style = styleOf(rule);
  // Names are decoded to be compared; values stay encoded until split.
  const pairs = query.map(([key, value]): [string, string] => [
    decodePiece(plusAsSpace(key, rule.allowReserved)),
    plusAsSpace(value, rule.allowReserved),
  ]);
  if (style === 'deepObject' && shape !== 'scalar') {
    const entries = pairs.flatMap(([key, value]): [string, string][] =>
      key.startsWith(`${rule.name}[`) && key.endsWith(']') ? [[key.slice(rule.name.length + 1, -1), decodePiece(value)]] : [],
    );
    if (entries.length === 0) return undefined;
    // An array is written as `name[0]=a&name[1]=b`.
    if (shape === 'array') return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
    return Object.fromEntries(entries);
  }
  // Space- and pipe-delimited are joined even when exploded, as the serialiser writes them.
  const joined = style === 'spaceDelimited' || style === 'pipeDelimited' || !explodeOf(rule);
  return readForm(rule.name, shape, joined, writtenQueryDelimiter(style), pairs, isMember, decodePiece);
}

/**
 * Style form (query and cookies): a scalar is `name=v`; joined, `name=a,b` (several such
 * pairs are read as one list); exploded, an array repeats `name=`, an object's entries are
 * pairs of their own. `pairs` have their names decoded, their values not.
 */
function readForm(
  name: string,
  shape: ValueShape,
  joined: boolean,
  delimiter: string,
  pairs: [string, string][],
  isMember: (name: string) => boolean,
  decode: (piece: string) => string,
): ParameterValue | undefined {
  const own = pairs.filter(([key]) => key === name).map(([, value]) => value);
  if (shape === 'object' && !joined) {
    const entries = pairs.filter(([key]) => isMember(key)).map(([key, value]) => [key, decode(value)]);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (own.length === 0) return undefined;
  if (shape === 'scalar') return decode(own[0]!);
  if (shape === 'array' && !joined) return own.map(decode);
  const items = own.flatMap((value) => splitWritten(value, delimiter)).map(decode);
  return shape === 'array' ? items : alternating(items, (piece) => piece);
}

/**
 * A joined list as the serialiser writes it, else as clients that encode the delimiter
 * themselves write it (Python's requests sends `ids=1%2C2`): split on the encoded
 * delimiter only when the text has none as written. The price: a one-item list whose
 * item holds the delimiter (`tags=r%2Cs`) reads as two items, the common client's way.
 */
function splitWritten(text: string, delimiter: string): string[] {
  if (text.includes(delimiter)) return splitList(text, delimiter);
  const encoded = encodeURIComponent(delimiter);
  return encoded !== delimiter && text.toUpperCase().includes(encoded) ? text.split(new RegExp(encoded, 'i')) : splitList(text, delimiter);
}

/** An empty text is an empty list, as the serialiser writes one. */
const splitList = (text: string, delimiter: string): string[] => (text === '' ? [] : text.split(delimiter));

/** `k,v,k2,v2` items as an object. */
function alternating(items: string[], decode: (piece: string) => string): Record<string, string> {
  const entries: [string, string][] = [];
  for (let index = 0; index < items.length; index += 2) entries.push([decode(items[index]!), decode(items[index + 1] ?? '')]);
  return Object.fromEntries(entries);
}

/** `k=v` items as an object (split at the first `=`: the serialiser encodes any other). */
function keyValues(items: string[], decode: (piece: string) => string): Record<string, string> {
  return Object.fromEntries(
    items.map((item) => {
      const equals = item.indexOf('=');
      return equals < 0 ? [decode(item), ''] : [decode(item.slice(0, equals)), decode(item.slice(equals + 1))];
    }),
  );
}
