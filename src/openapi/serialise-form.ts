import { serialiseQuery, type ParameterValue } from './serialise-parameter.js';

/**
 * The fields of a `application/x-www-form-urlencoded` or `multipart/form-data` body as
 * the entries sent, following the media type's `encoding`. Pure and DOM-free: the code
 * samples and the send panel both use it, so a sample and the panel's request agree.
 */

/** A body property's `encoding` entry, as far as it changes what is sent. */
export interface FieldEncoding {
  contentType?: string;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

/** One entry of the body: a form pair, or a multipart part (with its type when it is not plain text). */
export interface FormEntry {
  name: string;
  value: string;
  contentType?: string;
}

/**
 * A form-urlencoded property is written like a query parameter (OpenAPI: style form and
 * explode true unless `encoding` says otherwise): `tags=a&tags=b`, an object's own pairs,
 * `obj[a]=1` for deepObject. The entries are decoded: the caller's encoder writes them.
 */
export function formEntries(name: string, value: ParameterValue, encoding: FieldEncoding = {}): FormEntry[] {
  const rule = { name, in: 'query' as const, style: encoding.style, explode: encoding.explode, allowReserved: encoding.allowReserved };
  return serialiseQuery(rule, value).map((piece) => {
    const at = piece.indexOf('=');
    return { name: decodeURIComponent(piece.slice(0, at)), value: decodeURIComponent(piece.slice(at + 1)) };
  });
}

/**
 * A multipart property's parts: an array is one part per item, an object is one JSON part
 * (`application/json` unless `encoding.contentType` says otherwise), a primitive is plain
 * text (typed only when `encoding.contentType` names another type). With an explicit
 * `style` or `explode` (OpenAPI 3.1) it is written as in a form.
 */
export function multipartEntries(name: string, value: ParameterValue, encoding: FieldEncoding = {}): FormEntry[] {
  const declared = encoding.contentType?.split(',')[0]?.trim() || undefined;
  if (encoding.style !== undefined || encoding.explode !== undefined) return formEntries(name, value, encoding);
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    if (item !== null && typeof item === 'object')
      return { name, value: JSON.stringify(item), contentType: declared ?? 'application/json' };
    // text/plain is what a text part is anyway: naming it would only make a file of it in a browser's FormData.
    return { name, value: item === null ? '' : String(item), contentType: declared === 'text/plain' ? undefined : declared };
  });
}
