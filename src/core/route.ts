// Contracts (core layer): a route (one page of the site at one address) and the frozen table of them.

import type { SourceLocation } from '../errors/docgen-error.js';

/** Where a route's path comes from: a file, the line or JSON pointer that sets it, and what that is. */
export interface RouteOrigin extends SourceLocation {
  /** What at that place sets the path: `frontmatter slug "/x"`, `tag "pets"`. */
  what?: string;
}

/**
 * One page of the site. The path is the key; `version` and `locale` say which variant of
 * a page it is, so versioned and translated pages are routes like any other.
 */
export interface Route {
  /** URL path without base URL: `/guides/intro`. */
  path: string;
  /** Output file relative to the output folder. */
  outPath: string;
  /** Id of the page source that renders the page (`docs`, `api`...). */
  source: string;
  /** What kind of page it is, in its source's own terms (`doc`, `operation`...). */
  kind: string;
  /** Key into the source's model (doc id, operation key...); the same page in another version or locale has the same one. */
  ref: string;
  /** Where the path comes from, for collision errors and for naming a broken link's source. */
  origin: RouteOrigin;
  /** The sidebar shown on the page, if any. */
  sidebarId?: string;
  title: string;
  /** The docs version the page belongs to (unset: the last version). */
  version?: string;
  /** The locale of the page (unset: the default locale). */
  locale?: string;
  /**
   * A page of a docs folder without versions of its own (a docs instance): it sits in the
   * last version's variant, and shows no version banner or badge.
   */
  unversioned?: boolean;
  /** Built, but left out of the sitemap (frontmatter `unlisted`). */
  unlisted?: boolean;
  /**
   * A fallback page: a locale's page with no translated source, showing the default
   * locale's text. It is no translation: hreflang alternates leave it out and its
   * canonical URL names the original.
   */
  untranslated?: boolean;
  /**
   * A page the engine makes only because the site has none there (the docs' generated
   * home): a page of another source at the same path takes its place, as the site's own
   * `src/pages/index.js` does in Docusaurus.
   */
  yields?: boolean;
}

/**
 * Another address of a page (frontmatter `redirect_from`, the config's `redirects`): the
 * build writes a small page there that sends readers on, and a rule in the hosts' files.
 */
export interface RedirectInput {
  /** The old address: a route (`/guides/old`), or a file path ending in `.html` (`/old.html`). */
  from: string;
  /** Where it leads: a route of the site, with any `?query` or `#fragment` (`/guides/new#part`), or an http(s) URL. */
  to: string;
  /** Where it is written, for errors: a file and line, and what sets it (`frontmatter redirect_from "/old"`). */
  origin: RouteOrigin;
  /** The locale whose words the redirect page uses (unset: the target page's, else the default locale's). */
  locale?: string;
}

/** A route as a source declares it; the table derives the output file unless given. */
export type RouteInput = Omit<Route, 'outPath'> & { outPath?: string };

/** Every page of the site, by path, read-only: what renderers and link checks look routes up in. */
export interface Routes {
  get(path: string): Route | undefined;
  has(path: string): boolean;
  all(): readonly Route[];
  readonly size: number;
}
