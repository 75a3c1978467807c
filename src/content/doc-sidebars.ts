import { slug } from 'github-slugger';
import type { CategorySource, DocSource } from './collect.js';
import { isIndexFile } from './page-files.js';
import { splitFileNumberPrefix, splitNumberPrefix, withoutNumberPrefixes, type NumberPrefixParser } from './number-prefix.js';
import { normaliseRoute } from '../routes/paths.js';
import type { SidebarLink, SidebarCategory, Sidebar } from '../core/sidebar.js';
import { titleCase } from '../routes/sidebar.js';

// The docs' sidebars built from the docs folder: its files, folders, _category_ files and number prefixes.

/** A doc with its computed route, as the sidebar builder needs it. */
export interface RoutedDoc {
  doc: DocSource;
  route: string;
}

/** Id of the one sidebar of a docs folder with pages at its root (Docusaurus's layout). */
interface Positioned {
  position?: number;
  /** A folder makes links and categories only. */
  item: SidebarLink | SidebarCategory;
}

interface LevelContext {
  prefix: string;
  /** How names' number prefixes are read (`docs.numberPrefixParser`). */
  numberPrefix?: NumberPrefixParser;
  /** Every doc, unlisted ones included, for category links to docs. */
  docs: RoutedDoc[];
}

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
  placement: { prefix: string; variant?: string; numberPrefix?: NumberPrefixParser } = { prefix: '' },
): Sidebar[] {
  const { prefix, numberPrefix } = placement;
  const parse = numberPrefix ?? splitNumberPrefix;
  const docs = allDocs.filter((entry) => !entry.doc.frontmatter.unlisted);
  const categoryByDir = new Map(categories.map((category) => [category.dir, category]));
  if (docs.some(isRootDoc)) {
    const meta = categoryByDir.get('');
    const items = buildLevel('', docs, categoryByDir, { prefix, docs: allDocs, numberPrefix });
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
      label: meta?.label ?? titleCase(parse(section).name),
      href: `${prefix}/${parse(section).name}`,
      items: buildLevel(section, entries, categoryByDir, { prefix, docs: allDocs, numberPrefix }),
    });
  }
  const positionOf = (id: string) => categoryByDir.get(id)?.position ?? parse(id).position;
  return sidebars.sort((a, b) => comparePositioned(positionOf(a.id), a.label, positionOf(b.id), b.label));
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

/** Items of the folder `dir` ('' for docs/ itself). */
export function buildLevel(
  dir: string,
  entries: RoutedDoc[],
  categoryByDir: Map<string, CategorySource>,
  context: LevelContext,
): (SidebarLink | SidebarCategory)[] {
  const parse = context.numberPrefix ?? splitNumberPrefix;
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
      const position = entry.doc.frontmatter.sidebar_position ?? splitFileNumberPrefix(rest, parse).position;
      positioned.push({ position, item: docLink(entry) });
    } else {
      const sub = `${dir ? `${dir}/` : ''}${rest.slice(0, slash)}`;
      if (!subdirs.has(sub)) subdirs.set(sub, []);
      subdirs.get(sub)!.push(entry);
    }
  }
  for (const [sub, subEntries] of subdirs) {
    const meta = categoryByDir.get(sub);
    const logicalDir = withoutNumberPrefixes(sub, parse);
    const folder = parse(sub.slice(sub.lastIndexOf('/') + 1));
    const linked = meta?.link?.type === 'doc' ? findDoc(context.docs, meta.link.id, logicalDir) : undefined;
    const items = buildLevel(sub, subEntries, categoryByDir, context).filter((item) => !linked || item.href !== linked.route);
    positioned.push({
      position: meta?.position ?? folder.position,
      item: {
        type: 'category',
        label: meta?.label ?? titleCase(folder.name),
        href: categoryHref(logicalDir, meta, linked, context.prefix, meta?.label ?? folder.name),
        items,
        ...categoryDisplay(meta),
      },
    });
  }
  return positioned.sort((a, b) => comparePositioned(a.position, a.item.label, b.position, b.item.label)).map((entry) => entry.item);
}

/**
 * The route of a category's page: its linked doc, its generated index's slug (by default
 * `/category/<label>`, as Docusaurus makes it), its folder when it has no `link` (docgen's
 * folder page); none when `link: null`.
 */
function categoryHref(
  dir: string,
  meta: CategorySource | undefined,
  linked: RoutedDoc | undefined,
  prefix: string,
  label: string,
): string | undefined {
  if (meta?.link === null) return undefined;
  if (linked) return linked.route;
  if (meta?.link?.type !== 'generated-index') return normaliseRoute(`${prefix}/${dir}`);
  return normaliseRoute(`${prefix}/${(meta.link.slug ?? generatedIndexSlug(label)).replace(/^\//, '')}`);
}

/** Docusaurus's route of a generated index without a slug: `/category/` and its label as github-slugger writes it (`Tutorial - Basics`: `tutorial---basics`). */
export const generatedIndexSlug = (label: string) => `/category/${slug(label)}`;

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
