import { errors } from '../errors/catalogue.js';
import { formatLocation, type SourceLocation } from '../errors/docgen-error.js';
import { outputPathFor } from './paths.js';
import { assertSafeOutPath } from './safe-paths.js';
import type { RouteOrigin, Route, RouteInput, Routes } from '../core/route.js';

/**
 * Collects every source's routes before anything renders. Adding a path twice is a build
 * error naming both origins, unless one of the two yields (the other takes the path);
 * `freeze` ends the collection, and no route is added after.
 */
export class RouteTable implements Routes {
  readonly #routes = new Map<string, Route>();
  #frozen = false;

  add(route: RouteInput): Route {
    if (this.#frozen) throw new Error(`route ${route.path} added after the route table was frozen`);
    const existing = this.#routes.get(route.path);
    if (existing?.yields && !route.yields) this.#routes.delete(route.path);
    else if (existing && route.yields) return existing;
    else if (existing)
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
