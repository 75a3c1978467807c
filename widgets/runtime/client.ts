/**
 * The browser runtime (a few kB; React is loaded only with the first island): hydrates
 * the page's islands when their triggers fire, and adds client-side navigation.
 */
import { hydrateIslands, registerChunks } from './islands.js';
import { registerMessages } from './messages.js';
import { EVENTS } from '../lib/keys.js';
import { startRouter } from './router.js';

// The runtime lives in `<base>assets/`, so the site's base URL is one folder up.
const baseUrl = new URL('../', import.meta.url).pathname;

// Tells the base-URL check (an inline head script) that the scripts loaded.
document.documentElement.setAttribute('data-docgen-runtime', '');
registerChunks(document);
registerMessages(document);
startRouter(baseUrl);
hydrateIslands(document);
openLinkedDetailsWhenPresent();

/**
 * Ids inside folded `<details>` (an API page's error responses) are rare in guides: the
 * code that opens them for a link loads only once a page has some.
 */
function openLinkedDetailsWhenPresent(): void {
  let started = false;
  const start = () => {
    if (started || !document.querySelector('details [id]')) return;
    started = true;
    void import('./open-target.js').then((module) => module.openLinkedDetails());
  };
  start();
  window.addEventListener(EVENTS.navigated, start);
}
