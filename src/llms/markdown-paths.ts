import { outputPathFor } from '../routes/paths.js';

/** The files for AI readers at the root of each version and locale. */
export const LLMS_FILES = { index: 'llms.txt', fullText: 'llms-full.txt' } as const;

/**
 * Where a page's markdown twin lives: its clean URL plus `.md`, with the trailing slash
 * (if the site writes one) left out: `/guides/quickstart` and `/guides/quickstart/` ->
 * `/guides/quickstart.md`; a variant's home `/fr` -> `/fr.md`; the site's home `/` ->
 * `/index.md`. A route with an output file of its own (a locale's 404 page) has no twin.
 */
export function markdownRoute(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** The twin's file, relative to the output folder: `guides/quickstart.md`, `index.md`. */
export function markdownOutPath(route: string): string {
  return markdownRoute(route).slice(1);
}

/** Whether a route's page is written at its clean-URL place (`x/index.html`), the pages that get a twin. */
export function hasCleanOutput(route: { path: string; outPath: string }): boolean {
  return route.outPath === outputPathFor(route.path);
}

/** `llms.txt` of a version and locale, relative to the output folder: `llms.txt`, `fr/1.x/llms.txt`. */
export function llmsOutPath(prefix: string, file: string): string {
  return prefix ? `${prefix.slice(1)}/${file}` : file;
}
