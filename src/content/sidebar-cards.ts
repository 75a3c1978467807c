import type { DocsModel } from './docs-model.js';
import type { CardCategory, CardItem, SidebarCategory, SidebarItem } from '../core/sidebar.js';
import { categoryWithHref, flattenSidebar } from '../routes/sidebar.js';
import { normaliseRoute } from '../routes/paths.js';
import { withoutNumberPrefixes } from './number-prefix.js';
import { generatedIndexSlug } from './doc-sidebars.js';

/** A sidebar item as a card: its title, description, the page it leads to, and a category's count of pages. */
export interface SidebarCard {
  title: string;
  description?: string;
  href: string;
  count?: number;
}

/** What a card reads of a docs folder: its docs' descriptions and its categories' metadata. */
export type CardFolder = Pick<DocsModel, 'docs' | 'sources' | 'placement'>;

/**
 * A sidebar item as a card (generated index pages, `<DocCardList>`): a doc with its
 * frontmatter description, a category with its description and count of pages, leading
 * to its own page or else to its first doc. A category with no page and no doc has no
 * card: no card leads nowhere, and neither has the site's own markup (an `html` item).
 */
export function sidebarCard(model: CardFolder, item: SidebarItem): SidebarCard | undefined {
  if (item.type === 'html') return undefined;
  if (item.type === 'link') {
    const doc = item.docId ? model.docs.get(item.docId)?.doc : undefined;
    const description = doc?.frontmatter.description;
    return { title: item.label, ...(description === undefined ? {} : { description }), href: item.href };
  }
  const href = item.href ?? flattenSidebar(item.items)[0]?.href;
  if (!href) return undefined;
  const category = item.href === undefined ? undefined : categoryAt(model, item.href);
  const description = category?.description ?? item.description;
  return { title: item.label, ...(description === undefined ? {} : { description }), href, count: flattenSidebar(item.items).length };
}

/** The category metadata of the folder (or generated index) whose page is at `path`. */
export function categoryAt(model: CardFolder, path: string) {
  const prefix = model.placement.variant?.prefix ?? '';
  return model.sources.categories.find((candidate) => {
    const link = candidate.link;
    const dir = withoutNumberPrefixes(candidate.dir, model.sources.numberPrefix);
    // Where doc-sidebars.ts puts its page: a generated index at its slug, by default /category/<label>;
    // a top-level folder's section page (and a folder without link) at the folder's path.
    const at = (page: string) => normaliseRoute(`${prefix}/${page.replace(/^\//, '')}`) === path;
    const generated =
      link?.type === 'generated-index'
        ? (link.slug ?? generatedIndexSlug(candidate.label ?? dir.slice(dir.lastIndexOf('/') + 1)))
        : undefined;
    return (generated !== undefined && at(generated)) || at(dir);
  });
}

/**
 * The sidebar category whose own page is at `route` (a doc that a category links to),
 * Docusaurus's `useCurrentSidebarCategory()`: the first one in the folder's sidebars.
 */
export function categoryOfPage(model: Pick<DocsModel, 'sidebars'>, route: string): SidebarCategory | undefined {
  for (const sidebar of model.sidebars) {
    const found = categoryWithHref(sidebar.items, route);
    if (found) return found;
  }
  return undefined;
}

/**
 * The category whose own page is at `route`, as `useCurrentSidebarCategory()` gives it:
 * its items with their cards' descriptions and counts, links written with `href` (the
 * site's base URL). Items that lead nowhere are left out.
 */
export function categoryCards(
  model: CardFolder & Pick<DocsModel, 'sidebars'>,
  route: string,
  href: (path: string) => string,
): CardCategory | undefined {
  const category = categoryOfPage(model, route);
  if (!category) return undefined;
  const asCard = (item: SidebarItem): CardItem[] => {
    const card = sidebarCard(model, item);
    if (!card || item.type === 'html') return [];
    const common = {
      label: card.title,
      href: href(card.href),
      ...(card.description === undefined ? {} : { description: card.description }),
    };
    if (item.type === 'link') return [{ type: 'link', ...common, ...(item.docId === undefined ? {} : { docId: item.docId }) }];
    return [{ type: 'category', ...common, count: card.count!, items: item.items.flatMap(asCard) }];
  };
  return {
    type: 'category',
    label: category.label,
    ...(category.href === undefined ? {} : { href: href(category.href) }),
    items: category.items.flatMap(asCard),
  };
}
