import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { loadSearch, type SearchHit, type Searcher } from '../lib/search.js';
import { useNavbarContext } from './context.js';

/**
 * The navbar's search: a combobox over the site's static index. The index loads on the
 * first focus; arrows move through the results, Enter opens one, Escape closes the list.
 */
export function SearchBox({
  indexHref,
  baseUrl,
  trailingSlash,
  onNavigate,
}: {
  indexHref: string;
  baseUrl: string;
  trailingSlash: boolean;
  onNavigate?: () => void;
}) {
  const id = useId();
  const { words } = useNavbarContext();
  const [query, setQuery] = useState('');
  const [searcher, setSearcher] = useState<Searcher | undefined>(undefined);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Ctrl-K (Cmd-K) anywhere, or "/" outside a text field, puts the focus in the search
  // box that is on screen (the navbar's or the mobile menu's).
  useEffect(() => {
    const onShortcut = (event: globalThis.KeyboardEvent) => {
      const element = input.current;
      if (!element || element.offsetParent === null) return;
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]');
      const wanted =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey);
      if (!wanted) return;
      event.preventDefault();
      element.focus();
      element.select();
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, []);

  const hits: SearchHit[] = useMemo(() => (searcher && query.trim() ? searcher(query) : []), [searcher, query]);

  const load = () => {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    loadSearch(indexHref, baseUrl, trailingSlash).then(
      (loadedSearcher) => {
        setSearcher(() => loadedSearcher);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('docgen: could not load the search index', error);
        setStatus('error');
      },
    );
  };

  useEffect(() => setActive(0), [query]);

  const choose = (index: number) => {
    const link = list.current?.querySelectorAll('a')[index];
    if (!link) return;
    setOpen(false);
    onNavigate?.();
    link.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && hits.length) choose(active);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  const showList = open && query.trim() !== '';
  return (
    <div className="navbar-search" role="search">
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
        aria-expanded={showList && hits.length > 0}
        aria-controls={`${id}-results`}
        aria-activedescendant={showList && hits.length > 0 ? `${id}-hit-${active}` : undefined}
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={`${id}-results`}
        ref={list}
        className="search-results"
        role="listbox"
        aria-label={words.t('search.resultsLabel')}
        hidden={!showList || hits.length === 0}
      >
        {hits.map((hit, index) => (
          <li key={hit.href} role="presentation" className={`search-hit${index === active ? ' active' : ''}`}>
            {/* The link is the option itself: a link inside an option would be a control inside a control. */}
            <a
              href={hit.href}
              id={`${id}-hit-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              // Keep focus in the input so the click is not lost to onBlur closing the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              <span className="search-hit-title">{hit.title}</span>
              {hit.section && <span className="search-hit-section">{hit.section}</span>}
            </a>
          </li>
        ))}
      </ul>
      {showList && hits.length > 0 && (
        <p className="sr-only" role="status">
          {words.plural('search.results', hits.length)}
        </p>
      )}
      {showList && status === 'ready' && hits.length === 0 && (
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
  );
}
