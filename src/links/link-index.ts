import { decodeHtml } from '../util/html.js';
import { attributeValues } from '../util/attribute-scan.js';
import { SHARED_SIDEBAR_FOLDER } from '../render/shared-sidebars.js';
import type { WidgetSidebar, WidgetSidebarItem } from '../../widgets/types.js';
import type { SiteAddress } from '../core/site-address.js';

export interface BrokenLink {
  /** Output file the link is on. */
  page: string;
  href: string;
  reason: string;
  /** `page`: no page or file at its path; `anchor`: the page is there, the `#fragment` is not (Docusaurus's onBrokenLinks / onBrokenAnchors). */
  kind: 'page' | 'anchor';
}

const LINK_ATTRIBUTES = ['href', 'src'];
const ID_ATTRIBUTES = ['id'];
const TAG_START = /^<[a-z][a-z0-9-]*\s/;
/** Joins a page's hrefs and ids into one string: no character an attribute holds once decoded in practice. */
const SEPARATOR = '\u0000';

/** What the link check needs of a page, without the page: its links, and its ids (a few strings, cheap to send between threads). */
export interface PageFacts {
  /** The page's distinct hrefs and srcs (and a shared sidebar's), joined. */
  hrefs: string;
  /** Public URL the page's relative links resolve against. */
  pageUrl: string;
  /** The page's ids, joined; undefined for a shared sidebar (no ids). */
  ids?: string;
}

export interface LinkIndex {
  /** Records a built HTML page's links and ids (the page itself is not kept). */
  addPage(page: string, html: string): void;
  /** Records a page's links and ids found elsewhere (`pageFacts`, on the thread that rendered it). */
  addFacts(page: string, facts: PageFacts): void;
  /** Records a shared sidebar file's links (a large sidebar's closed groups are only there). */
  addSharedSidebar(file: string, json: string): void;
  /** Whether a file was recorded with `addPage` or `addSharedSidebar`. */
  has(file: string): boolean;
  /** Every recorded link (of the pages in `only`, when given) that points at no file (`exists`) or no id of its target page. */
  broken(exists: (file: string) => boolean, only?: ReadonlySet<string>): BrokenLink[];
  /** A recorded page's ids, joined (to tell whether a page's anchors changed). */
  idsOf(file: string): string | undefined;
  /** Forgets a page or shared sidebar file the output no longer has (`serve --watch`). */
  forget(file: string): void;
  /** The recorded pages and shared sidebar files with a link to one of these output files. */
  linkingTo(targets: ReadonlySet<string>): string[];
}

export const isSharedSidebar = (file: string) => file.startsWith(`${SHARED_SIDEBAR_FOLDER}/`) && file.endsWith('.json');

/**
 * The compact form of the built pages that the internal link check works on, filled as
 * pages render so that their HTML need not stay in memory until the check. Strings are
 * joined into new ones: a match would otherwise keep its whole page alive.
 */
export function createLinkIndex(address: SiteAddress): LinkIndex {
  const { baseUrl } = address;
  const pages = new Map<string, PageFacts>();
  return {
    addPage(page, html) {
      pages.set(page, pageFacts(page, html, address));
    },
    addFacts(page, facts) {
      pages.set(page, facts);
    },
    addSharedSidebar(file, json) {
      pages.set(file, { hrefs: sidebarHrefs(json).join(SEPARATOR), pageUrl: `http://site${baseUrl}` });
    },
    has: (file) => pages.has(file),
    broken: (exists, only) => brokenLinks(pages, baseUrl, exists, only),
    idsOf: (file) => pages.get(file)?.ids,
    forget: (file) => void pages.delete(file),
    linkingTo: (targets) =>
      [...pages].flatMap(([page, facts]) => {
        const pageUrl = new URL(facts.pageUrl);
        const links = facts.hrefs ? facts.hrefs.split(SEPARATOR) : [];
        return links.some((href) => targets.has(targetOf(baseUrl, pageUrl, href, (file) => targets.has(file)) ?? '')) ? [page] : [];
      }),
  };
}

/** A built HTML page's links and ids, for `LinkIndex.addFacts`. Pure. */
export function pageFacts(page: string, html: string, address: SiteAddress): PageFacts {
  const clean = page.replace(/(^|\/)index\.html$/, '$1').replace(/\/$/, '');
  // A folder's index.html is a folder's page; `404.html` is a page of its own.
  const pageUrl = `http://site${address.outputHref(clean, !clean.endsWith('.html'))}`;
  const hrefs = pageHrefs(html);
  const ids: string[] = [];
  for (const { value } of attributeValues(html, ID_ATTRIBUTES)) ids.push(decoded(value));
  return { hrefs: [...hrefs].join(SEPARATOR), pageUrl, ids: ids.join(SEPARATOR) };
}

/**
 * The hrefs and srcs of a page's body: each attribute found by one scan, and kept when it
 * sits in a tag (`<a ... href="...">`, nothing closed between) that is no broken markdown
 * link (already reported by the markdown stage) nor a `pathname://` one. Attribute values hold no `<` or `>`
 * (React and docgen escape them), so the nearest `<` before an attribute opens its tag.
 * Twice as fast as matching every tag with its attributes, and the attributes are found
 * with indexOf (a regular expression starting at every space was 5 % of an API build).
 */
function pageHrefs(html: string): Set<string> {
  const hrefs = new Set<string>();
  const body = html.indexOf('<body');
  let tagStart = -1;
  let keep = false;
  for (const { at, value } of attributeValues(html, LINK_ATTRIBUTES)) {
    if (at < body) continue;
    const start = html.lastIndexOf('<', at);
    if (start !== tagStart) {
      tagStart = start;
      const head = html.slice(start, at + 1);
      const end = html.indexOf('>', at);
      keep = start >= body && !head.includes('>') && TAG_START.test(head) && end >= 0 && !uncheckedTag(html.slice(start, end));
    }
    if (keep) hrefs.add(decoded(value));
  }
  return hrefs;
}

/** A broken markdown link (reported by the markdown stage) or a `pathname://` link (the host's, not the site's). */
const uncheckedTag = (tag: string) => tag.includes(' data-broken-link') || tag.includes(' data-unchecked-link');

/** An attribute's value as the browser reads it (most have no entity at all). */
const decoded = (value: string) => (value.includes('&') ? decodeHtml(value) : value);

function brokenLinks(
  pages: ReadonlyMap<string, PageFacts>,
  baseUrl: string,
  exists: (file: string) => boolean,
  only?: ReadonlySet<string>,
): BrokenLink[] {
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) {
      const joined = pages.get(file)?.ids;
      ids = new Set(joined ? joined.split(SEPARATOR) : []);
      idsCache.set(file, ids);
    }
    return ids;
  };
  const broken: BrokenLink[] = [];
  // One verdict per distinct link: the same sidebar and navbar links are on every page.
  const verdicts = new Map<string, Pick<BrokenLink, 'reason' | 'kind'> | null>();
  for (const [page, facts] of pages) {
    if (!facts.hrefs || (only && !only.has(page))) continue;
    const pageUrl = new URL(facts.pageUrl);
    for (const href of facts.hrefs.split(SEPARATOR)) checkLink(page, pageUrl, href);
  }
  return broken;

  function checkLink(page: string, pageUrl: URL, href: string): void {
    if (isExternal(href)) return;
    // A root-relative href means the same on every page; others resolve against theirs.
    const key = href.startsWith('/') ? href : `${pageUrl.href} ${href}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = verdictOf(new URL(href, pageUrl)) ?? null;
      verdicts.set(key, verdict);
    }
    if (verdict) broken.push({ page, href, ...verdict });
  }

  function verdictOf(url: URL): Pick<BrokenLink, 'reason' | 'kind'> | undefined {
    const target = fileOf(baseUrl, url, exists);
    if (!target) return { reason: 'no page or file at this path', kind: 'page' };
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment))
      return { reason: `no element with id "${fragment}" on the target page`, kind: 'anchor' };
    return undefined;
  }
}

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/** The output file (one that `exists`) a site URL points at. */
function fileOf(baseUrl: string, url: URL, exists: (file: string) => boolean): string | undefined {
  if (!url.pathname.startsWith(baseUrl) && `${url.pathname}/` !== baseUrl) return undefined;
  return resolveFile(exists, decodeURIComponent(url.pathname.slice(baseUrl.length)));
}

/** The output file (one that `exists`) an internal link of a page points at; undefined for an external link. */
function targetOf(baseUrl: string, pageUrl: URL, href: string, exists: (file: string) => boolean): string | undefined {
  return isExternal(href) ? undefined : fileOf(baseUrl, new URL(href, pageUrl), exists);
}

/** Every href of a shared sidebar file (hrefs with the base URL already). */
function sidebarHrefs(json: string): string[] {
  const hrefs: string[] = [];
  const visit = (items: WidgetSidebarItem[]) => {
    for (const item of items) {
      // The site's own markup (an `html` item) is checked like the links of a page.
      if (item.type === 'html') hrefs.push(...pageHrefs(item.value));
      else if (item.href) hrefs.push(item.href);
      if (item.type === 'category') visit(item.items);
    }
  };
  const tree = JSON.parse(json) as WidgetSidebar;
  if (tree.href) hrefs.push(tree.href);
  visit(tree.items);
  return hrefs;
}

function resolveFile(exists: (file: string) => boolean, relative: string): string | undefined {
  const trimmed = relative.replace(/\/$/, '');
  const candidates = trimmed === '' ? ['index.html'] : [trimmed, `${trimmed}/index.html`, `${trimmed}.html`];
  return candidates.find(exists);
}
