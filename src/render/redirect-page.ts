import type { Messages } from '../i18n/messages.js';
import { escapeAttribute, escapeText } from '../util/html.js';

export interface RedirectPageInput {
  /** Where the redirect leads, as a link: `/docs/guides/new#part`, `https://example.com/x`. */
  href: string;
  /** The canonical address of the page it leads to (absolute). */
  canonical: string;
  /** The text of the visible link: the target page's title, else its address. */
  label: string;
  /** The engine's words in the redirect's locale. */
  messages: Messages;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** Stands for the link while the message is formatted: the translated sentence places it. */
const LINK = '\u0000link\u0000';

/**
 * A redirect page, complete without the site around it: browsers follow its
 * `<meta http-equiv="refresh">` at once (a script first, which keeps the address's
 * `?query` and `#fragment` when the target has none of its own and leaves the old
 * address out of the history), search engines read its canonical link and leave it out
 * of their index (noindex), and a reader whose browser does neither has a link.
 */
export function redirectPageHtml(input: RedirectPageInput): string {
  const { href, messages } = input;
  const title = messages.format('redirect.title');
  const [before = '', after = ''] = messages.format('redirect.text', { link: LINK }).split(LINK);
  const link = `<a href="${escapeAttribute(href)}">${escapeText(input.label)}</a>`;
  // The target as a script string: `<` escaped, so no `</script>` can end it early.
  const target = JSON.stringify(href)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const script =
    `var u=new URL(${target},location.href);` +
    'if(!u.search)u.search=location.search;if(!u.hash)u.hash=location.hash;location.replace(u.href);';
  return [
    `<!doctype html><html lang="${escapeAttribute(input.lang)}" dir="${input.dir}"><head>`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeText(title)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(input.canonical)}">`,
    '<link rel="icon" href="data:,">',
    `<script>${script}</script>`,
    `<meta http-equiv="refresh" content="0; url=${escapeAttribute(href)}">`,
    '</head><body>',
    `<main><h1>${escapeText(title)}</h1><p>${escapeText(before)}${link}${escapeText(after)}</p></main>`,
    '</body></html>\n',
  ].join('');
}
