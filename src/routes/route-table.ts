import { errors } from '../errors/catalogue.js';
import { formatLocation, type SourceLocation } from '../errors/docgen-error.js';
import { outputPathFor } from './paths.js';
import { assertSafeOutPath } from './safe-paths.js';

export type RouteKind =
  'doc' | 'landing' | 'section-index' | 'category-index' | 'api-index' | 'api-service' | 'api-tag' | 'api-operation' | 'not-found';

/** Where a route's path comes from: a file, the line or JSON pointer that sets it, and what that is. */
export interface RouteSource extends SourceLocation {
  /** What at that place sets the path: `frontmatter slug "/x"`, `tag "pets"`. */
  what?: string;
}

export interface Route {
  /** URL path without base URL: `/guides/intro`. */
  path: string;
  kind: RouteKind;
  /** Output file relative to the output folder. */
  outPath: string;
  /** Where the route comes from, for collision errors and diagnostics. */
  source: RouteSource;
  /** Key into the source model (doc id, operation key...). */
  ref: string;
  /** The sidebar shown on the page, if any. */
  sidebarId?: string;
  title: string;
}

/** Every page of the site, by path. Adding a path twice is a build error naming both sources. */
export class RouteTable {
  readonly #routes = new Map<string, Route>();

  add(route: Omit<Route, 'outPath'> & { outPath?: string }): Route {
    const existing = this.#routes.get(route.path);
    if (existing)
      throw errors.pagesShareUrl(
        route.path,
        describeRouteSource(existing.source),
        describeRouteSource(route.source),
        locationOf(route.source),
      );
    const outPath = route.outPath ?? outputPathFor(route.path);
    assertSafeOutPath(outPath);
    const full: Route = { ...route, outPath };
    this.#routes.set(route.path, full);
    return full;
  }

  get(path: string): Route | undefined {
    return this.#routes.get(path);
  }

  has(path: string): boolean {
    return this.#routes.has(path);
  }

  all(): Route[] {
    return [...this.#routes.values()];
  }

  get size(): number {
    return this.#routes.size;
  }
}

/** `docs/a.md:3 (frontmatter slug "/x")`, `specs/pets.yaml (at /tags/0) (tag "pets")`. */
export function describeRouteSource(source: RouteSource): string {
  return `${formatLocation(source)}${source.what ? ` (${source.what})` : ''}`;
}

function locationOf(source: RouteSource): SourceLocation | undefined {
  const { what: _what, ...location } = source;
  return location.file.startsWith('(') ? undefined : location;
}
