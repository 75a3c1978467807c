import { useEffect, useState, type RefObject } from 'react';
import { loadSearch, type Searcher } from '../lib/search.js';
import type { SearchResultList } from './search-results.js';

/**
 * The searcher of one index and the result list, loaded on the first `load()` (when search
 * opens), never before: the list and its highlighting are a chunk of their own, so no page
 * pays for them until then. (Not React.lazy: Suspense would hold the first results back.)
 */
export function useSearchIndex(indexHref: string, baseUrl: string, trailingSlash: boolean) {
  const [searcher, setSearcher] = useState<Searcher | undefined>(undefined);
  const [ResultList, setResultList] = useState<typeof SearchResultList | undefined>(undefined);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const load = () => {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    Promise.all([loadSearch(indexHref, baseUrl, trailingSlash), import('./search-results.js')]).then(
      ([loadedSearcher, list]) => {
        setSearcher(() => loadedSearcher);
        setResultList(() => list.SearchResultList);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('docgen: could not load the search index', error);
        setStatus('error');
      },
    );
  };
  return { searcher, ResultList, status, load };
}

/**
 * Ctrl-K (Cmd-K) anywhere, or "/" outside a text field, puts the focus in the search box
 * that is on screen (the navbar's or the mobile menu's); on a phone, where the navbar's
 * box is behind its button, it opens the box.
 */
export function useSearchShortcut(
  input: RefObject<HTMLInputElement>,
  button: RefObject<HTMLButtonElement>,
  /** Opens the box behind the button; undefined while another box is in front (the mobile menu's). */
  expand: ((open: boolean) => void) | undefined,
): void {
  useEffect(() => {
    const onShortcut = (event: KeyboardEvent) => {
      const element = input.current;
      const behindButton = expand && button.current && button.current.offsetParent !== null;
      if (!element || (element.offsetParent === null && !behindButton)) return;
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]');
      const wanted =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey);
      if (!wanted) return;
      event.preventDefault();
      if (element.offsetParent === null) return expand?.(true);
      element.focus();
      element.select();
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, [input, button, expand]);
}
