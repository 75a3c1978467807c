import { decodeHtml } from '../util/html.js';

/** Plain text of an HTML fragment, for indexing. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    // Inline elements join their neighbours ("state <code>x</code>," -> "state x,"); others separate words.
    .replace(/<\/?(a|abbr|b|code|del|em|i|kbd|mark|span|strong|sub|sup|wbr)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeHtml(text).replace(/\s+/g, ' ').trim();
}
