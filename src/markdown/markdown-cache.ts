import type { CacheStore } from '../cache/cache-store.js';
import { canonicalJson, engineFingerprint, fileFingerprint, hashOf } from '../cache/cache-keys.js';
import type { MarkdownInput, MarkdownOutput } from './processor.js';

/** What a cached page holds: its output, the link context it was finished in, the files it read. */
interface MarkdownEntry {
  format: 1;
  /** The hash of the links' context (the docs' routes, base URL, trailing slash) it was finished in. */
  links: string;
  /** Files the page read (partials, images) with their content hash when it was rendered. */
  dependencies: [file: string, fingerprint: string][];
  output: MarkdownOutput;
}

/** A page's cached output, if it is still valid for the page's own input. */
export interface CachedPage {
  key: string;
  entry?: MarkdownEntry;
}

export interface MarkdownCache {
  /** Looks a page up by its own input (text, path, config, engine), checking the files it read. */
  lookup(input: MarkdownInput): CachedPage;
  /** The cached output when it was finished with the same link context. */
  outputFor(page: CachedPage, links: string): MarkdownOutput | undefined;
  store(page: CachedPage, links: string, output: MarkdownOutput): void;
  /** Pages taken from the cache and pages rendered (and stored) in this build. */
  readonly counts: { reused: number; rendered: number };
}

/**
 * The markdown step's cache: markdown page -> HTML, TOC, links, warnings. `settings` is
 * everything of the site that changes a page's output besides its text (plugins'
 * options, admonition types, the locale's words): when it cannot be hashed (a plugin
 * given as a function), there is no cache (undefined), never a stale page.
 */
export function createMarkdownCache(
  store: CacheStore | undefined,
  settings: unknown,
  engine: string = engineFingerprint(),
): MarkdownCache | undefined {
  const settingsJson = canonicalJson(settings);
  if (!store || settingsJson === undefined) return undefined;
  const context = hashOf('markdown', engine, settingsJson);
  const counts = { reused: 0, rendered: 0 };
  return {
    counts,
    lookup(input) {
      const key = hashOf(context, input.path, input.sourcePath, String(input.lineOffset), input.body);
      const entry = store.get(key) as MarkdownEntry | undefined;
      const valid =
        entry?.format === 1 &&
        Array.isArray(entry.dependencies) &&
        entry.dependencies.every(([file, fingerprint]) => fileFingerprint(file) === fingerprint);
      return { key, entry: valid ? entry : undefined };
    },
    outputFor(page, links) {
      if (page.entry?.links !== links) return undefined;
      counts.reused++;
      return page.entry.output;
    },
    store(page, links, output) {
      counts.rendered++;
      const dependencies = (output.dependencies ?? []).map((file): [string, string] => [file, fileFingerprint(file)]);
      store.set(page.key, { format: 1, links, dependencies, output } satisfies MarkdownEntry);
    },
  };
}
