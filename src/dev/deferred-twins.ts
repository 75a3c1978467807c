import { twinAddress, type ReaderOutput } from '../llms/reader-output.js';
import type { SiteView } from '../core/page-source.js';

/** Makes one twin put off (the site's reader output notes its new line for llms.txt); its text, or undefined for none. */
export type TwinMaker = () => string | undefined;

/** The twins a re-render put off, and how to tell their paths and make them. */
export interface DeferredTwins {
  /** Given to `renderPages` in place of the site's reader output. */
  readers: ReaderOutput;
  /** Whether this output path is a twin put off (the placeholder `renderPages` gave for it is not written). */
  isDeferred(outPath: string): boolean;
  /** The twins put off, by output path. */
  makers(): Map<string, TwinMaker>;
}

/**
 * A page's markdown twin is made from its text again (a second parse of the markdown, as
 * long as the page's own render): in `serve --watch` it is made after the page is written
 * and the browser told, so it does not add to a save's time to screen. The page's head
 * links the twin at an address that does not depend on the twin's text; a twin is put
 * off only where the last build wrote one (`hadTwin`), so the page's head is the same.
 */
export function deferTwins(
  readers: ReaderOutput,
  site: Pick<SiteView, 'config' | 'address'>,
  hadTwin: (outPath: string) => boolean,
): DeferredTwins {
  const later = new Map<string, TwinMaker>();
  return {
    readers: {
      twin(route, page) {
        const address = twinAddress(site, route);
        if (!address || !page.reader || !hadTwin(address.outPath)) return readers.twin(route, page);
        later.set(address.outPath, () => {
          const made = readers.twin(route, page);
          if (made?.entry) readers.note(route, made.entry);
          return made?.markdown;
        });
        // No line for llms.txt yet: the maker notes it with the twin.
        return { ...address, markdown: '' };
      },
      note: (...args) => readers.note(...args),
      finish: (...args) => readers.finish(...args),
      follow: (routes) => readers.follow(routes),
    },
    isDeferred: (outPath) => later.has(outPath),
    makers: () => new Map(later),
  };
}
