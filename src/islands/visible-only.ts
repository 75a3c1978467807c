import { ISLAND_TAG } from './types.js';

const ISLAND_START = new RegExp(`<${ISLAND_TAG} data-widget="([^"]+)"[^>]*? data-hydrate="([^"]+)"`, 'g');

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
  for (const [, name, trigger] of bodyHtml.matchAll(ISLAND_START)) (waits(trigger!) ? lazy : eager).add(name!);
  for (const name of eager) lazy.delete(name);
  return lazy;
}
