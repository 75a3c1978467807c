import { HTML_ATTRIBUTES, STORAGE_KEYS } from './keys.js';
import { readTabValue, writeTabValue } from './storage.js';

/** Whether the reader asked for wrapped code earlier in this tab's session. */
export function storedCodeWrap(): boolean {
  return readTabValue(STORAGE_KEYS.codeWrap) === 'on';
}

/**
 * Wraps (or unwraps) every code block (the attribute on `<html>` is all the stylesheet
 * needs; a head script sets it before paint on later pages) of the page and remembers the choice for the tab's
 * session: a reader who wraps one long line wants the next page's code wrapped too.
 */
export function applyCodeWrap(wrapped: boolean, remember: boolean): void {
  document.documentElement.toggleAttribute(HTML_ATTRIBUTES.codeWrap, wrapped);
  if (remember) writeTabValue(STORAGE_KEYS.codeWrap, wrapped ? 'on' : '');
}
