import type { Sidebar, SidebarItem } from '../core/sidebar.js';

/**
 * Sidebar labels in a locale, as Docusaurus translates them from
 * `i18n/<locale>/docusaurus-plugin-content-docs/current.json` (`version-<name>.json` for a
 * released version): keys `sidebar.<sidebarId>.category.<label>` (and its
 * `.link.generated-index.title` / `.description`), `sidebar.<sidebarId>.link.<label>` and
 * `sidebar.<sidebarId>.doc.<label>`, each by the label as written in the original.
 */
export function translateSidebars(
  sidebars: readonly Sidebar[],
  messages: Readonly<Record<string, string>> | undefined,
  /** Other ids a sidebar answers to: Docusaurus names the one generated sidebar `defaultSidebar`. */
  aliases: (sidebar: Sidebar) => readonly string[] = () => [],
): Sidebar[] {
  if (!messages || Object.keys(messages).length === 0) return [...sidebars];
  return sidebars.map((sidebar) => {
    const ids = [sidebar.id, ...aliases(sidebar)];
    const lookup = (suffix: string) => {
      for (const id of ids) {
        const key = `sidebar.${id}.${suffix}`;
        if (Object.hasOwn(messages, key)) return messages[key];
      }
      return undefined;
    };
    return { ...sidebar, items: sidebar.items.map((item) => translateItem(item, lookup)) };
  });
}

function translateItem(item: SidebarItem, lookup: (suffix: string) => string | undefined): SidebarItem {
  if (item.type === 'html') return item;
  if (item.type === 'link') {
    const label = lookup(`${item.docId === undefined ? 'link' : 'doc'}.${item.label}`);
    return label === undefined ? item : { ...item, label };
  }
  const key = `category.${item.label}`;
  const label = lookup(key);
  const indexTitle = lookup(`${key}.link.generated-index.title`);
  const description = lookup(`${key}.link.generated-index.description`);
  return {
    ...item,
    ...(label === undefined ? {} : { label }),
    ...(indexTitle === undefined ? {} : { indexTitle }),
    ...(description === undefined ? {} : { description }),
    items: item.items.map((child) => translateItem(child, lookup)),
  };
}
