import { ISLAND_TAG } from './types.js';

const ISLAND_START = new RegExp(`<${ISLAND_TAG} data-widget="([^"]+)"[^>]*? data-hydrate="([^"]+)"`, 'g');

/**
 * The widgets of a page whose every island waits until it nears the screen
 * (`data-hydrate="visible"`, also when a template asks for it per island): their chunks
 * are not preloaded, so the first load does not fetch them.
 */
export function visibleOnlyWidgets(bodyHtml: string): Set<string> {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  for (const [, name, trigger] of bodyHtml.matchAll(ISLAND_START)) (trigger === 'visible' ? lazy : eager).add(name!);
  for (const name of eager) lazy.delete(name);
  return lazy;
}
