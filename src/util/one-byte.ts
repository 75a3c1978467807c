/**
 * V8 stores a string of Latin-1 characters in one byte a character, and a string holding
 * any other character in two. One `☀` in a page's navbar thus doubled every copy of the
 * whole page (React's output made flat, the document around it, the link scan, the write),
 * and a page of 64 K characters or more then needs a large-object allocation (fresh pages
 * from the system) for each copy: most of GitHub's REST API pages held no other character
 * outside Latin-1. The engine's few such symbols in the HTML of islands and in the JSON of
 * their props and messages (curly quotes, an ellipsis, `☀`, `↑`) are therefore written as
 * character references or `\u` escapes, which the browser reads as the same characters.
 * Text with many of them (a page in another script) keeps them: references would only make
 * it longer, and the page is two bytes a character anyway.
 */

/** At most this many characters outside Latin-1 in a text are escaped; more are left as they are. */
export const FEW_WIDE_CHARACTERS = 32;

const WIDE = /[^\u0000-\u00ff]/;
/** A character outside Latin-1: a whole code point (a surrogate pair is one reference). */
const WIDE_CODE_POINTS = /[^\u0000-\u00ff]/gu;
const WIDE_UNITS = /[^\u0000-\u00ff]/g;
/** Elements whose text is not parsed for references (where a reference would be read as text). */
const RAW_TEXT = /<(?:script|style)[\s>]/i;

/** HTML with its few characters outside Latin-1 written as hexadecimal character references. */
export function oneByteHtml(html: string): string {
  if (!WIDE.test(html) || !fewWide(html) || RAW_TEXT.test(html)) return html;
  return html.replace(WIDE_CODE_POINTS, (char) => `&#x${char.codePointAt(0)!.toString(16)};`);
}

/** JSON text (as JSON.stringify writes it) with its few characters outside Latin-1 as `\u` escapes. */
export function oneByteJson(json: string): string {
  if (!WIDE.test(json) || !fewWide(json)) return json;
  return json.replace(WIDE_UNITS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function fewWide(text: string): boolean {
  let count = 0;
  for (const _ of text.matchAll(WIDE_UNITS)) if (++count > FEW_WIDE_CHARACTERS) return false;
  return true;
}
