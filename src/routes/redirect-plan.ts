import { errors } from '../errors/catalogue.js';
import type { SourceLocation } from '../errors/docgen-error.js';
import { isHttpUrl } from '../util/url-kind.js';
import { normaliseRoute, outputPathFor } from './paths.js';
import type { SiteAddress } from '../core/site-address.js';
import { describeRouteOrigin } from './route-table.js';
import { assertSafeOutPath } from './safe-paths.js';
import type { RedirectInput, Route, RouteOrigin, Routes } from '../core/route.js';
import type { SiteView } from '../core/page-source.js';
import type { LinkOrigin } from '../core/page.js';

/** A redirect the build writes: its page's output file and where it leads. */
export interface PlannedRedirect {
  /** The old address: a route (`/guides/old`) or a file path ending in `.html` (`/old.html`). */
  from: string;
  /** Its redirect page, relative to the output folder: `guides/old/index.html`, `old.html`. */
  outPath: string;
  /** Where it leads: a route with its `?query`/`#fragment` as written, or an http(s) URL. */
  to: string;
  /** The page it leads to (none for another site). */
  target?: Route;
  origin: RouteOrigin;
  /** The locale whose words the redirect page uses, when the redirect says. */
  locale?: string;
}

/** A line of the hosts' `_redirects`: both addresses as served (base URL and trailing-slash policy applied). */
export interface HostRedirect {
  from: string;
  to: string;
}

/** A `from` ending in `.html` is that file; any other is a folder with an `index.html`, as pages are. */
const isHtmlFile = (from: string) => /\.html?$/i.test(from);

/**
 * Checks every redirect against the site and places its page (pure): an old address
 * must be free (no page, no file of `static/`, no other redirect has it: DG260, naming
 * both), and a `to` of the site must be a page (DG261). Redirects are checked in the
 * order given, so the first claimant of an address is named first.
 */
export function planRedirects(
  redirects: readonly RedirectInput[],
  routes: Routes,
  ownFile: (outPath: string) => boolean = () => false,
): PlannedRedirect[] {
  const byOutPath = new Map<string, PlannedRedirect>();
  const pageOutPaths = new Map(routes.all().map((route) => [route.outPath, route]));
  return redirects.map((redirect) => {
    const from = normaliseRoute(redirect.from);
    const outPath = isHtmlFile(from) ? from.slice(1) : outputPathFor(from);
    assertSafeOutPath(outPath);
    const page = routes.get(from) ?? pageOutPaths.get(outPath);
    const taken = page ? describeRouteOrigin(page.origin) : byOutPath.get(outPath);
    if (taken !== undefined) {
      const first = typeof taken === 'string' ? taken : describeRouteOrigin(taken.origin);
      throw errors.redirectFromTaken(locationOf(redirect.origin), from, first, describeRouteOrigin(redirect.origin));
    }
    if (ownFile(outPath)) {
      throw errors.redirectFromTaken(locationOf(redirect.origin), from, `static/${outPath}`, describeRouteOrigin(redirect.origin));
    }
    const target = isHttpUrl(redirect.to) ? undefined : targetOf(redirect, from, routes);
    const planned: PlannedRedirect = {
      from,
      outPath,
      to: redirect.to,
      origin: redirect.origin,
      ...(target ? { target } : {}),
      ...(redirect.locale === undefined ? {} : { locale: redirect.locale }),
    };
    byOutPath.set(outPath, planned);
    return planned;
  });
}

/** The page a redirect of the site leads to; DG261 when there is none. */
function targetOf(redirect: RedirectInput, from: string, routes: Routes): Route {
  const path = normaliseRoute(redirect.to.replace(/[?#].*$/, ''));
  const target = routes.get(path);
  if (!target) {
    // The config's entry is named by its `to` (`redirects[2].to`); a doc's redirect always leads to its own page.
    const what = redirect.origin.what?.replace(/\.from(\[\d+\])?$/, '.to');
    throw errors.redirectTargetMissing(locationOf(redirect.origin), from, redirect.to, describeRouteOrigin({ ...redirect.origin, what }));
  }
  return target;
}

/** Where a redirect leads, as a link: a page of the site under the base URL, or the URL as written. */
export function redirectHref(redirect: Pick<PlannedRedirect, 'to' | 'target'>, address: SiteAddress): string {
  return redirect.target ? address.href(redirect.to) : redirect.to;
}

/** The rules of the hosts' `_redirects` for the redirects (permanent, 301), as the site's links write addresses. */
export function hostRedirects(redirects: readonly PlannedRedirect[], address: SiteAddress): HostRedirect[] {
  // A rule is one line of words: a space in an address is written as the browser sends it.
  const spaced = (address: string) => address.replace(/\s/g, encodeURIComponent);
  return redirects.map((redirect) => ({
    from: spaced(address.href(redirect.from)),
    to: spaced(redirectHref(redirect, address)),
  }));
}

/**
 * What a site's redirect pages and rules are made of, as text to compare (`serve --watch`
 * builds the site when a change moves it): each redirect's addresses and its target's
 * path and title; `invalid` when the redirects no longer fit the routes (the build says why).
 */
export function redirectsKey(site: Pick<SiteView, 'routes' | 'redirects'>): string {
  if (!site.redirects?.length) return '';
  try {
    return JSON.stringify(
      planRedirects(site.redirects, site.routes).map((redirect) => [
        redirect.from,
        redirect.to,
        redirect.target?.path,
        redirect.target?.title,
      ]),
    );
  } catch {
    return 'invalid';
  }
}

/**
 * Where each redirect page comes from, by its output file, for the link check's errors
 * (a `to` whose #fragment is no heading of its page): its `redirects` entry or `redirect_from`.
 */
export function redirectPageOrigins(site: Pick<SiteView, 'routes' | 'redirects'>): (page: string) => LinkOrigin | undefined {
  let byOutPath: Map<string, LinkOrigin> | undefined;
  return (page) => {
    if (!site.redirects?.length) return undefined;
    byOutPath ??= new Map(
      planRedirects(site.redirects, site.routes).map((redirect) => {
        const { what, ...location } = redirect.origin;
        return [redirect.outPath, { ...location, ...(what ? { key: what } : {}) }];
      }),
    );
    return byOutPath.get(page);
  };
}

/** The host rules of a site's redirects, once they were checked (the build's redirects source did). */
export function siteHostRedirects(site: Pick<SiteView, 'address' | 'routes' | 'redirects'>): HostRedirect[] {
  if (!site.redirects?.length) return [];
  return hostRedirects(planRedirects(site.redirects, site.routes), site.address);
}

function locationOf(origin: RouteOrigin): SourceLocation | undefined {
  const { what: _what, ...location } = origin;
  return location.file.startsWith('(') ? undefined : location;
}
