import { TABS_CLASS, type TabsItem } from '../../src/markdown/builtins/tabs-model.js';

/**
 * The tab panels are server HTML outside the island (their content is the page's own
 * markdown), so the island enhances them in place: it gives them the tabpanel role and
 * ids, hides their captions (the tabs name them now) and shows one at a time.
 */
export function panelsOf(bar: HTMLElement | null): HTMLElement[] {
  const container = bar?.closest(`.${TABS_CLASS.container}`);
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(`:scope > .${TABS_CLASS.panel}`)];
}

export const tabId = (prefix: string, index: number) => `${prefix}tab-${index}`;
export const panelId = (prefix: string, index: number) => `${prefix}panel-${index}`;

export function enhancePanels(panels: readonly HTMLElement[], prefix: string): void {
  panels.forEach((panel, index) => {
    panel.id = panelId(prefix, index);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tabId(prefix, index));
    panel.tabIndex = 0;
    const caption = panel.querySelector<HTMLElement>(`:scope > .${TABS_CLASS.caption}`);
    if (caption) caption.hidden = true;
  });
}

/** Puts the panels back as the server wrote them (the island unmounts). */
export function restorePanels(panels: readonly HTMLElement[]): void {
  for (const panel of panels) {
    for (const name of ['id', 'role', 'aria-labelledby', 'tabindex', 'hidden']) panel.removeAttribute(name);
    const caption = panel.querySelector<HTMLElement>(`:scope > .${TABS_CLASS.caption}`);
    if (caption) caption.hidden = false;
  }
}

export function isEnhanced(panels: readonly HTMLElement[]): boolean {
  return panels.every((panel) => panel.getAttribute('role') === 'tabpanel');
}

export function showPanel(panels: readonly HTMLElement[], items: readonly TabsItem[], value: string): void {
  panels.forEach((panel, index) => {
    panel.hidden = items[index]?.value !== value;
  });
}

/**
 * The tab to show first: the one the query string names (`?os=mac`), else the group's
 * stored choice, else the default. A value no tab has is passed over.
 */
export function initialChoice(
  items: readonly TabsItem[],
  defaultValue: string,
  { fromQuery, stored }: { fromQuery?: string | null; stored?: string | null },
): string {
  const known = (value: string | null | undefined): value is string => !!value && items.some((item) => item.value === value);
  if (known(fromQuery)) return fromQuery;
  if (known(stored)) return stored;
  return defaultValue;
}

/** The tab a key moves to from `index` (arrows wrap; Home and End), or undefined for other keys. */
export function tabAfterKey(key: string, index: number, count: number, rightToLeft: boolean): number | undefined {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The value of the tab whose panel holds the element `#id` (a link's target), if any. */
export function tabHolding(panels: readonly HTMLElement[], items: readonly TabsItem[], hash: string): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return undefined;
  const index = panels.findIndex((panel) => panel.contains(target));
  return index === -1 ? undefined : items[index]?.value;
}
