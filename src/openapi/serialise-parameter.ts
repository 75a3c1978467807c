/**
 * OpenAPI parameter serialisation (`style`, `explode`, `allowReserved`): how a value is
 * written into a path, a query string, a header or a cookie. Pure and DOM-free: the
 * server-side code samples and the browser's send panel both import it, so a sample and
 * the request the panel sends are always written the same way.
 *
 * Follows the style table of the OpenAPI specification (RFC 6570 expansions), with the
 * 3.1.1 correction that non-exploded `label` values are comma-separated.
 */

export type ParameterIn = 'path' | 'query' | 'header' | 'cookie';
export type ParameterStyle = 'matrix' | 'label' | 'form' | 'simple' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
export type ParameterValue = string | number | boolean | null | ParameterValue[] | { [key: string]: ParameterValue };

/** What decides how a parameter is written: its location and the three keywords. */
export interface SerialisationRule {
  name: string;
  in: ParameterIn;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

/** The styles OpenAPI allows in each location; the first is the default. */
export const STYLES_BY_LOCATION: Record<ParameterIn, readonly ParameterStyle[]> = {
  path: ['simple', 'matrix', 'label'],
  query: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
  header: ['simple'],
  cookie: ['form'],
};

/** The style in effect: the document's when its location allows it, else the location's default (form for query and cookie, simple for path and header). */
export function styleOf(rule: Pick<SerialisationRule, 'in' | 'style'>): ParameterStyle {
  const allowed = STYLES_BY_LOCATION[rule.in] ?? STYLES_BY_LOCATION.query;
  return allowed.find((style) => style === rule.style) ?? allowed[0]!;
}

/** `explode` in effect: the document's, else true for form (and deepObject, which only exists exploded), false otherwise. */
export function explodeOf(rule: Pick<SerialisationRule, 'in' | 'style' | 'explode'>): boolean {
  if (rule.explode !== undefined) return rule.explode;
  const style = styleOf(rule);
  return style === 'form' || style === 'deepObject';
}

const scalarText = (value: ParameterValue): string =>
  value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * Percent-encodes everything but unreserved characters (and, with allowReserved, RFC 3986's
 * reserved ones, except `'`, which would end a quoted string in a code sample).
 */
export function encodeValue(text: string, allowReserved = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return allowReserved
    ? encoded.replace(/%(3A|2F|3F|23|5B|5D|40|21|24|26|28|29|2A|2B|2C|3B|3D)/gi, (match) => decodeURIComponent(match))
    : encoded;
}

type Shape = { kind: 'scalar'; text: string } | { kind: 'array'; items: string[] } | { kind: 'object'; entries: [string, string][] };

function shapeOf(value: ParameterValue): Shape {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(scalarText) };
  if (value !== null && typeof value === 'object')
    return { kind: 'object', entries: Object.entries(value).map(([key, item]) => [key, scalarText(item)]) };
  return { kind: 'scalar', text: scalarText(value) };
}

/** The text of a path parameter, replacing `{name}` in the path template (with its `;` or `.` prefix). */
export function serialisePath(rule: SerialisationRule, value: ParameterValue): string {
  const style = styleOf(rule);
  const explode = explodeOf(rule);
  const shape = shapeOf(value);
  const enc = (text: string) => encodeValue(text, rule.allowReserved);
  const name = enc(rule.name);
  if (style === 'matrix') {
    if (shape.kind === 'scalar') return shape.text === '' ? `;${name}` : `;${name}=${enc(shape.text)}`;
    if (shape.kind === 'array')
      return explode ? shape.items.map((item) => `;${name}=${enc(item)}`).join('') : `;${name}=${shape.items.map(enc).join(',')}`;
    return explode
      ? shape.entries.map(([key, item]) => `;${enc(key)}=${enc(item)}`).join('')
      : `;${name}=${shape.entries.flat().map(enc).join(',')}`;
  }
  if (style === 'label') {
    const separator = labelSeparator(explode);
    if (shape.kind === 'scalar') return `.${enc(shape.text)}`;
    if (shape.kind === 'array') return `.${shape.items.map(enc).join(separator)}`;
    return `.${shape.entries.map(([key, item]) => (explode ? `${enc(key)}=${enc(item)}` : `${enc(key)},${enc(item)}`)).join(separator)}`;
  }
  return simple(shape, explode, enc);
}

/** A header's value (style simple). Not percent-encoded: headers carry text as it is. */
export function serialiseHeader(rule: SerialisationRule, value: ParameterValue): string {
  return simple(shapeOf(value), explodeOf(rule), (text) => text);
}

function simple(shape: Shape, explode: boolean, enc: (text: string) => string): string {
  if (shape.kind === 'scalar') return enc(shape.text);
  if (shape.kind === 'array') return shape.items.map(enc).join(',');
  return shape.entries.map(([key, item]) => (explode ? `${enc(key)}=${enc(item)}` : `${enc(key)},${enc(item)}`)).join(',');
}

/** What separates a label value's items (and an object's entries): `.` when exploded, else `,` (OpenAPI 3.1.1). */
export const labelSeparator = (explode: boolean): string => (explode ? '.' : ',');

/** What separates the items of a query value that is not exploded, by style (a form body's reader splits its decoded values on it). */
export const QUERY_DELIMITERS: Readonly<Record<string, string>> = { form: ',', spaceDelimited: ' ', pipeDelimited: '|' };

/** The delimiter as written into a URL: a space percent-encoded, the others as they are (the mock splits on it before decoding). */
export const writtenQueryDelimiter = (style: string): string => {
  const delimiter = QUERY_DELIMITERS[style] ?? ',';
  return delimiter === ' ' ? '%20' : delimiter;
};

/**
 * A query parameter as `name=value` pieces, already encoded, to join with `&`. An array
 * or object is several pieces when exploded (form) or for deepObject.
 */
export function serialiseQuery(rule: SerialisationRule, value: ParameterValue): string[] {
  const style = styleOf(rule);
  const explode = explodeOf(rule);
  const shape = shapeOf(value);
  const enc = (text: string) => encodeValue(text, rule.allowReserved);
  const name = enc(rule.name);
  if (shape.kind === 'scalar') return [`${name}=${enc(shape.text)}`];
  if (style === 'deepObject') {
    const entries = shape.kind === 'object' ? shape.entries : shape.items.map((item, index): [string, string] => [String(index), item]);
    return entries.map(([key, item]) => `${name}[${enc(key)}]=${enc(item)}`);
  }
  const flat = shape.kind === 'array' ? shape.items : shape.entries.flat();
  // Space- and pipe-delimited are joined even when exploded (no other form is defined); a space is written encoded.
  const joined = style === 'spaceDelimited' || style === 'pipeDelimited' || !explode;
  if (joined) return [`${name}=${flat.map(enc).join(writtenQueryDelimiter(style))}`];
  if (shape.kind === 'array') return shape.items.map((item) => `${name}=${enc(item)}`);
  return shape.entries.map(([key, item]) => `${enc(key)}=${enc(item)}`);
}

/** A cookie parameter as `name=value` pairs (style form), to join with `; `. */
export function serialiseCookie(rule: SerialisationRule, value: ParameterValue): string[] {
  const shape = shapeOf(value);
  const enc = (text: string) => encodeValue(text, rule.allowReserved);
  if (shape.kind === 'scalar') return [`${rule.name}=${enc(shape.text)}`];
  if (shape.kind === 'array' && explodeOf(rule)) return shape.items.map((item) => `${rule.name}=${enc(item)}`);
  if (shape.kind === 'object' && explodeOf(rule)) return shape.entries.map(([key, item]) => `${key}=${enc(item)}`);
  const flat = shape.kind === 'array' ? shape.items : shape.entries.flat();
  return [`${rule.name}=${flat.map(enc).join(',')}`];
}

/** Fills a path template's `{name}` placeholders; unknown ones stay as they are. */
export function fillPath(template: string, valueOf: (name: string) => string | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (match, name: string) => valueOf(name) ?? match);
}

/** How the page words a parameter's serialisation, e.g. `form, exploded` or `deepObject`; undefined for the location's default. */
export function describeSerialisation(
  rule: SerialisationRule,
): { style: ParameterStyle; explode: boolean; allowReserved: boolean } | undefined {
  const declared = rule.style !== undefined || rule.explode !== undefined || rule.allowReserved === true;
  if (!declared) return undefined;
  return { style: styleOf(rule), explode: explodeOf(rule), allowReserved: rule.allowReserved === true };
}
