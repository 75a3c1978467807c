import { decodeHTML } from 'entities';

/**
 * The one place HTML is escaped and unescaped by hand (React, rehype and hast escape
 * their own output). Text needs only `&` and `<` escaped, written the way
 * hast-util-to-html writes them, so highlighted code reads the same whichever path made
 * it; a double-quoted attribute value also gets `"` and `>` escaped.
 */
export function escapeText(text: string): string {
  return text.replace(/[&<]/g, (char) => (char === '&' ? '&#x26;' : '&#x3C;'));
}

export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (char) => ENTITY[char]!);
}

/** Text with every character reference decoded (named, decimal and hex), as a browser reads it. */
export function decodeHtml(html: string): string {
  return decodeHTML(html);
}

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
