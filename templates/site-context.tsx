import { createContext, useContext } from 'react';
import { englishMessages, type Messages } from '../src/i18n/messages.js';
import { rootAddress, siteAddress, type SiteAddress } from '../src/core/site-address.js';

interface SiteContextValue {
  /** Where the site lives: every href a template writes goes through it. */
  address: SiteAddress;
  /** The engine's words in the page's locale. */
  messages: Messages;
}

export const SiteContext = createContext<SiteContextValue>({
  address: siteAddress(rootAddress),
  messages: englishMessages,
});

/** Turns a site route (`/guides/x#y`) into the URL to put in `href` (base URL and trailing slash applied). */
export function useHref(): (route: string) => string {
  const { address } = useContext(SiteContext);
  // One argument: the hook's function is handed to `map` and the like.
  return (route) => address.href(route);
}

/** What the templates know of the page being rendered beyond its content. */
export interface PageContextValue {
  /** The page's markdown twin, when it has one and the site shows the page menu (`llms.pageMenu`). */
  twin?: { markdownHref: string; pageUrl: string };
  /** Content images open large when clicked (the `zoom` of the configuration, when enabled). */
  imageZoom?: { selector: string; background: { light?: string; dark?: string } };
  /** "Was this page helpful?" at the end of doc pages (the `helpful` of the configuration). */
  helpful?: { url?: string; analytics: boolean; category: string };
}

export const PageContext = createContext<PageContextValue>({});

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/** The engine's words for the page being rendered: every text a template writes comes from here. */
export function useMessages(): Messages {
  return useContext(SiteContext).messages;
}
