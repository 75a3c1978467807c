import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TabsWidgetProps } from '../src/markdown/builtins/tabs-model.js';
import { EVENTS, STORAGE_KEYS } from './lib/keys.js';
import { createStorageSlot } from './lib/storage.js';
import {
  enhancePanels,
  initialChoice,
  isEnhanced,
  panelId,
  panelsOf,
  restorePanels,
  showPanel,
  tabAfterKey,
  tabHolding,
  tabId,
} from './tabs/panels.js';

interface TabChosenDetail {
  groupId: string;
  value: string;
  source: string;
}

/**
 * Tabs over panels the server wrote in full (each with its label as a caption, so the
 * page reads whole without JavaScript). Once hydrated: a WAI-ARIA tablist with roving
 * tabindex (arrows, Home, End select as they move). A group id keeps every tabs of the
 * group on the same choice, in the page (an event), in other pages and browser tabs
 * (localStorage); a query-string key (`?os=mac`) selects a tab and follows the choice.
 * Choosing keeps the tablist where it is on screen, even when groups above change height.
 */
export default function Tabs({ items, defaultValue, groupId, queryKey }: TabsWidgetProps) {
  const prefix = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(defaultValue);

  const show = useCallback(
    (value: string) => {
      const panels = panelsOf(barRef.current);
      if (!isEnhanced(panels)) enhancePanels(panels, prefix);
      showPanel(panels, items, value);
      setSelected(value);
    },
    [items, prefix],
  );

  useEffect(() => {
    const slot = groupId ? createStorageSlot(STORAGE_KEYS.tabGroup + groupId) : undefined;
    const has = (value: string | null | undefined): value is string => items.some((item) => item.value === value);
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const initial = initialChoice(items, defaultValue, { fromQuery, stored: slot?.get() });
    show(initial);
    setEnhanced(true);
    // A link to a tab (`?os=linux`) chooses for the whole group, as a click would.
    if (groupId && initial === fromQuery) announce(groupId, initial, prefix);
    // A link to a heading inside a panel (the table of contents, a #hash) shows that panel first.
    const reveal = (hash: string) => {
      const value = tabHolding(panelsOf(barRef.current), items, hash);
      if (value === undefined) return false;
      show(value);
      return true;
    };
    if (window.location.hash && reveal(window.location.hash)) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
      if (link && link.pathname === window.location.pathname) reveal(link.hash);
    };
    document.addEventListener('click', onClick, true);
    const onChosen = (event: Event) => {
      const detail = (event as CustomEvent<TabChosenDetail>).detail;
      if (detail.groupId === groupId && detail.source !== prefix && has(detail.value)) show(detail.value);
    };
    const unlisten = slot?.listen((event) => has(event.newValue) && show(event.newValue));
    window.addEventListener(EVENTS.tabChosen, onChosen);
    return () => {
      unlisten?.();
      window.removeEventListener(EVENTS.tabChosen, onChosen);
      document.removeEventListener('click', onClick, true);
      restorePanels(panelsOf(barRef.current));
    };
  }, [items, defaultValue, groupId, queryKey, prefix, show]);

  const choose = (value: string) => {
    const bar = barRef.current!;
    const before = bar.getBoundingClientRect().top;
    show(value);
    if (groupId) announce(groupId, value, prefix);
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
    // Other groups changed synchronously above: scroll by as much as the tablist moved.
    const moved = bar.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === selected);
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabAfterKey(event.key, index, items.length, rightToLeft);
    if (next === undefined) return;
    event.preventDefault();
    choose(items[next]!.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="tabs-bar" ref={barRef}>
      {enhanced && (
        <div role="tablist" className="tabs-list" onKeyDown={onKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.value}
              ref={(button) => {
                tabRefs.current[index] = button;
              }}
              type="button"
              role="tab"
              id={tabId(prefix, index)}
              className="tabs-tab"
              aria-selected={item.value === selected}
              aria-controls={panelId(prefix, index)}
              tabIndex={item.value === selected ? 0 : -1}
              onClick={() => choose(item.value)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Stores a group's choice (for later pages) and tells the group's other tabs on this page. */
function announce(groupId: string, value: string, source: string): void {
  createStorageSlot(STORAGE_KEYS.tabGroup + groupId).set(value);
  const detail: TabChosenDetail = { groupId, value, source };
  window.dispatchEvent(new CustomEvent(EVENTS.tabChosen, { detail }));
}
