import { STORAGE_KEYS } from './keys.js';
import { readTabValue, writeTabValue } from './storage.js';

/** Set on `<html>` while code blocks wrap their long lines (the stylesheet does the rest). */
const WRAP_ATTRIBUTE = 'data-code-wrap';

/** Whether the reader asked for wrapped code earlier in this tab's session. */
export function storedCodeWrap(): boolean {
  return readTabValue(STORAGE_KEYS.codeWrap) === 'on';
}

/**
 * Wraps (or unwraps) every code block of the page and remembers the choice for the tab's
 * session: a reader who wraps one long line wants the next page's code wrapped too.
 */
export function applyCodeWrap(wrapped: boolean, remember: boolean): void {
  document.documentElement.toggleAttribute(WRAP_ATTRIBUTE, wrapped);
  if (remember) writeTabValue(STORAGE_KEYS.codeWrap, wrapped ? 'on' : '');
}
