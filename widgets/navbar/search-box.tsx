import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchResults } from '../lib/search-results.js';
import { useNavbarContext } from './context.js';
import { useSearchIndex, useSearchShortcut } from './search-hooks.js';
import type { WidgetAddress } from '../types.js';

// Not imported from search-results.ts: that module (and MiniSearch's options) load with the index.
const NO_RESULTS: SearchResults = { count: 0, groups: [] };

/** Options rendered at first; more follow as the reader scrolls or moves down the list. */
const FIRST_RENDERED = 12;

/**
 * The navbar's search: a combobox over the site's static index of page sections. The index
 * loads when search opens (first focus); arrows, Home and End move through the results,
 * Enter opens one, Escape closes the list. With `phoneButton`, narrow screens show a search
 * button in the top bar that opens the box over it.
 */
export function SearchBox({
  indexHref,
  baseUrl,
  trailingSlash,
  onNavigate,
  phoneButton = false,
}: {
  indexHref: string;
  onNavigate?: () => void;
  phoneButton?: boolean;
} & WidgetAddress) {
  const id = useId();
  const { words, menu } = useNavbarContext();
  const [query, setQuery] = useState('');
  const { searcher, ResultList, status, load } = useSearchIndex(indexHref, baseUrl, trailingSlash);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(0);
  const [moved, setMoved] = useState(false);
  const [shown, setShown] = useState(FIRST_RENDERED);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useSearchShortcut(input, button, menu.open ? undefined : setExpanded);
  // The phone panel takes the focus when it opens.
  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  const results: SearchResults = useMemo(() => (searcher && query.trim() ? searcher(query) : NO_RESULTS), [searcher, query]);
  const count = results.count;

  useEffect(() => {
    setActive(0);
    setMoved(false);
    setShown(FIRST_RENDERED);
  }, [query]);

  const moveTo = (index: number) => {
    setActive(index);
    setMoved(true);
    // The active option must be rendered: aria-activedescendant points at it.
    setShown((current) => Math.max(current, index + 10));
  };

  const collapse = () => {
    setExpanded(false);
    button.current?.focus();
  };

  const choose = (index: number) => {
    const link = list.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(`${id}-hit-${index}`)}`);
    if (!link) return;
    link.click();
  };

  const afterChoosing = () => {
    setOpen(false);
    setExpanded(false);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const listed = open && count > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      // A closed list reopens at the result that was current, so none is skipped.
      if (!listed) moveTo(active);
      else moveTo((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if ((event.key === 'Home' || event.key === 'End') && listed) {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : count - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (listed) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open && query) setOpen(false);
      else if (query) setQuery('');
      else if (expanded) collapse();
    }
  };

  const showList = open && query.trim() !== '';
  // The listbox the input controls, empty until there are results (and server-rendered so).
  const emptyList = (
    <div id={`${id}-results`} className="search-results" role="listbox" aria-label={words.t('search.resultsLabel')} hidden />
  );
  const panel = expanded ? ' navbar-search-expanded' : '';
  return (
    <>
      {phoneButton && (
        <button
          ref={button}
          type="button"
          className="navbar-search-button"
          aria-label={words.t('search.label')}
          aria-expanded={expanded}
          aria-controls={`${id}-box`}
          onClick={() => setExpanded(true)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <div id={`${id}-box`} className={`navbar-search${panel}`} role="search">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {words.t('search.label')}
        </label>
        <input
          id={`${id}-input`}
          ref={input}
          aria-keyshortcuts="Control+K Meta+K /"
          className="navbar-search-input"
          type="search"
          placeholder={words.t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList && count > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={showList && count > 0 ? `${id}-hit-${active}` : undefined}
          value={query}
          onFocus={() => {
            load();
            // Build the locale's plural and number rules now: made on the first result count,
            // they would cost tens of milliseconds of the first query on a slow phone.
            words.plural('search.results', 0);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {expanded && (
          <button type="button" className="navbar-search-close" onClick={collapse}>
            {words.t('search.close')}
          </button>
        )}
        {count === 0 || !ResultList ? (
          emptyList
        ) : (
          <ResultList
            id={id}
            label={words.t('search.resultsLabel')}
            results={results}
            active={active}
            follow={moved}
            shown={shown}
            hidden={!showList}
            listRef={list}
            onMore={() => setShown((current) => current + FIRST_RENDERED)}
            onChoose={afterChoosing}
          />
        )}
        {showList && count > 0 && (
          <p className="sr-only" role="status">
            {words.plural('search.results', count)}
          </p>
        )}
        {showList && status === 'ready' && count === 0 && (
          <p className="search-status" role="status">
            {words.t('search.noResults', { query })}
          </p>
        )}
        {showList && status === 'loading' && (
          <p className="search-status" role="status">
            {words.t('search.loading')}
          </p>
        )}
        {showList && status === 'error' && (
          <p className="search-status" role="status">
            {words.t('search.unavailable')}
          </p>
        )}
      </div>
    </>
  );
}
