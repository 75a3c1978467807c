import { errors } from '../errors/catalogue.js';
import { formatLocation, type SourceLocation } from '../errors/docgen-error.js';
import { outputPathFor } from './paths.js';
import { assertSafeOutPath } from './safe-paths.js';

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
  /** Built, but left out of the sitemap (frontmatter `unlisted`). */
  unlisted?: boolean;
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

/**
 * Collects every source's routes before anything renders. Adding a path twice is a build
 * error naming both origins; `freeze` ends the collection, and no route is added after.
 */
export class RouteTable implements Routes {
  readonly #routes = new Map<string, Route>();
  #frozen = false;

  add(route: RouteInput): Route {
    if (this.#frozen) throw new Error(`route ${route.path} added after the route table was frozen`);
    const existing = this.#routes.get(route.path);
    if (existing)
      throw errors.pagesShareUrl(
        locationOf(route.origin),
        route.path,
        describeRouteOrigin(existing.origin),
        describeRouteOrigin(route.origin),
      );
    const outPath = route.outPath ?? outputPathFor(route.path);
    assertSafeOutPath(outPath);
    const full: Route = Object.freeze({ ...route, outPath });
    this.#routes.set(route.path, full);
    return full;
  }

  /** Ends the collection: from now on the table only answers. */
  freeze(): Routes {
    this.#frozen = true;
    return this;
  }

  get(path: string): Route | undefined {
    return this.#routes.get(path);
  }

  has(path: string): boolean {
    return this.#routes.has(path);
  }

  all(): readonly Route[] {
    return [...this.#routes.values()];
  }

  get size(): number {
    return this.#routes.size;
  }
}

/** `docs/a.md:3 (frontmatter slug "/x")`, `specs/pets.yaml (at /tags/0) (tag "pets")`. */
export function describeRouteOrigin(origin: RouteOrigin): string {
  return `${formatLocation(origin)}${origin.what ? ` (${origin.what})` : ''}`;
}

function locationOf(origin: RouteOrigin): SourceLocation | undefined {
  const { what: _what, ...location } = origin;
  return location.file.startsWith('(') ? undefined : location;
}
