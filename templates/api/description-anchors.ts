import { createContext, useContext } from 'react';
import { useHref } from '../site-context.js';

/**
 * Redoc's anchors in a service's descriptions (`#tag/pets`, canonical: see
 * src/openapi/redoc-anchors.ts) -> the routes of the pages they name, shared by the
 * service's pages. A description's HTML is shared by every page that shows it, so the
 * anchors are mapped as a page renders, for wherever that page's reference is placed.
 */
export const AnchorRoutesContext = createContext<Readonly<Record<string, string>> | undefined>(undefined);

// A canonical anchor link: `<a href="#tag/Pet%20Store" ...>text</a>` (links never nest).
const ANCHOR_LINK = /<a\b[^>]*?\shref="(#(?:section|tag|operation|path|schema)\/[^"/]*)"[^>]*>([\s\S]*?)<\/a>/g;

/** The description's Redoc anchors pointed at their pages; an anchor naming none shows its text alone. */
export function resolveAnchors(
  html: string,
  routes: Readonly<Record<string, string>> | undefined,
  href: (route: string) => string,
): string {
  if (!html.includes('href="#')) return html;
  return html.replace(ANCHOR_LINK, (link, anchor: string, text: string) => {
    const route = routes && Object.hasOwn(routes, anchor) ? routes[anchor] : undefined;
    return route === undefined ? text : link.replace(`href="${anchor}"`, `href="${escapeAttribute(href(route))}"`);
  });
}

/** `resolveAnchors` with the page's routes and the site's base. */
export function useResolvedAnchors(): (html: string) => string {
  const routes = useContext(AnchorRoutesContext);
  const href = useHref();
  return (html) => resolveAnchors(html, routes, href);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
