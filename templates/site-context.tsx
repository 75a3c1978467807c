import { createContext, useContext } from 'react';
import { withBase } from '../src/routes/paths.js';

interface SiteContextValue {
  baseUrl: string;
  trailingSlash: boolean;
}

export const SiteContext = createContext<SiteContextValue>({ baseUrl: '/', trailingSlash: false });

/** Turns a site route (`/guides/x#y`) into the URL to put in `href` (base URL applied). */
export function useHref(): (route: string) => string {
  const { baseUrl, trailingSlash } = useContext(SiteContext);
  return (route) => withBase(baseUrl, route, trailingSlash);
}
