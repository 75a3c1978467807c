import { errors } from '../errors/catalogue.js';
import { findCategories, flattenSidebar, findDoc, type RoutedDoc, type Sidebar } from '../routes/sidebar.js';
import { closestMatch } from '../util/closest-match.js';
import { readFileSync } from 'node:fs';

/**
 * The sidebar a doc shows: its `displayed_sidebar`, else the first sidebar that lists it
 * (or has it as its or a category's page), else its top-level folder's.
 */
export function sidebarOfDoc(entry: RoutedDoc, sidebars: readonly Sidebar[]): string | undefined {
  const chosen = entry.doc.frontmatter.displayed_sidebar;
  if (chosen !== undefined) return chosen ?? undefined;
  const listing = sidebars.find(
    (sidebar) =>
      sidebar.href === entry.route ||
      flattenSidebar(sidebar.items).some((link) => link.href === entry.route) ||
      findCategories(sidebar.items).some((category) => category.href === entry.route),
  );
  if (listing) return listing.id;
  const folder = entry.doc.relativePath.includes('/') ? entry.doc.relativePath.split('/')[0] : undefined;
  return sidebars.some((sidebar) => sidebar.id === folder) ? folder : undefined;
}

/** `pagination_next`, `pagination_prev` and `displayed_sidebar` name a doc or sidebar that exists, else fail at their line. */
export function checkDocReferences(docs: readonly RoutedDoc[], sidebars: readonly Sidebar[]): void {
  const ids = docs.map((entry) => entry.doc.id);
  for (const { doc } of docs) {
    const dir = doc.id.includes('/') ? doc.id.slice(0, doc.id.lastIndexOf('/')) : '';
    const fm = doc.frontmatter;
    for (const key of ['pagination_next', 'pagination_prev'] as const) {
      const value = fm[key];
      if (typeof value === 'string' && !findDoc(docs, value, dir)) fail(doc.absolutePath, key, value, closestMatch(value, ids));
    }
    const shown = fm.displayed_sidebar;
    if (typeof shown === 'string' && !sidebars.some((sidebar) => sidebar.id === shown)) {
      fail(
        doc.absolutePath,
        'displayed_sidebar',
        shown,
        closestMatch(
          shown,
          sidebars.map((sidebar) => sidebar.id),
        ),
      );
    }
  }
}

function fail(file: string, key: string, value: string, suggestion: string | undefined): never {
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith(`${key}:`));
  throw errors.docReferenceUnknown({ file, line: index === -1 ? undefined : index + 1 }, key, value, suggestion);
}
