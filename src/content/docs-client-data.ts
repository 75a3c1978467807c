import type { DocsModel } from './docs-model.js';
import type { DocusaurusSidebar, DocusaurusSidebarItem, DocusaurusVersion, SidebarItem } from '../core/sidebar.js';
import { sidebarOfDocs } from './doc-references.js';

/**
 * What Docusaurus's docs client hooks give a page's components (`useDocsSidebar()`,
 * `useDocsVersion()` of `@docusaurus/plugin-content-docs/client`), from the docs folder's
 * model once its routes are known; links are written with `href` (the site's base URL).
 */

type ClientFolder = Pick<DocsModel, 'docs' | 'sidebars' | 'placement'>;

/** The sidebar the doc at `route` shows, in Docusaurus's shape; undefined for a doc in none. */
export function docsSidebarOf(model: ClientFolder, route: string, href: (path: string) => string): DocusaurusSidebar | undefined {
  const entry = [...model.docs.values()].find((doc) => doc.route === route);
  const id = entry && sidebarOfDocs(model.sidebars)(entry);
  const sidebar = id === undefined ? undefined : model.sidebars.find((candidate) => candidate.id === id);
  return sidebar && { name: sidebar.id, items: sidebar.items.map((item) => clientItem(item, href)) };
}

function clientItem(item: SidebarItem, href: (path: string) => string): DocusaurusSidebarItem {
  const extra = {
    ...(item.className === undefined ? {} : { className: item.className }),
    ...(item.type !== 'html' && item.customProps ? { customProps: item.customProps } : {}),
  };
  if (item.type === 'html') return { type: 'html', value: item.value, ...(item.defaultStyle ? { defaultStyle: true } : {}), ...extra };
  if (item.type === 'link')
    return { type: 'link', label: item.label, href: href(item.href), ...(item.docId === undefined ? {} : { docId: item.docId }), ...extra };
  return {
    type: 'category',
    label: item.label,
    ...(item.href === undefined ? {} : { href: href(item.href) }),
    items: item.items.map((child) => clientItem(child, href)),
    collapsed: item.collapsed ?? true,
    collapsible: item.collapsible ?? true,
    ...extra,
  };
}

/** The folder's version with its docs by id (title, frontmatter description, sidebar). */
export function docsVersionOf(model: ClientFolder): DocusaurusVersion {
  const variant = model.placement.variant;
  const sidebarOf = sidebarOfDocs(model.sidebars);
  const docs = Object.fromEntries(
    [...model.docs.values()].map((entry) => {
      const { id, frontmatter } = entry.doc;
      const sidebar = sidebarOf(entry);
      const description = typeof frontmatter.description === 'string' ? frontmatter.description : undefined;
      return [
        id,
        { id, title: String(frontmatter.title), ...(description === undefined ? {} : { description }), ...(sidebar ? { sidebar } : {}) },
      ];
    }),
  );
  const version = variant?.version;
  return { version: version?.name ?? 'current', label: version?.label ?? 'Next', isLast: version?.isLast ?? true, docs };
}
