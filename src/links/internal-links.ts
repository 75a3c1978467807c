import type { OutputFiles } from '../core/output.js';
import type { SiteAddress } from '../core/site-address.js';
import { createLinkIndex, isSharedSidebar, type BrokenLink, type LinkIndex } from './link-index.js';

export type { BrokenLink };

/**
 * Checks every internal href/src of the built HTML against the output files, and every
 * `#fragment` against the ids of its target page. Pure and in memory, so it runs on
 * every build; `docgen check` adds a full crawl with linkinator. Relative links resolve
 * the way a browser resolves them on the page's public URL (base URL + clean path, with
 * a trailing slash only when the site uses them). Pages already in `index` (recorded as
 * they rendered, then written) count as files too.
 */
export function findBrokenLinks(
  files: OutputFiles,
  address: SiteAddress,
  index: LinkIndex = createLinkIndex(address),
  written: ReadonlySet<string> = new Set(),
): BrokenLink[] {
  for (const [file, content] of files) {
    if (typeof content !== 'string' || index.has(file)) continue;
    if (isSharedSidebar(file)) index.addSharedSidebar(file, content);
    else if (file.endsWith('.html')) index.addPage(file, content);
  }
  return index.broken((file) => files.has(file) || index.has(file) || written.has(file));
}
