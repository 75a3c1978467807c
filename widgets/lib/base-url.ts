/**
 * The base URL a page seems to be served under, from its address and its own route:
 * `/docs/guides/x` showing route `/guides/x` suggests `/docs/`. Undefined when the
 * address does not end with the route.
 */
export function suggestBaseUrl(pathname: string, route: string): string | undefined {
  const clean =
    pathname
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/\/+$/, '') || '/';
  if (route === '/') return clean === '/' ? '/' : `${clean}/`;
  if (!clean.endsWith(route)) return undefined;
  const prefix = clean.slice(0, clean.length - route.length);
  return `${prefix}/`;
}
