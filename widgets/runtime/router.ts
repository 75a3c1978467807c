/**
 * Client-side navigation, layered on plain links: internal links load the next page with
 * fetch and swap it in (head tags, and the parts of the body that changed), keeping
 * identical parts (and their widgets' state) as they are; history and scrolling work as
 * with full loads. Links are prefetched on hover, focus or touch unless the connection
 * is 2G or data saver is on. A network failure shows the error with a Retry button; a
 * page or asset gone (404/410, typically after a deploy) is loaded the normal way.
 */
import { ANNOUNCER_ID, announcePage } from './announcer.js';
import { EVENTS } from '../lib/keys.js';
import { hydrateIslands, registerChunks, unmountIslands } from './islands.js';
import { registerMessages, runtimeWords } from './messages.js';
import { isConstrainedConnection, routableUrl } from './links.js';
import { startProgress } from './progress.js';

interface PageAnswer {
  status: number;
  url: string;
  type: string;
  html: string;
}

/** `refresh`: the page on screen again, where it is scrolled to (`serve --watch` after a save). */
type Mode = 'push' | 'pop' | 'replace' | 'refresh';

/** Server HTML of each top-level body element, taken before any widget changed it. */
const serverHtml = new WeakMap<Element, string>();
const prefetched = new Map<string, Promise<PageAnswer>>();
const scrollPositions = new Map<string, number>();
let current: AbortController | undefined;
let shown: URL;
/** History key of the entry on screen, to remember its scroll position when leaving it. */
let shownKey = '';
let baseUrl = '/';

const keyOf = (url: URL) => `${url.pathname}${url.search}`;
// The announcer is the router's own: it stays while the page's regions are swapped.
const regions = (body: HTMLElement) => [...body.children].filter((element) => element.tagName !== 'SCRIPT' && element.id !== ANNOUNCER_ID);

function fetchPage(url: URL, signal?: AbortSignal): Promise<PageAnswer> {
  return fetch(url.pathname + url.search, { signal, credentials: 'same-origin', headers: { Accept: 'text/html' } }).then(
    async (response) => ({
      status: response.status,
      url: response.url,
      type: response.headers.get('content-type') ?? '',
      html: await response.text(),
    }),
  );
}

function prefetch(url: URL): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (isConstrainedConnection(connection)) return;
  const key = keyOf(url);
  if (prefetched.has(key) || key === keyOf(shown)) return;
  const answer = fetchPage(url);
  prefetched.set(key, answer);
  answer.then(
    (page) => page.status !== 200 && prefetched.delete(key),
    () => prefetched.delete(key),
  );
}

function stateKey(): string {
  const state = history.state as { docgenKey?: string } | null;
  if (state?.docgenKey) return state.docgenKey;
  const key = Math.random().toString(36).slice(2);
  history.replaceState({ ...(history.state ?? {}), docgenKey: key }, '');
  return key;
}

/** Loads `url` and shows it. */
async function navigate(url: URL, mode: Mode): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  scrollPositions.set(shownKey, window.scrollY);
  const progress = startProgress();
  let page: PageAnswer;
  try {
    const key = keyOf(url);
    const ahead = prefetched.get(key);
    prefetched.delete(key);
    page = await (ahead ?? fetchPage(url, controller.signal));
  } catch (error) {
    progress.done();
    if (!controller.signal.aborted) showFailure(url, error, mode);
    return;
  }
  if (controller.signal.aborted) return progress.done();
  if (page.status === 404 || page.status === 410) {
    console.warn(`docgen: ${url.pathname} answered HTTP ${page.status} (the site may have been updated); loading the page in full.`);
    location.assign(url.href);
    return;
  }
  const doc = page.status < 400 && page.type.includes('html') ? new DOMParser().parseFromString(page.html, 'text/html') : undefined;
  if (!doc?.getElementById('main-content') || !doc.querySelector('meta[name="generator"][content="docgen"]')) {
    progress.done();
    if (page.status >= 400) showFailure(url, new Error(`the server answered HTTP ${page.status}`), mode);
    else location.assign(url.href); // not one of our pages: let the browser load it
    return;
  }
  const target = new URL(page.url || url.href);
  target.hash = url.hash;
  try {
    await swap(doc);
  } catch (error) {
    console.error('docgen: could not show the page without reloading', error);
    location.assign(target.href);
    return;
  }
  if (mode === 'push') history.pushState({ docgenKey: Math.random().toString(36).slice(2) }, '', target.href);
  else if (mode === 'replace' || target.href !== location.href) history.replaceState(history.state, '', target.href);
  shown = new URL(location.href);
  shownKey = stateKey();
  progress.done();
  restoreScroll(mode, target);
  announcePage(document.title);
  window.dispatchEvent(new CustomEvent(EVENTS.navigated, { detail: { url: target.href } }));
}

function restoreScroll(mode: Mode, target: URL): void {
  if (mode === 'refresh') return;
  const saved = mode === 'pop' ? scrollPositions.get(stateKey()) : undefined;
  const anchor = target.hash && document.getElementById(decodeURIComponent(target.hash.slice(1)));
  if (saved !== undefined) window.scrollTo(0, saved);
  else if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
}

async function swap(doc: Document): Promise<void> {
  registerChunks(doc);
  registerMessages(doc);
  await swapHead(doc);
  // A page of another locale has its own language and direction.
  for (const name of ['lang', 'dir']) {
    const value = doc.documentElement.getAttribute(name);
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
  const body = document.body;
  const sidebarScroll = document.querySelector('.sidebar-nav')?.scrollTop ?? 0;
  const focusWasInside = document.activeElement && document.activeElement !== body;
  const old = regions(body);
  const kept = new Set<Element>();
  const next = regions(doc.body).map((element) => {
    const html = element.outerHTML;
    const same = old.find((candidate) => !kept.has(candidate) && serverHtml.get(candidate) === html);
    if (same) {
      kept.add(same);
      return same;
    }
    const adopted = document.adoptNode(element);
    serverHtml.set(adopted, html);
    return adopted;
  });
  for (const element of old) {
    if (kept.has(element)) continue;
    unmountIslands(element);
    element.remove();
  }
  let before: Element | null = body.firstElementChild;
  for (const element of next) {
    if (element !== before) body.insertBefore(element, before);
    before = element.nextElementSibling;
  }
  for (const element of next) if (!kept.has(element)) hydrateIslands(element);
  const sidebar = document.querySelector('.sidebar-nav');
  if (sidebar) sidebar.scrollTop = sidebarScroll;
  if (focusWasInside && (!document.activeElement || document.activeElement === body))
    document.getElementById('main-content')?.focus({ preventScroll: true });
}

const MANAGED_HEAD =
  'title, meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"], link[rel="icon"]';

async function swapHead(doc: Document): Promise<void> {
  const head = document.head;
  head.querySelectorAll(MANAGED_HEAD).forEach((element) => element.remove());
  const anchor = head.querySelector('link[rel="stylesheet"], script');
  doc.head.querySelectorAll(MANAGED_HEAD).forEach((element) => head.insertBefore(document.importNode(element, true), anchor));
  document.title = doc.title;
  const present = new Set(
    [...head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  const loads: Promise<unknown>[] = [];
  doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]').forEach((link) => {
    if (present.has(link.getAttribute('href'))) return;
    const copy = document.importNode(link, true);
    if (link.rel === 'stylesheet') loads.push(new Promise((resolve) => ((copy.onload = resolve), (copy.onerror = resolve))));
    head.appendChild(copy);
  });
  await Promise.all(loads);
}

function showFailure(url: URL, error: unknown, mode: Mode): void {
  if (mode === 'push') history.pushState({ docgenKey: Math.random().toString(36).slice(2) }, '', url.href);
  shown = new URL(location.href);
  shownKey = stateKey();
  const main = document.getElementById('main-content');
  if (!main) return location.assign(url.href);
  unmountIslands(main);
  const panel = document.createElement('div');
  panel.className = 'route-error';
  panel.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.className = 'route-error-message';
  const words = runtimeWords();
  message.textContent = words.t('navigation.failed', { message: error instanceof Error ? error.message : String(error) });
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button-brand route-error-retry';
  retry.textContent = words.t('navigation.retry');
  retry.addEventListener('click', () => void navigate(url, 'replace'));
  panel.append(message, retry);
  main.replaceChildren(panel);
  window.scrollTo(0, 0);
  retry.focus({ preventScroll: true });
}

function linkFrom(event: Event): HTMLAnchorElement | undefined {
  const target = event.target as Element | null;
  const link = target?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? link : undefined;
}

function urlOf(link: HTMLAnchorElement): URL | undefined {
  return routableUrl(
    { href: link.href, target: link.target, download: link.hasAttribute('download'), rel: link.rel },
    new URL(location.href),
    baseUrl,
  );
}

/** Starts client-side navigation for the site at `base` (its base URL). */
export function startRouter(base: string): void {
  baseUrl = base;
  shown = new URL(location.href);
  for (const element of regions(document.body)) serverHtml.set(element, element.outerHTML);
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  shownKey = stateKey();

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = linkFrom(event);
    const url = link && urlOf(link);
    if (!url) return;
    event.preventDefault();
    void navigate(url, 'push');
  });
  const onIntent = (event: Event) => {
    const link = linkFrom(event);
    const url = link && urlOf(link);
    if (url) prefetch(url);
  };
  // The dev server's live reload asks for the page again when a save changed it.
  window.addEventListener(EVENTS.refresh, () => void navigate(new URL(location.href), 'refresh'));
  document.documentElement.dataset.docgenRouter = 'on';
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  window.addEventListener('popstate', () => {
    const url = new URL(location.href);
    // Only the hash changed: the browser already scrolled to it.
    if (url.pathname === shown.pathname && url.search === shown.search) {
      shown = url;
      shownKey = stateKey();
      return;
    }
    void navigate(url, 'pop');
  });
}
