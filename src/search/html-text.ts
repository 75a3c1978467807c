import { decodeHtml } from '../util/html.js';

/** A heading's direct link (`<a class="hash-link" ...>#</a>`, rehype-headings.ts and the API pages' headings). */
const HASH_LINK = /<a\b[^>]*\bclass="(?:[^"]*\s)?hash-link(?:\s[^"]*)?"[^>]*>[\s\S]*?<\/a>/g;

/** Plain text of an HTML fragment, for indexing: without the "#" of headings' direct links. */
export function htmlToText(html: string): string {
  const text = withoutHiddenSpans(html)
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(HASH_LINK, '')
    // Inline elements join their neighbours ("state <code>x</code>," -> "state x,"); others separate words.
    .replace(/<\/?(a|abbr|b|code|del|em|i|kbd|mark|span|strong|sub|sup|wbr)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeHtml(text).replace(/\s+/g, ' ').trim();
}

const HIDDEN_SPAN = '<span class="katex-html" aria-hidden="true">';

/**
 * KaTeX draws each formula twice: as MathML (read out, and holding the TeX source) and as
 * styled spans hidden from assistive technology. Only the first is indexed, so a formula's
 * words are not doubled. Spans nest, so the end is found by counting them.
 */
function withoutHiddenSpans(html: string): string {
  let start = html.indexOf(HIDDEN_SPAN);
  if (start === -1) return html;
  let result = '';
  let from = 0;
  while (start !== -1) {
    result += html.slice(from, start);
    let depth = 0;
    let at = start;
    const tags = /<span\b|<\/span>/g;
    tags.lastIndex = start;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</span>' ? -1 : 1;
      at = tags.lastIndex;
      if (depth === 0) break;
    }
    from = at;
    start = html.indexOf(HIDDEN_SPAN, from);
  }
  return result + html.slice(from);
}
