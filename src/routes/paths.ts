/** Pure helpers for turning sources into URL paths and output files. */
import { assertSafeRoute, resolveSlug } from './safe-paths.js';

/**
 * kebab-case the way lodash does it: word boundaries at case changes, digits and
 * separators, so `encryptPdfBase64` becomes `encrypt-pdf-base-64`. A run of capitals
 * before a capitalised word ends before that word's capital, also when the run is one
 * letter (`OAuth2` -> `o-auth-2`, not `oa-uth-2`).
 */
export function kebabCase(input: string): string {
  const words = input.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

/**
 * `guides/intro.md` (or `.mdx`) -> `/guides/intro`; `guides/index.md` -> `/guides`; `index.md` -> `/`.
 * A slug replaces the path (see `resolveSlug`); callers check it first, so one that
 * leaves the site here is a bug.
 */
export function docRoutePath(relativePath: string, slug?: string): string {
  if (slug !== undefined) {
    const resolved = resolveSlug(relativePath, slug);
    if ('problem' in resolved) throw new Error(`docgen bug: unchecked slug ${JSON.stringify(slug)} ${resolved.problem}`);
    return resolved.route;
  }
  const withoutExt = relativePath.replace(/\.mdx?$/, '');
  const trimmed = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return normaliseRoute(`/${trimmed}`);
}

/** Collapses duplicate slashes and removes a trailing slash (except for `/`). */
export function normaliseRoute(route: string): string {
  const collapsed = `/${route}`.replace(/\/+/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** Clean URLs: `/guides/x` is written as `guides/x/index.html`, `/` as `index.html`. */
export function outputPathFor(route: string): string {
  assertSafeRoute(route);
  if (route === '/404') return '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}
