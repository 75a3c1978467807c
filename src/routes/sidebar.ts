import type { CategorySource, DocSource } from '../content/collect.js';
import { isIndexFile } from '../content/page-files.js';
import { splitFileNumberPrefix, splitNumberPrefix, withoutNumberPrefixes } from '../content/number-prefix.js';
import { normaliseRoute } from './paths.js';

export interface SidebarLink {
  type: 'link';
  label: string;
  /** Site-relative route (no base URL). */
  href: string;
  docId?: string;
  /** Small label shown before the text, e.g. an HTTP method. */
  badge?: string;
  deprecated?: boolean;
  /** A class on the item (frontmatter `sidebar_class_name`, `className` of sidebars.js). */
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page, if it has one. */
  href?: string;
  items: SidebarItem[];
  className?: string;
  /** false: open on every page (it folds when `collapsible`). */
  collapsed?: boolean;
  /** false: always open, without a fold control. */
  collapsible?: boolean;
  /** Title and description of the category's generated index page, when not its label. */
  indexTitle?: string;
  description?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface Sidebar {
  id: string;
  /** Key of the version and locale whose pages show it (`SiteVariant.key`); unset: the default one. */
  variant?: string;
  label: string;
  /** Route of the section's landing (index) page. */
  href: string;
  items: SidebarItem[];
}

/** A doc with its computed route, as the sidebar builder needs it. */
export interface RoutedDoc {
  doc: DocSource;
  route: string;
}

/** Id of the one sidebar of a docs folder with pages at its root (Docusaurus's layout). */
export const ROOT_SIDEBAR_ID = 'docs';

/**
 * One sidebar per top-level docs folder: sub-folders become categories (label and order
 * from `_category.yml`), files become links (label and order from frontmatter). Items
 * without a position come after positioned ones, alphabetically. A docs folder with doc
 * pages at its root (Docusaurus's layout) has one sidebar for all of it instead. Unlisted
 * pages are in none.
 */
export function buildDocSidebars(
  allDocs: RoutedDoc[],
  categories: CategorySource[],
  placement: { prefix: string; variant?: string } = { prefix: '' },
): Sidebar[] {
  const { prefix } = placement;
  const docs = allDocs.filter((entry) => !entry.doc.frontmatter.unlisted);
  const categoryByDir = new Map(categories.map((category) => [category.dir, category]));
  if (docs.some(isRootDoc)) {
    const meta = categoryByDir.get('');
    const items = buildLevel('', docs, categoryByDir, { prefix, docs: allDocs });
    return [
      {
        id: ROOT_SIDEBAR_ID,
        ...(placement.variant ? { variant: placement.variant } : {}),
        label: meta?.label ?? 'Docs',
        href: prefix || '/',
        items,
      },
    ];
  }
  const sections = new Map<string, RoutedDoc[]>();
  for (const entry of docs) {
    const parts = entry.doc.relativePath.split('/');
    if (parts.length < 2) continue;
    const section = parts[0]!;
    if (!sections.has(section)) sections.set(section, []);
    sections.get(section)!.push(entry);
  }
  const sidebars: Sidebar[] = [];
  for (const [section, entries] of sections) {
    const meta = categoryByDir.get(section);
    sidebars.push({
      id: section,
      ...(placement.variant ? { variant: placement.variant } : {}),
      label: meta?.label ?? titleCase(splitNumberPrefix(section).name),
      href: `${prefix}/${splitNumberPrefix(section).name}`,
      items: buildLevel(section, entries, categoryByDir, { prefix, docs: allDocs }),
    });
  }
  const positionOf = (id: string) => categoryByDir.get(id)?.position ?? splitNumberPrefix(id).position;
  return sidebars.sort((a, b) => comparePositioned(positionOf(a.id), a.label, positionOf(b.id), b.label));
}

interface Positioned {
  position?: number;
  item: SidebarItem;
}

/** A doc page at the root of docs/ (not its home page). */
function isRootDoc(entry: RoutedDoc): boolean {
  return !entry.doc.relativePath.includes('/') && !isIndexFile(entry.doc.relativePath) && entry.doc.frontmatter.template === 'doc';
}

/** A doc as a sidebar link: label and class from its frontmatter. */
export function docLink(entry: RoutedDoc, label?: string): SidebarLink {
  const fm = entry.doc.frontmatter;
  const className = fm.sidebar_class_name;
  return {
    type: 'link',
    label: label ?? fm.sidebar_label ?? fm.title,
    href: entry.route,
    docId: entry.doc.id,
    ...(className ? { className } : {}),
  };
}

interface LevelContext {
  prefix: string;
  /** Every doc, unlisted ones included, for category links to docs. */
  docs: RoutedDoc[];
}

/** Items of the folder `dir` ('' for docs/ itself). */
export function buildLevel(
  dir: string,
  entries: RoutedDoc[],
  categoryByDir: Map<string, CategorySource>,
  context: LevelContext,
): SidebarItem[] {
  const positioned: Positioned[] = [];
  const subdirs = new Map<string, RoutedDoc[]>();
  const start = dir ? dir.length + 1 : 0;
  for (const entry of entries) {
    const rest = entry.doc.relativePath.slice(start);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      if (isIndexFile(entry.doc.relativePath)) continue; // the folder's own page, linked from the category (or the sidebar title)
      if (!dir && entry.doc.frontmatter.template !== 'doc') continue;
      // Without sidebar_position, a number prefix (`02-install.md`) orders the doc.
      const position = entry.doc.frontmatter.sidebar_position ?? splitFileNumberPrefix(rest).position;
      positioned.push({ position, item: docLink(entry) });
    } else {
      const sub = `${dir ? `${dir}/` : ''}${rest.slice(0, slash)}`;
      if (!subdirs.has(sub)) subdirs.set(sub, []);
      subdirs.get(sub)!.push(entry);
    }
  }
  for (const [sub, subEntries] of subdirs) {
    const meta = categoryByDir.get(sub);
    const logicalDir = withoutNumberPrefixes(sub);
    const folder = splitNumberPrefix(sub.slice(sub.lastIndexOf('/') + 1));
    const linked = meta?.link?.type === 'doc' ? findDoc(context.docs, meta.link.id, logicalDir) : undefined;
    const items = buildLevel(sub, subEntries, categoryByDir, context).filter((item) => !linked || item.href !== linked.route);
    positioned.push({
      position: meta?.position ?? folder.position,
      item: {
        type: 'category',
        label: meta?.label ?? titleCase(folder.name),
        href: categoryHref(logicalDir, meta, linked, context.prefix),
        items,
        ...categoryDisplay(meta),
      },
    });
  }
  return positioned.sort((a, b) => comparePositioned(a.position, a.item.label, b.position, b.item.label)).map((entry) => entry.item);
}

/** The route of a category's page: its linked doc, its generated index's slug, its folder; none when `link: null`. */
function categoryHref(dir: string, meta: CategorySource | undefined, linked: RoutedDoc | undefined, prefix: string): string | undefined {
  if (meta?.link === null) return undefined;
  if (linked) return linked.route;
  const slug = meta?.link?.type === 'generated-index' ? meta.link.slug : undefined;
  return normaliseRoute(`${prefix}/${slug === undefined ? dir : slug.replace(/^\//, '')}`);
}

function categoryDisplay(meta: CategorySource | undefined): Partial<SidebarCategory> {
  if (!meta) return {};
  const { className, collapsed, collapsible } = meta;
  const generated = meta.link?.type === 'generated-index' ? meta.link : undefined;
  const shown = { className, collapsed, collapsible, indexTitle: generated?.title, description: generated?.description };
  return Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined));
}

/** A doc by id: as written, or relative to the folder that names it (Docusaurus resolves both). */
export function findDoc(docs: readonly RoutedDoc[], id: string, fromDir = ''): RoutedDoc | undefined {
  return docs.find((entry) => entry.doc.id === id) ?? (fromDir ? docs.find((entry) => entry.doc.id === `${fromDir}/${id}`) : undefined);
}

function comparePositioned(aPos: number | undefined, aLabel: string, bPos: number | undefined, bLabel: string): number {
  if (aPos !== undefined && bPos !== undefined && aPos !== bPos) return aPos - bPos;
  if (aPos !== undefined && bPos === undefined) return -1;
  if (aPos === undefined && bPos !== undefined) return 1;
  return aLabel.localeCompare(bLabel);
}

/** `gettingstarted` -> `Gettingstarted`, `payment-methods` -> `Payment methods`. */
export function titleCase(name: string): string {
  const spaced = name.replace(/[-_]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The links of a sidebar in reading order (for prev/next and "first doc"). */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => (item.type === 'link' ? [item] : flattenSidebar(item.items)));
}

/** Categories in reading order, with their own path of ancestors. */
export function findCategories(items: SidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...findCategories(item.items)] : []));
}

// Per items array, made once: an index page looked its category up with a walk of the
// whole sidebar, and a site has an index page per category (the square of the site).
const categoriesByHref = new WeakMap<SidebarItem[], Map<string, SidebarCategory>>();

/** The first category (in reading order) whose page is at `href`. */
export function categoryWithHref(items: SidebarItem[], href: string): SidebarCategory | undefined {
  let byHref = categoriesByHref.get(items);
  if (!byHref) {
    byHref = new Map();
    for (const category of findCategories(items))
      if (category.href !== undefined && !byHref.has(category.href)) byHref.set(category.href, category);
    categoriesByHref.set(items, byHref);
  }
  return byHref.get(href);
}

/** The sidebars shown by the pages of one version and locale (`SiteVariant.key`; '' for the default one). */
export function sidebarsOfVariant(sidebars: readonly Sidebar[], variantKey: string): Sidebar[] {
  return sidebars.filter((sidebar) => (sidebar.variant ?? '') === variantKey);
}

export function sidebarById(sidebars: readonly Sidebar[], id: string | undefined): Sidebar | undefined {
  return id === undefined ? undefined : sidebars.find((sidebar) => sidebar.id === id);
}
