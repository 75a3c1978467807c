import { EVENTS } from '../lib/keys.js';

/** Opens every folded `<details>` around the element with this id. */
export function openDetailsAround(id: string): void {
  const target = id ? document.getElementById(id) : null;
  for (let details = target?.closest('details'); details; details = details.parentElement?.closest('details')) details.open = true;
}

/**
 * A link to an element inside folded `<details>` opens them: a collapsed error response of
 * an API page keeps its heading in the summary, so the browser scrolls to it but leaves
 * it closed. At load, on hash changes, after client-side navigations, and on a click on a
 * link to the current hash (which changes nothing the browser reports).
 */
export function openLinkedDetails(): void {
  const fromLocation = () => openDetailsAround(decodeURIComponent(location.hash.slice(1)));
  fromLocation();
  window.addEventListener('hashchange', fromLocation);
  window.addEventListener(EVENTS.navigated, fromLocation);
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.pathname !== location.pathname || !link.hash) return;
    openDetailsAround(decodeURIComponent(link.hash.slice(1)));
  });
}
