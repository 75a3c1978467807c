import { errors } from '../errors/catalogue.js';
import { findCategories, flattenSidebar } from '../routes/sidebar.js';
import { closestMatch } from '../util/closest-match.js';
import { readFileSync } from 'node:fs';
import type { Sidebar } from '../core/sidebar.js';
import { findDoc, type RoutedDoc } from './doc-sidebars.js';

/**
 * The sidebar a doc shows: its `displayed_sidebar`, else the first sidebar that lists it
 * (or has it as its or a category's page), else its top-level folder's. The routes each
 * sidebar lists are indexed once, not searched per doc.
 */
export function sidebarOfDocs(sidebars: readonly Sidebar[]): (entry: RoutedDoc) => string | undefined {
  const listing = new Map<string, string>();
  for (const sidebar of sidebars) {
    const routes = [
      sidebar.href,
      ...flattenSidebar(sidebar.items).map((link) => link.href),
      ...findCategories(sidebar.items).map((c) => c.href),
    ];
    for (const route of routes) if (route !== undefined && !listing.has(route)) listing.set(route, sidebar.id);
  }
  const ids = new Set(sidebars.map((sidebar) => sidebar.id));
  return (entry) => {
    const chosen = entry.doc.frontmatter.displayed_sidebar;
    if (chosen !== undefined) return chosen ?? undefined;
    const listed = listing.get(entry.route);
    if (listed !== undefined) return listed;
    const folder = entry.doc.relativePath.includes('/') ? entry.doc.relativePath.split('/')[0] : undefined;
    return folder !== undefined && ids.has(folder) ? folder : undefined;
  };
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
