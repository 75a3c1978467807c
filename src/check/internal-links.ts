import { decodeHtml } from '../util/html.js';
import type { OutputFiles } from '../pipeline/output.js';
import { SHARED_SIDEBAR_FOLDER } from '../render/shared-sidebars.js';
import type { WidgetSidebar, WidgetSidebarItem } from '../../widgets/types.js';

export interface BrokenLink {
  /** Output file the link is on. */
  page: string;
  href: string;
  reason: string;
}

const TAG = /<[a-z][a-z0-9-]*\s[^>]*?(?:href|src)="[^"]*"[^>]*>/g;
const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/**
 * Checks every internal href/src of the built HTML against the output files, and every
 * `#fragment` against the ids of its target page. Pure and in memory, so it runs on
 * every build; `docgen check` adds a full crawl with linkinator. Relative links resolve
 * the way a browser resolves them on the page's public URL (base URL + clean path, with
 * a trailing slash only when the site uses them).
 */
export function findBrokenLinks(files: OutputFiles, baseUrl: string, trailingSlash = false): BrokenLink[] {
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) {
      const content = files.get(file);
      ids = new Set(typeof content === 'string' ? [...content.matchAll(ID)].map((match) => decodeHtml(match[1]!)) : []);
      idsCache.set(file, ids);
    }
    return ids;
  };
  const broken: BrokenLink[] = [];
  // One verdict per distinct link: the same sidebar and navbar links are on every page.
  const verdicts = new Map<string, string | null>();
  for (const [page, content] of files) {
    if (isSharedSidebar(page) && typeof content === 'string') {
      // A large sidebar's closed categories are only in its shared file, not in the pages.
      for (const href of sidebarHrefs(content)) checkLink(page, new URL(`http://site${baseUrl}`), href);
      continue;
    }
    if (!page.endsWith('.html') || typeof content !== 'string') continue;
    const clean = page.replace(/(^|\/)index\.html$/, '$1').replace(/\/$/, '');
    const pageUrl = new URL(`http://site${baseUrl}${clean}${trailingSlash && clean && !clean.endsWith('.html') ? '/' : ''}`);
    const body = content.slice(content.indexOf('<body'));
    for (const [tag] of body.matchAll(TAG)) {
      // Broken markdown links were already reported as warnings by the markdown stage.
      if (tag.includes(' data-broken-link')) continue;
      for (const match of tag.matchAll(ATTRIBUTE)) checkLink(page, pageUrl, decodeHtml(match[1]!));
    }
  }
  return broken;

  function checkLink(page: string, pageUrl: URL, href: string): void {
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return;
    // A root-relative href means the same on every page; others resolve against theirs.
    const key = href.startsWith('/') ? href : `${pageUrl.href} ${href}`;
    let reason = verdicts.get(key);
    if (reason === undefined) {
      reason = verdictOf(new URL(href, pageUrl)) ?? null;
      verdicts.set(key, reason);
    }
    if (reason) broken.push({ page, href, reason });
  }

  function verdictOf(url: URL): string | undefined {
    let target: string | undefined;
    if (url.pathname.startsWith(baseUrl) || `${url.pathname}/` === baseUrl) {
      target = resolveFile(files, decodeURIComponent(url.pathname.slice(baseUrl.length)));
    }
    if (!target) return 'no page or file at this path';
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) return `no element with id "${fragment}" on the target page`;
    return undefined;
  }
}

const isSharedSidebar = (file: string) => file.startsWith(`${SHARED_SIDEBAR_FOLDER}/`) && file.endsWith('.json');

/** Every href of a shared sidebar file (hrefs with the base URL already). */
function sidebarHrefs(json: string): string[] {
  const hrefs: string[] = [];
  const visit = (items: WidgetSidebarItem[]) => {
    for (const item of items) {
      if (item.href) hrefs.push(item.href);
      if (item.type === 'category') visit(item.items);
    }
  };
  const tree = JSON.parse(json) as WidgetSidebar;
  if (tree.href) hrefs.push(tree.href);
  visit(tree.items);
  return hrefs;
}

function resolveFile(files: OutputFiles, relative: string): string | undefined {
  const trimmed = relative.replace(/\/$/, '');
  const candidates = trimmed === '' ? ['index.html'] : [trimmed, `${trimmed}/index.html`, `${trimmed}.html`];
  return candidates.find((candidate) => files.has(candidate));
}
