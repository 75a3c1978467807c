/**
 * The browser side of a site's React page (src/pages/): the Docusaurus modules it imports
 * (src/mdx/docusaurus-client-modules.ts), reading what the server rendered the page with,
 * so that hydration finds the same markup; then its effects and handlers run.
 */
import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { DocusaurusSiteContext, LayoutProps } from '../src/mdx/page-context.js';
import Translate, { Interpolate, interpolate, setCodeTranslations, translate } from '../src/mdx/docusaurus-translate.js';
import { allPluginInstancesData, linkAttributes, pluginData, sitePathOf } from '../src/mdx/docusaurus-client-modules.js';

/** What a page's island carries: the data its server render read. */
export interface SitePageData {
  siteContext: DocusaurusSiteContext;
  pathname: string;
  /** Each `<Link to>` of the server render, as it was written (with the locale and baseUrl). */
  links: Readonly<Record<string, string>>;
  /** The locale's code.json messages (`<Translate>`, `translate()`). */
  codeTranslations?: Readonly<Record<string, string>>;
  /** What a plugin's route gives its component (`props`, its `modules` loaded); none for a page of src/pages. */
  props?: Readonly<Record<string, unknown>>;
}

const PageData = createContext<SitePageData | null>(null);
/** False while the page hydrates (as on the server), true once it has. */
const Hydrated = createContext(false);

const usePageData = (): SitePageData => {
  const data = useContext(PageData);
  if (!data) throw new Error('a Docusaurus module was used outside a page of src/pages');
  return data;
};

/** The page's root in the browser: its component with the data it was rendered with. */
export function SitePage({ page: Page, data }: { page: ComponentType<Record<string, unknown>>; data: SitePageData }) {
  setCodeTranslations(data.codeTranslations);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <PageData.Provider value={data}>
      <Hydrated.Provider value={hydrated}>
        <Page {...data.props} />
      </Hydrated.Provider>
    </PageData.Provider>
  );
}

/** As on the server (src/mdx/docusaurus-modules.tsx): the frame is docgen's, around the page. */
export function Layout({ children, wrapperClassName }: LayoutProps & { children?: ReactNode }) {
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}

/** Its tags are in the document's head already (the server put them there). */
export function Head(_props: { children?: ReactNode }) {
  return null;
}

export function Heading({
  as: Tag = 'h2',
  ...props
}: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: ReactNode } & Record<string, unknown>) {
  return <Tag {...props} />;
}

/** The href the server wrote for `to` (a site path with the locale and baseUrl); another one with the baseUrl. */
export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode } & Record<string, unknown>) {
  const data = usePageData();
  const attributes = linkAttributes(rest);
  const target = to ?? href;
  const written = target === undefined ? undefined : (data.links[target] ?? withBaseUrl(data, target));
  return (
    <a href={written} {...attributes}>
      {children}
    </a>
  );
}

function withBaseUrl(data: SitePageData, url: string, options: { absolute?: boolean } = {}): string {
  const sitePath = sitePathOf(url);
  if (sitePath === undefined) return url;
  const { baseUrl, url: origin } = data.siteContext.siteConfig;
  const path = `${baseUrl}${sitePath.slice(1)}`;
  return options.absolute ? `${origin.replace(/\/$/, '')}${path}` : path;
}

export function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  return withBaseUrl(usePageData(), url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { absolute?: boolean }) => string } {
  const data = usePageData();
  return { withBaseUrl: (url, options) => withBaseUrl(data, url, options) };
}

export function useDocusaurusContext(): DocusaurusSiteContext {
  return usePageData().siteContext;
}

export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname } = usePageData();
  return {
    pathname,
    search: typeof location === 'undefined' ? '' : location.search,
    hash: typeof location === 'undefined' ? '' : location.hash,
  };
}

/** `@docusaurus/useGlobalData`: what the site's Docusaurus plugins set (`setGlobalData`), as the server rendered with. */
export function useGlobalData(): Readonly<Record<string, unknown>> {
  return usePageData().siteContext.globalData;
}

export function useAllPluginInstancesData(pluginName: string, options?: { failfast?: boolean }) {
  return allPluginInstancesData(useGlobalData(), pluginName, options);
}

export function usePluginData(pluginName: string, pluginId?: string, options?: { failfast?: boolean }) {
  return pluginData(useGlobalData(), pluginName, pluginId, options);
}

export function useIsBrowser(): boolean {
  return useContext(Hydrated);
}

/** Docusaurus's flags, as in a browser. */
export const ExecutionEnvironment = { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true };

/** Its fallback while the page hydrates (as the server rendered it), then its children. */
export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return useContext(Hydrated) && children ? <>{children()}</> : <>{fallback ?? null}</>;
}

export { Translate, translate, Interpolate, interpolate };
