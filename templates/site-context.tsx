import { createContext, useContext } from 'react';
import { englishMessages, type Messages } from '../src/i18n/messages.js';
import { withBase } from '../src/routes/paths.js';

interface SiteContextValue {
  baseUrl: string;
  trailingSlash: boolean;
  /** The engine's words in the page's locale. */
  messages: Messages;
}

export const SiteContext = createContext<SiteContextValue>({ baseUrl: '/', trailingSlash: false, messages: englishMessages });

/** Turns a site route (`/guides/x#y`) into the URL to put in `href` (base URL applied). */
export function useHref(): (route: string) => string {
  const { baseUrl, trailingSlash } = useContext(SiteContext);
  return (route) => withBase(baseUrl, route, trailingSlash);
}

/** What the templates know of the page being rendered beyond its content. */
export interface PageContextValue {
  /** The page's markdown twin, when it has one and the site shows the page menu (`llms.pageMenu`). */
  twin?: { markdownHref: string; pageUrl: string };
  /** Content images open large when clicked (the `zoom` of the configuration, when enabled). */
  imageZoom?: { selector: string; background: { light?: string; dark?: string } };
}

export const PageContext = createContext<PageContextValue>({});

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/** The engine's words for the page being rendered: every text a template writes comes from here. */
export function useMessages(): Messages {
  return useContext(SiteContext).messages;
}
