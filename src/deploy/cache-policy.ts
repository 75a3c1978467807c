import { ASSET_FOLDER } from '../core/output.js';

/** For content-hashed files: a changed file gets a new name, so a copy never goes stale. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** For everything else (pages, the search index, the site's static files): asked again on every use. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * The Cache-Control of an output file (path relative to the output folder, `/`-separated):
 * what `docgen serve` sends and what the `_headers` file tells hosts.
 */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith(`${ASSET_FOLDER}/`) ? CACHE_FOREVER : CACHE_REVALIDATE;
}
