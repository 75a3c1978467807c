import { ISLAND_TAG } from './types.js';

const ISLAND_START = `<${ISLAND_TAG} data-widget="`;
const HYDRATE = ' data-hydrate="';

/**
 * The widgets of a page whose every island waits until it nears the screen or the reader
 * reaches it (`data-hydrate="visible"` or `"interaction"`, also when a template asks for it
 * per island): their chunks are not preloaded, so the first load does not fetch them.
 */
/** Whether an island with this trigger waits for the reader (its chunk is not fetched up front). */
export function waits(trigger: string | undefined): boolean {
  return trigger === 'visible' || trigger === 'interaction';
}

export function visibleOnlyWidgets(bodyHtml: string): Set<string> {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  for (const { name, trigger } of islandTriggers(bodyHtml)) (waits(trigger) ? lazy : eager).add(name);
  for (const name of eager) lazy.delete(name);
  return lazy;
}

/**
 * Each island's widget and trigger, as `/<docgen-island data-widget="([^"]+)"[^>]*? data-hydrate="([^"]+)"/g`
 * finds them, with indexOf: the expression tried its last part at every character of the
 * islands' props (half a second of a 2,500-page build).
 */
export function* islandTriggers(html: string): Generator<{ name: string; trigger: string }> {
  let at = html.indexOf(ISLAND_START);
  while (at >= 0) {
    const nameStart = at + ISLAND_START.length;
    const nameEnd = html.indexOf('"', nameStart);
    if (nameEnd < 0) return; // no quote left: no island can match from here on
    const close = html.indexOf('>', nameEnd + 1);
    let found: { name: string; trigger: string; end: number } | undefined;
    // The first ` data-hydrate="` before the tag closes whose value is not empty.
    for (let hydrate = html.indexOf(HYDRATE, nameEnd + 1); nameEnd > nameStart && hydrate >= 0 && (close < 0 || hydrate < close);) {
      const valueStart = hydrate + HYDRATE.length;
      const valueEnd = html.indexOf('"', valueStart);
      if (valueEnd < 0) break;
      if (valueEnd > valueStart) {
        found = { name: html.slice(nameStart, nameEnd), trigger: html.slice(valueStart, valueEnd), end: valueEnd + 1 };
        break;
      }
      hydrate = html.indexOf(HYDRATE, hydrate + 1);
    }
    if (found) yield { name: found.name, trigger: found.trigger };
    at = html.indexOf(ISLAND_START, found ? found.end : at + 1);
  }
}
