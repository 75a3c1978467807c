import { useContext, type ReactNode } from 'react';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { rehypeCodeBlocks } from '../markdown/rehype-code-blocks.js';
import type { TocEntry } from '../markdown/types.js';
import {
  MdxPageContextProvider,
  type CardCategory,
  type CardItem,
  type DocusaurusSiteContext,
  type LayoutProps,
  type MdxPageContext,
} from './page-context.js';
import { providedComponents } from './provided-components.js';
import { CardGrid, LinkCard } from './builtin-components.js';
import type { ModuleExports } from './theme-alias.js';
import type { DocusaurusSidebar, DocusaurusSidebarItem, DocusaurusVersion } from '../core/sidebar.js';
import Translate, { Interpolate, interpolate, translate } from './docusaurus-translate.js';
import { allPluginInstancesData, linkAttributes, pluginData, sitePathOf } from './docusaurus-client-modules.js';

/**
 * The modules of Docusaurus's theme and core that docs import most, as docgen's own:
 * `import X from '@theme/X'` or `'@docusaurus/X'` resolves here (theme-alias.ts). Each
 * renders on the server like the rest of the page; none is hydrated.
 */

/**
 * `@docusaurus/Link`: in MDX, `to` (or `href`) was resolved when the page compiled
 * (remark-links: .md files, baseUrl); in a React page, a site path gets the baseUrl here.
 */
function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode } & Record<string, unknown>) {
  const page = useContext(MdxPageContextProvider);
  const attributes = linkAttributes(rest);
  const target = to ?? href;
  return (
    <a href={target !== undefined && page?.link ? page.link(target) : target} {...attributes}>
      {children}
    </a>
  );
}

/** `useBaseUrlUtils()`: `withBaseUrl(url, options)`, useBaseUrl as a function. */
function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { absolute?: boolean }) => string } {
  const page = useContext(MdxPageContextProvider);
  return { withBaseUrl: (url, options = {}) => withBaseUrl(page, url, options) };
}

/** `@docusaurus/useBaseUrl`: a site path with the site's `baseUrl`; other URLs as they are. */
function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  return withBaseUrl(useContext(MdxPageContextProvider), url, options);
}

/** A site path (sitePathOf) under the base URL; another URL as it is. */
function withBaseUrl(page: MdxPageContext | null, url: string, options: { absolute?: boolean }): string {
  const sitePath = sitePathOf(url);
  if (sitePath === undefined || !page?.sitePath) return url;
  const path = page.sitePath(sitePath);
  return options.absolute && page.absolute ? page.absolute(path) : path;
}

/**
 * `@theme/Layout`: docgen's page frame (navbar, footer) is around every page already, so
 * it hands its title and description to the page's head and renders its children.
 */
function Layout({ children, wrapperClassName, ...props }: LayoutProps & { children?: ReactNode }) {
  useContext(MdxPageContextProvider)?.layout?.({ ...props, wrapperClassName });
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}

/** `@theme/Heading`: `<Heading as="h2" id="x">`, a heading of that level. */
function Heading({
  as: Tag = 'h2',
  ...props
}: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: ReactNode } & Record<string, unknown>) {
  return <Tag {...props} />;
}

/** `@docusaurus/useGlobalData`: what the site's Docusaurus plugins set (`setGlobalData`); none on a page that has no site context. */
function useGlobalData(): Readonly<Record<string, unknown>> {
  return useContext(MdxPageContextProvider)?.siteContext?.globalData ?? {};
}

function useAllPluginInstancesData(pluginName: string, options?: { failfast?: boolean }) {
  return allPluginInstancesData(useGlobalData(), pluginName, options);
}

function usePluginData(pluginName: string, pluginId?: string, options?: { failfast?: boolean }) {
  return pluginData(useGlobalData(), pluginName, pluginId, options);
}

/** `useDocusaurusContext()`: the site's config (`siteConfig.title`, `tagline`, `customFields`...) and locales. */
function useDocusaurusContext(): DocusaurusSiteContext {
  const context = useContext(MdxPageContextProvider)?.siteContext;
  if (!context) throw new Error('useDocusaurusContext() has no site context here');
  return context;
}

/** `useLocation()` of `@docusaurus/router`: the page's own path, as the server renders it. */
function useLocation(): { pathname: string; search: string; hash: string } {
  return { pathname: useContext(MdxPageContextProvider)?.pathname ?? '/', search: '', hash: '' };
}

/** `@docusaurus/useIsBrowser`: the page is rendered on the server, once. */
const useIsBrowser = () => false;

/** `@docusaurus/ExecutionEnvironment`: Docusaurus's flags, as on the server. */
const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

/** `@docusaurus/BrowserOnly`: its children are a function run in the browser only; the page shows the fallback. */
function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}

/** `@theme/TOCInline`: the page's headings as a nested list (`toc={toc}` is the page's own TOC, which docgen knows). */
function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc?: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const page = useContext(MdxPageContextProvider);
  const entries = (toc?.length ? toc : (page?.headings ?? [])).filter(
    (entry) => entry.depth >= minHeadingLevel && entry.depth <= maxHeadingLevel,
  );
  return <div className="toc-inline">{tocList(entries, 0).list}</div>;
}

/** Entries from `start` on, nested by depth, as `<ul>`; returns where the list ended. */
function tocList(entries: readonly TocEntry[], start: number): { list: ReactNode; end: number } {
  const items: ReactNode[] = [];
  const depth = entries[start]?.depth;
  let index = start;
  while (index < entries.length && entries[index]!.depth >= depth!) {
    const entry = entries[index]!;
    index++;
    let nested: ReactNode = null;
    if (index < entries.length && entries[index]!.depth > entry.depth) {
      const inner = tocList(entries, index);
      nested = inner.list;
      index = inner.end;
    }
    items.push(
      <li key={entry.id}>
        <a href={`#${entry.id}`}>{entry.text}</a>
        {nested}
      </li>,
    );
  }
  return { list: items.length ? <ul>{items}</ul> : null, end: index };
}

/** `@theme/CodeBlock`: the same highlighted block as a fenced one (`language`, `title`, `showLineNumbers`, `metastring`). */
function CodeBlock({
  children,
  language,
  className,
  title,
  showLineNumbers,
  metastring,
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  metastring?: string;
}) {
  const text = typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : String(children ?? '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const meta = [
    metastring,
    title === undefined ? undefined : `title=${JSON.stringify(title)}`,
    showLineNumbers ? 'showLineNumbers' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: lang ? { className: [`language-${lang}`] } : {},
    children: [{ type: 'text', value: text.replace(/\n$/, '') }],
    ...(meta ? { data: { meta } as Element['data'] } : {}),
  };
  const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] };
  rehypeCodeBlocks()(tree);
  return <div className="code-block-host" dangerouslySetInnerHTML={{ __html: toHtml(tree) }} />;
}

/**
 * `useCurrentSidebarCategory()` (`@docusaurus/theme-common`, `@docusaurus/plugin-content-docs/client`):
 * the sidebar category whose own page this is. On another page it throws, as Docusaurus's
 * does, and the build names the page and line.
 */
function useCurrentSidebarCategory(): CardCategory {
  const category = useContext(MdxPageContextProvider)?.sidebarCategory?.();
  if (!category)
    throw new Error(
      'This page is not the page of a sidebar category, so it has no current category: link it from its category ' +
        '(`link: {type: "doc", id: ...}` in sidebars.js or _category_.json), or pass the cards as `items`',
    );
  return category;
}

/**
 * `useDocsSidebar()` (`@docusaurus/plugin-content-docs/client`, `@docusaurus/theme-common`):
 * the sidebar the page shows (`{ name, items }`, items with their `customProps`), or null.
 */
function useDocsSidebar(): DocusaurusSidebar | null {
  return useContext(MdxPageContextProvider)?.docsSidebar?.() ?? null;
}

/** `useDocsVersion()`: the page's docs version, its docs by id (`id`, `title`, `description`, `sidebar`). */
function useDocsVersion(): DocusaurusVersion {
  const version = useContext(MdxPageContextProvider)?.docsVersion?.();
  if (!version) throw new Error('useDocsVersion() is only available on docs pages');
  return version;
}

/** `findSidebarCategory(items, predicate)`: the first category, depth first, that the predicate accepts. */
function findSidebarCategory(
  items: readonly DocusaurusSidebarItem[],
  predicate: (category: Extract<DocusaurusSidebarItem, { type: 'category' }>) => boolean,
): Extract<DocusaurusSidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * `@theme/DocCardList`: a card per item of the page's category (or of `items`), leading
 * to the doc or category with its title and description; a category without its own
 * description says how many pages it holds.
 */
function DocCardList({ items, className }: { items?: readonly CardItem[]; className?: string }) {
  const page = useContext(MdxPageContextProvider);
  const cards = items ?? useCurrentSidebarCategory().items;
  const countOf = (item: CardItem) =>
    item.count === undefined ? undefined : (page?.messages?.format('index.pageCount', { count: item.count }) ?? `${item.count} pages`);
  const grid = (
    <CardGrid>
      {cards
        .filter((item) => item.href)
        .map((item) => (
          <LinkCard key={item.href} title={item.label} href={item.href} description={item.description ?? countOf(item)} />
        ))}
    </CardGrid>
  );
  return className ? <div className={className}>{grid}</div> : grid;
}

/**
 * Modules by the path pages import them from (without `@`). Docusaurus's Tabs, TabItem,
 * Admonition and Details are docgen's provided components of the same names.
 */
export const docusaurusModules: Record<string, ModuleExports> = {
  'theme/Tabs': { default: providedComponents.Tabs },
  'theme/TabItem': { default: providedComponents.TabItem },
  'theme/Admonition': { default: providedComponents.Admonition },
  'theme/Details': { default: providedComponents.Details },
  'theme/TOCInline': { default: TOCInline },
  'theme/CodeBlock': { default: CodeBlock },
  'theme/DocCardList': { default: DocCardList },
  'theme/Layout': { default: Layout },
  'theme/Heading': { default: Heading },
  'docusaurus/Head': { default: providedComponents.DocgenHead },
  'docusaurus/Link': { default: Link },
  'docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  'docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  'docusaurus/useIsBrowser': { default: useIsBrowser },
  'docusaurus/useGlobalData': { default: useGlobalData, usePluginData, useAllPluginInstancesData },
  'docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  'docusaurus/router': { useLocation },
  'docusaurus/BrowserOnly': { default: BrowserOnly },
  'docusaurus/Translate': { default: Translate, translate },
  'docusaurus/Interpolate': { default: Interpolate, interpolate },
  'docusaurus/theme-common': { useCurrentSidebarCategory, useDocsSidebar, useDocsVersion },
  'docusaurus/plugin-content-docs/client': { useCurrentSidebarCategory, useDocsSidebar, useDocsVersion, findSidebarCategory },
};
