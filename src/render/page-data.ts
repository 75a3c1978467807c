import type { MarkdownOutput } from '../markdown/processor.js';
import type { Route } from '../routes/route-table.js';
import { findCategories, flattenSidebar, sidebarById, type Sidebar, type SidebarItem } from '../routes/sidebar.js';
import type {
  BreadcrumbProps,
  DocContentProps,
  IndexContentProps,
  LandingContentProps,
  NotFoundContentProps,
} from '../../templates/types.js';
import type { DocsModel } from '../content/docs-model.js';
import type { HeadInput } from './head.js';

/** Pure builders: a route plus what the model knows -> the props of its template. */

const prefixOf = (model: DocsModel) => model.placement.variant?.prefix ?? '';

export function docContent(model: DocsModel, route: Route, markdown: MarkdownOutput): DocContentProps {
  const entry = model.docs.get(route.ref)!;
  const sidebar = sidebarById(model.sidebars, route.sidebarId);
  const links = sidebar ? flattenSidebar(sidebar.items) : [];
  const index = links.findIndex((link) => link.href === route.path);
  const previous = index > 0 ? links[index - 1] : undefined;
  const next = index >= 0 && index < links.length - 1 ? links[index + 1] : undefined;
  return {
    kind: 'doc',
    title: entry.doc.frontmatter.title,
    html: markdown.html,
    toc: entry.doc.frontmatter.hide_table_of_contents ? [] : markdown.toc,
    breadcrumbs: sidebar ? breadcrumbsFor(sidebar, route.path) : [],
    previous: previous && { label: previous.label, href: previous.href },
    next: next && { label: next.label, href: next.href },
    editedFrom: `${model.placement.dir}/${entry.doc.relativePath}`,
  };
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
  const items =
    route.kind === 'section-index'
      ? sidebar.items
      : (findCategories(sidebar.items).find((category) => category.href === route.path)?.items ?? []);
  const category = model.sources.categories.find((candidate) => `${prefixOf(model)}/${candidate.dir}` === route.path);
  return {
    kind: 'index',
    title: route.title,
    description: category?.description,
    breadcrumbs: route.kind === 'section-index' ? [] : breadcrumbsFor(sidebar, route.path),
    cards: items.map((item) => cardFor(model, item)).filter((card): card is NonNullable<typeof card> => card !== undefined),
  };
}

function cardFor(model: DocsModel, item: SidebarItem): IndexContentProps['cards'][number] | undefined {
  if (item.type === 'link') {
    const doc = item.docId ? model.docs.get(item.docId)?.doc : undefined;
    return { title: item.label, description: doc?.frontmatter.description, href: item.href };
  }
  const href = item.href ?? flattenSidebar(item.items)[0]?.href;
  if (!href) return undefined;
  const category = model.sources.categories.find((candidate) => `${prefixOf(model)}/${candidate.dir}` === item.href);
  return { title: item.label, description: category?.description, href, count: flattenSidebar(item.items).length };
}

export function notFoundContent(sidebars: readonly Sidebar[], home = '/'): NotFoundContentProps {
  return { kind: 'not-found', home, suggestions: sidebars.map((sidebar) => ({ label: sidebar.label, href: sidebar.href })) };
}

/** Section, then each category down to the page (the page itself is not linked). */
export function breadcrumbsFor(sidebar: Sidebar, path: string): BreadcrumbProps[] {
  const trail = findTrail(sidebar.items, path) ?? [];
  return [
    { label: sidebar.label, href: sidebar.href },
    ...trail.map((item) => ({ label: item.label, href: item.href === path ? undefined : item.href })),
  ];
}

function findTrail(items: SidebarItem[], path: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.href === path) return [item];
    if (item.type === 'category') {
      const rest = findTrail(item.items, path);
      if (rest) return [item, ...rest];
    }
  }
  return undefined;
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
  };
}
