import type { CategorySource, DocSource } from '../content/collect.js';

export interface SidebarLink {
  type: 'link';
  label: string;
  /** Site-relative route (no base URL). */
  href: string;
  docId?: string;
  /** Small label shown before the text, e.g. an HTTP method. */
  badge?: string;
  deprecated?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page, if it has one. */
  href?: string;
  items: SidebarItem[];
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

/**
 * One sidebar per top-level docs folder: sub-folders become categories (label and order
 * from `_category.yml`), files become links (label and order from frontmatter). Items
 * without a position come after positioned ones, alphabetically.
 */
export function buildDocSidebars(
  docs: RoutedDoc[],
  categories: CategorySource[],
  placement: { prefix: string; variant?: string } = { prefix: '' },
): Sidebar[] {
  const { prefix } = placement;
  const categoryByDir = new Map(categories.map((category) => [category.dir, category]));
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
      label: meta?.label ?? titleCase(section),
      href: `${prefix}/${section}`,
      items: buildLevel(section, entries, categoryByDir, prefix),
    });
  }
  return sidebars.sort((a, b) => comparePositioned(categoryByDir.get(a.id)?.position, a.label, categoryByDir.get(b.id)?.position, b.label));
}

interface Positioned {
  position?: number;
  item: SidebarItem;
}

function buildLevel(dir: string, entries: RoutedDoc[], categoryByDir: Map<string, CategorySource>, prefix: string): SidebarItem[] {
  const positioned: Positioned[] = [];
  const subdirs = new Map<string, RoutedDoc[]>();
  for (const entry of entries) {
    const rest = entry.doc.relativePath.slice(dir.length + 1);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      if (rest === 'index.md' || rest === 'index.mdx') continue; // the folder's own page, linked from the category
      const fm = entry.doc.frontmatter;
      positioned.push({
        position: fm.sidebar_position,
        item: { type: 'link', label: fm.sidebar_label ?? fm.title, href: entry.route, docId: entry.doc.id },
      });
    } else {
      const sub = `${dir}/${rest.slice(0, slash)}`;
      if (!subdirs.has(sub)) subdirs.set(sub, []);
      subdirs.get(sub)!.push(entry);
    }
  }
  for (const [sub, subEntries] of subdirs) {
    const meta = categoryByDir.get(sub);
    positioned.push({
      position: meta?.position,
      item: {
        type: 'category',
        label: meta?.label ?? titleCase(sub.slice(sub.lastIndexOf('/') + 1)),
        href: `${prefix}/${sub}`,
        items: buildLevel(sub, subEntries, categoryByDir, prefix),
      },
    });
  }
  return positioned.sort((a, b) => comparePositioned(a.position, a.item.label, b.position, b.item.label)).map((entry) => entry.item);
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

/** The sidebars shown by the pages of one version and locale (`SiteVariant.key`; '' for the default one). */
export function sidebarsOfVariant(sidebars: readonly Sidebar[], variantKey: string): Sidebar[] {
  return sidebars.filter((sidebar) => (sidebar.variant ?? '') === variantKey);
}

export function sidebarById(sidebars: readonly Sidebar[], id: string | undefined): Sidebar | undefined {
  return id === undefined ? undefined : sidebars.find((sidebar) => sidebar.id === id);
}
