/**
 * The link to the same page in another locale: the target locale's path (from the
 * server, which swapped only the locale prefix of the current path) with the current
 * query string and hash kept.
 */
export function localeLink(targetHref: string, search: string, hash: string): string {
  const base = targetHref.replace(/[?#].*$/, '');
  return `${base}${search}${hash}`;
}

/**
 * Swaps the locale prefix of a pathname: `/fr/guides/x` -> `/de/guides/x`, with the
 * default locale unprefixed and the base URL kept. Used when the path changed on the
 * client since the page was rendered.
 */
export function swapLocalePrefix(
  pathname: string,
  options: { baseUrl: string; currentLocale: string; targetLocale: string; defaultLocale: string },
): string {
  const base = options.baseUrl.replace(/\/$/, '');
  let rest = pathname.startsWith(`${base}/`) || pathname === base ? pathname.slice(base.length) : pathname;
  if (rest === '') rest = '/';
  if (options.currentLocale !== options.defaultLocale) {
    const prefix = `/${options.currentLocale}`;
    if (rest === prefix) rest = '/';
    else if (rest.startsWith(`${prefix}/`)) rest = rest.slice(prefix.length);
  }
  const localePrefix = options.targetLocale === options.defaultLocale ? '' : `/${options.targetLocale}`;
  const path = localePrefix && rest === '/' ? localePrefix : `${localePrefix}${rest}`;
  return `${base}${path}` || '/';
}
