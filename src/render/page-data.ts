import type { MarkdownOutput } from '../markdown/processor.js';
import { breadcrumbsFor, categoryWithHref, flattenSidebar, sidebarById } from '../routes/sidebar.js';
import type { DocSource } from '../content/collect.js';
import type { Frontmatter } from '../content/frontmatter.js';
import type { DocContentProps, IndexContentProps, LandingContentProps, NotFoundContentProps, TocEntry } from '../../templates/types.js';
import type { DocsModel } from '../content/docs-model.js';
import { sidebarNeighbours } from '../routes/reading-order.js';
import { collectTags, tagsOfDoc, tagsRoute } from '../content/doc-tags.js';
import type { Route } from '../core/route.js';
import type { Sidebar } from '../core/sidebar.js';
import type { HeadInput } from '../core/page.js';
import { findDoc } from '../content/doc-sidebars.js';
import { categoryAt, sidebarCard } from '../content/sidebar-cards.js';

/** Pure builders: a route plus what the model knows -> the props of its template. */

const prefixOf = (model: DocsModel) => model.placement.variant?.prefix ?? '';
/** Where the docs' own pages (tags) are: under `routeBasePath` as the docs model puts them (`/fr/docs/tags`). */
const docsPrefixOf = (model: DocsModel) => model.placement.variant?.docsPrefix ?? prefixOf(model);

/** What a doc page's footer shows besides its tags: its edit link and last update, when it has them. */
export type DocFooterData = Pick<DocContentProps, 'editUrl' | 'lastUpdate'>;

export function docContent(model: DocsModel, route: Route, markdown: MarkdownOutput, footer: DocFooterData = {}): DocContentProps {
  const entry = model.docs.get(route.ref)!;
  const fm = entry.doc.frontmatter;
  const sidebar = sidebarById(model.sidebars, route.sidebarId);
  const { previous, next } = sidebar ? sidebarNeighbours(sidebar.items, route.path) : {};
  return {
    kind: 'doc',
    title: entry.doc.heading ?? fm.title,
    ...(fm.hide_title ? { hideTitle: true } : {}),
    tags: tagsOfDoc(entry.doc, docsPrefixOf(model)),
    ...(footer.editUrl ? { editUrl: footer.editUrl } : {}),
    ...(footer.lastUpdate ? { lastUpdate: footer.lastUpdate } : {}),
    html: markdown.html,
    toc: fm.hide_table_of_contents ? [] : tocOf(fm, markdown),
    breadcrumbs: sidebar ? breadcrumbsFor(sidebar, route.path) : [],
    previous: paginationLink(model, entry.doc, fm.pagination_prev, previous),
    next: paginationLink(model, entry.doc, fm.pagination_next, next),
    editedFrom: `${model.placement.dir}/${entry.doc.relativePath}`,
  };
}

/** The TOC: levels 2 and 3, or the levels the page's frontmatter asks for. */
export function tocOf(fm: Pick<Frontmatter, 'toc_min_heading_level' | 'toc_max_heading_level'>, markdown: MarkdownOutput): TocEntry[] {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = fm;
  if (min === undefined && max === undefined) return markdown.toc;
  return (markdown.headings ?? markdown.toc).filter((entry) => entry.depth >= (min ?? 2) && entry.depth <= (max ?? 3));
}

/** Prev/next: the sidebar's neighbour, or the doc `pagination_prev`/`_next` names (null: none). */
function paginationLink(
  model: DocsModel,
  doc: DocSource,
  chosen: string | null | undefined,
  neighbour: { label: string; href: string; docId?: string } | undefined,
): { label: string; href: string } | undefined {
  if (chosen === null) return undefined;
  if (chosen === undefined) {
    const shown =
      neighbour && 'docId' in neighbour && neighbour.docId ? model.docs.get(neighbour.docId)?.doc.frontmatter.pagination_label : undefined;
    return neighbour && { label: shown ?? neighbour.label, href: neighbour.href };
  }
  const dir = doc.id.includes('/') ? doc.id.slice(0, doc.id.lastIndexOf('/')) : '';
  const target = findDoc([...model.docs.values()], chosen, dir);
  const fm = target?.doc.frontmatter;
  return target && fm && { label: fm.pagination_label ?? fm.sidebar_label ?? fm.title, href: target.route };
}

export function landingContent(model: DocsModel, route: Route, markdown: MarkdownOutput): LandingContentProps {
  const { frontmatter } = model.docs.get(route.ref)!.doc;
  return {
    kind: 'landing',
    title: frontmatter.title,
    hero: frontmatter.hero && {
      title: frontmatter.hero.title,
      tagline: frontmatter.hero.tagline,
      actions: frontmatter.hero.actions.map((action) => ({ text: action.text, href: action.link, theme: action.theme })),
    },
    features: frontmatter.features.map((feature) => ({
      title: feature.title,
      details: feature.details,
      href: feature.link,
      icon: feature.icon,
    })),
    html: markdown.html,
  };
}

/** Overview of a section (`/guides`) or category (`/guides/payments`): a card per child. */
export function indexContent(model: DocsModel, route: Route): IndexContentProps {
  const sidebar = sidebarById(model.sidebars, route.sidebarId)!;
  const found = categoryWithHref(sidebar.items, route.path);
  const items = route.kind === 'section-index' ? sidebar.items : (found?.items ?? []);
  const category = categoryAt(model, route.path);
  // A folder's `_category_.json` may give its generated index a title and description of its own.
  const generated = category?.link?.type === 'generated-index' ? category.link : undefined;
  return {
    kind: 'index',
    title: generated?.title ?? found?.indexTitle ?? route.title,
    description: category?.description ?? generated?.description ?? found?.description,
    breadcrumbs: route.kind === 'section-index' ? [] : breadcrumbsFor(sidebar, route.path),
    cards: items.flatMap((item) => sidebarCard(model, item) ?? []),
  };
}

/** A tag's page (its docs as cards), or the page listing every tag. */
export function tagContent(model: DocsModel, route: Route, tagsTitle: string): IndexContentProps {
  const tags = collectTags([...model.docs.values()], docsPrefixOf(model));
  const tag = tags.get(route.path);
  const cards = tag
    ? tag.docs.map(({ doc, route: href }) => ({ title: doc.frontmatter.title, description: doc.frontmatter.description, href }))
    : [...tags].map(([href, { label, docs }]) => ({ title: label, href, count: docs.length }));
  return {
    kind: 'index',
    title: tag ? route.title : tagsTitle,
    breadcrumbs: tag ? [{ label: tagsTitle, href: tagsRoute(docsPrefixOf(model)) }] : [],
    cards,
  };
}

/** The generated home of a docs folder without index.md: a card per sidebar, titled like the site. */
export function homeIndexContent(model: DocsModel, siteTitle: string): IndexContentProps {
  return {
    kind: 'index',
    title: siteTitle,
    breadcrumbs: [],
    cards: model.sidebars.map((sidebar) => ({ title: sidebar.label, href: sidebar.href, count: flattenSidebar(sidebar.items).length })),
  };
}

export function notFoundContent(sidebars: readonly Sidebar[], home = '/', pages: [string, string][] = []): NotFoundContentProps {
  return { kind: 'not-found', home, suggestions: sidebars.map((sidebar) => ({ label: sidebar.label, href: sidebar.href })), pages };
}

/** Head metadata of a docs route. */
export function docHead(model: DocsModel, siteTitle: string, route: Route): HeadInput {
  const entry = model.docs.get(route.ref);
  if (!entry) return { title: route.title, path: route.path };
  const { frontmatter } = entry.doc;
  return {
    // The home page of each version and locale is titled like the site.
    title: route.path === (prefixOf(model) || '/') ? siteTitle : frontmatter.title,
    description: frontmatter.description,
    keywords: frontmatter.keywords,
    image: frontmatter.image,
    path: route.path,
    type: route.kind === 'landing' ? 'website' : 'article',
    ...(frontmatter.unlisted ? { noindex: true } : {}),
  };
}
