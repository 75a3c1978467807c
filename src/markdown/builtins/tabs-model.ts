/**
 * What the tabs island needs to know, shared by the markdown directive, the MDX
 * components and the widget: the tabs' values and labels, which one is the default, and
 * how the choice is kept (a group id, synced in the page and between pages) and linked
 * (a query-string key, `?os=mac`).
 */
export interface TabsItem {
  value: string;
  label: string;
}

export interface TabsWidgetProps {
  items: TabsItem[];
  defaultValue: string;
  /** Tabs with the same group id show the same choice, on the page and on later pages. */
  groupId?: string;
  /** The query-string key that selects a tab (`?os=mac`); the group id when `queryString` is `true`. */
  queryKey?: string;
}

/** The HTML classes both the server markup and the island agree on. */
export const TABS_CLASS = { container: 'tabs', panel: 'tab-panel', caption: 'tab-caption' } as const;

/** `macOS (Apple silicon)` -> `macos-apple-silicon`: a value from a label when the author gives none. */
export function tabValueOf(label: string): string {
  return (
    label
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'tab'
  );
}

/** Docusaurus's `queryString`: `true` uses the group id as the key, a string is the key itself. */
export function queryKeyOf(queryString: unknown, groupId: string | undefined): string | undefined {
  if (typeof queryString === 'string' && queryString !== '' && queryString !== 'true') return queryString;
  if (queryString === true || queryString === '' || queryString === 'true') return groupId;
  return undefined;
}

/**
 * The island's props from the tabs as written; a problem (no tabs, a value twice) is
 * returned as text for the caller to throw with its location.
 */
export function tabsProps(
  items: readonly (TabsItem & { isDefault?: boolean })[],
  options: { groupId?: string; queryString?: unknown; defaultValue?: string },
): TabsWidgetProps | string {
  if (items.length === 0) return 'holds no :::tab';
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.value)) return `has two tabs with the value "${item.value}"`;
    seen.add(item.value);
  }
  const defaultValue = options.defaultValue ?? items.find((item) => item.isDefault)?.value ?? items[0]!.value;
  if (!seen.has(defaultValue)) return `has no tab with the default value "${defaultValue}"`;
  const props: TabsWidgetProps = { items: items.map(({ value, label }) => ({ value, label })), defaultValue };
  if (options.groupId) props.groupId = options.groupId;
  const queryKey = queryKeyOf(options.queryString, options.groupId);
  if (queryKey) props.queryKey = queryKey;
  return props;
}
