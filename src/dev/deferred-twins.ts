import { twinAddress, type ReaderOutput } from '../llms/reader-output.js';
import type { OutputFiles } from '../pipeline/output.js';
import type { SiteView } from '../pipeline/page-source.js';

/** The twins a re-render put off, and how to tell their paths and make them. */
export interface DeferredTwins {
  /** Given to `renderPages` in place of the site's reader output. */
  readers: ReaderOutput;
  /** Whether this output path is a twin put off (the placeholder `renderPages` gave for it is not written). */
  isDeferred(outPath: string): boolean;
  /** Makes the twins put off (the site's reader output notes their new lines for llms.txt). */
  make(): OutputFiles;
}

/**
 * A page's markdown twin is made from its text again (a second parse of the markdown, as
 * long as the page's own render): in `serve --watch` it is made after the page is written
 * and the browser told, so it does not add to a save's time to screen. The page's head
 * links the twin at an address that does not depend on the twin's text; a twin is put
 * off only where the last build wrote one (`hadTwin`), so the page's head is the same.
 */
export function deferTwins(readers: ReaderOutput, config: SiteView['config'], hadTwin: (outPath: string) => boolean): DeferredTwins {
  const later: Array<() => ReturnType<ReaderOutput['twin']>> = [];
  const deferred = new Set<string>();
  return {
    readers: {
      twin(route, page) {
        const address = twinAddress(config, route);
        if (!address || !page.reader || !hadTwin(address.outPath)) return readers.twin(route, page);
        deferred.add(address.outPath);
        later.push(() => readers.twin(route, page));
        return { ...address, markdown: '' };
      },
      finish: (...args) => readers.finish(...args),
    },
    isDeferred: (outPath) => deferred.has(outPath),
    make() {
      const files: OutputFiles = new Map();
      for (const twin of later.splice(0)) {
        const made = twin();
        if (made) files.set(made.outPath, made.markdown);
      }
      return files;
    },
  };
}
