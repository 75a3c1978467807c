import { errors } from '../errors/catalogue.js';
import { outputPathFor } from './paths.js';

export type RouteKind =
  'doc' | 'landing' | 'section-index' | 'category-index' | 'api-index' | 'api-service' | 'api-tag' | 'api-operation' | 'not-found';

export interface Route {
  /** URL path without base URL: `/guides/intro`. */
  path: string;
  kind: RouteKind;
  /** Output file relative to the output folder. */
  outPath: string;
  /** The file the route comes from, for collision errors and diagnostics. */
  source: string;
  /** Key into the source model (doc id, operation key...). */
  ref: string;
  /** The sidebar shown on the page, if any. */
  sidebarId?: string;
  title: string;
}

/** Every page of the site, by path. Adding a path twice is a build error. */
export class RouteTable {
  readonly #routes = new Map<string, Route>();

  add(route: Omit<Route, 'outPath'> & { outPath?: string }): Route {
    const existing = this.#routes.get(route.path);
    if (existing) throw errors.routeCollision(route.path, existing.source, route.source);
    const full: Route = { ...route, outPath: route.outPath ?? outputPathFor(route.path) };
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
