/**
 * The runtime's own words (a crashed widget's panel, a page that did not load), read from
 * the page's `#docgen-messages` script: the server wrote them in the page's locale. A page
 * shown by client-side navigation brings its own, which replace these.
 */
import { noMessages, wordsOf, type WidgetMessages, type Words } from '../lib/messages.js';
import type { RuntimeMessageKey } from '../message-keys.js';

let current = noMessages<RuntimeMessageKey>();

export function registerMessages(root: Document): void {
  const script = root.getElementById('docgen-messages');
  if (script?.textContent) current = JSON.parse(script.textContent) as WidgetMessages<RuntimeMessageKey>;
}

export const runtimeMessages = (): WidgetMessages<RuntimeMessageKey> => current;

export const runtimeWords = (): Words<RuntimeMessageKey> => wordsOf(current);
