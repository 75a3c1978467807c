// Contracts (core layer): a page's twin for AI readers (its markdown), as asked for and made
// alongside the page's HTML. Markdown carries requests and bodies without knowing how a
// body is made; the llms stage makes them (markdown/twins.ts is the hook).
import type { SiteAddressData } from './site-address.js';

/** What a markdown worker needs to point a twin's links as the main thread does: only data. */
export interface ReaderSite {
  /** The site's address as data (a worker makes the value again with `siteAddress`). */
  address: SiteAddressData;
  /** Every route of the site (a link to one points at its twin). */
  routes: string[];
  /** Every doc's route by its path relative to docs/, whether or not it is in the table. */
  docRoutes: Record<string, string>;
  /** The site folder: partials are inlined only from inside it, as the page includes them. */
  siteRoot: string;
}

/** A doc whose twin is wanted: the page it is for, and the key its body is made under. */
export interface ReaderRequest {
  key: string;
  route: string;
  title?: string;
}

/** A doc's markdown twin before the landing page's hero is added: its text and first paragraph. */
export interface ReaderBody {
  markdown: string;
  firstParagraph?: string;
}

/** A body made with the page's output (by a worker, or cached with it), with the key it was made under. */
export type KeyedReaderBody = ReaderBody & { key: string };

/** The doc whose twin is made: its text as written and where it lives. */
export interface ReaderDoc {
  body: string;
  relativePath: string;
  absolutePath: string;
  /** Compiled as MDX (see `DocSource.mdx`); else told by its extension. */
  mdx?: boolean;
}

/** Which docs get a twin in this build, and under what key each one's body is valid. */
export interface DocsReaderPlan {
  site: ReaderSite;
  /** The request for the doc at a route; undefined when the page has no twin (unlisted, not a doc page). */
  requestFor(routePath: string): ReaderRequest | undefined;
  /** A body made earlier, when its key is the one this build wants. */
  validBody(routePath: string, made: KeyedReaderBody | undefined): ReaderBody | undefined;
}
