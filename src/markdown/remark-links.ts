import { urlKind } from '../util/url-kind.js';
import type { Root, Link, Definition, Image, LinkReference } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

/** An internal link of a page and where its markdown source writes it, so a broken one can be named. */
export interface MarkdownLink {
  /** The href as it ends up in the HTML (after `.md` rewriting). */
  href: string;
  /** File line and column (frontmatter lines included). */
  line: number;
  column: number;
  /** The link as written, e.g. `[setup](../setup.md)`, shortened when long. */
  written: string;
}

/** The rule of a markdown link to a `.md` file that is no page: `markdown.hooks.onBrokenMarkdownLinks` says what the build does with it. */
export const BROKEN_MARKDOWN_LINK = 'broken-markdown-link';

declare module 'vfile' {
  interface DataMap {
    /** Every link, image and definition with a site-relative target, in document order. */
    links: MarkdownLink[];
  }
}

export interface LinkOptions {
  /** Maps a docs-relative markdown path (`guides/a.md`) to its route, if it exists. */
  routeForDoc: (relativePath: string) => string | undefined;
  /**
   * A site path (`/guides/x#y`, `/img/a.png`) as it goes into the HTML: base URL and
   * trailing-slash policy applied (pages only). Unset: paths are left as they are.
   */
  sitePath?: (path: string, kind: 'page' | 'file') => string;
}

/**
 * Rewrites links to other markdown and MDX files (`../setup.md#install`) to their clean routes
 * (`/guides/setup#install`). A link to a missing file is left as written and reported as
 * a warning with the file and line, and marked `data-broken-link`: broken markdown links
 * warn, they do not fail the build.
 */
export function remarkLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const brokenDefinitions = new Set<string>();
    const links: MarkdownLink[] = (file.data.links = []);
    const sitePath = options.sitePath ?? ((path: string) => path);
    visit(tree, (node) => {
      if (node.type === 'image') {
        const image = node as Image;
        if (isSitePath(image.url)) image.url = sitePath(image.url, 'file');
        record(links, image, image.url, file);
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        rewriteJsxHref(node as JsxElement, file, links, (url) => rewrite(url, file, options, sitePath));
        return;
      }
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      // A `pathname://` link (remark-safe-urls) is the host's path as written: not the site's, not checked.
      if (link.data?.pathname) return;
      const rewritten = rewrite(link.url, file, options, sitePath);
      // A broken link is kept as written too: `docgen check` names where it is.
      record(links, link, rewritten ?? link.url, file);
      if (rewritten === undefined) return;
      if (rewritten === null) {
        const message = file.message(`Broken markdown link: ${link.url} does not match any page`, link);
        message.line = (message.line ?? 0) + (file.data.lineOffset ?? 0);
        message.ruleId = BROKEN_MARKDOWN_LINK;
        // Marked so the build's link check, which fails on broken links, only warns here.
        if (link.type === 'definition') brokenDefinitions.add(link.identifier);
        else markBroken(link);
        return;
      }
      link.url = rewritten;
    });
    // `[text][ref]` renders from the reference node, not the definition: mark those too.
    if (brokenDefinitions.size) {
      visit(tree, 'linkReference', (node: LinkReference) => {
        if (brokenDefinitions.has(node.identifier)) markBroken(node);
      });
    }
  };
}

/**
 * A link target as it goes into the HTML: a markdown or MDX file's route, or a site path
 * under the base URL. undefined: leave it as written; null: a markdown file that is no page.
 */
function rewrite(
  url: string,
  file: VFile,
  options: LinkOptions,
  sitePath: NonNullable<LinkOptions['sitePath']>,
): string | null | undefined {
  const markdownTarget = resolveMarkdownFileLink(url, file.data.sourcePath ?? '', options);
  if (typeof markdownTarget === 'string') return sitePath(markdownTarget, 'page');
  // Other site paths (`/guides/x`, `/openapi/a.yaml`) are under the base URL too.
  if (markdownTarget === undefined && isSitePath(url))
    return sitePath(url, /\.[a-z0-9]+$/i.test(url.replace(/[?#].*$/, '')) ? 'file' : 'page');
  return markdownTarget;
}

/** An MDX element (`<a>`, `<LinkCard>`, a site component) as the markdown tree holds it. */
interface JsxElement {
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: Link['position'];
}

/**
 * In an MDX page, a JSX element's written `href="../setup.md"` is rewritten like a markdown
 * link, so `<a>` and link cards reach the page's route under the base URL. A target that is
 * no page is left as written, with a warning (the link check then names it).
 */
function rewriteJsxHref(element: JsxElement, file: VFile, links: MarkdownLink[], rewriteUrl: (url: string) => string | null | undefined) {
  // `<Link to>` is Docusaurus's link component (@docusaurus/Link), resolved like `href`.
  const href = element.attributes.find(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || (element.name === 'Link' && attribute.name === 'to')),
  );
  if (typeof href?.value !== 'string') return; // absent, or an expression the page computes
  const rewritten = rewriteUrl(href.value);
  if (rewritten === null) {
    const message = file.message(`Broken markdown link: ${href.value} in <${element.name}> does not match any page`, element.position);
    message.line = (message.line ?? 0) + (file.data.lineOffset ?? 0);
    message.ruleId = BROKEN_MARKDOWN_LINK;
  } else if (rewritten !== undefined) href.value = rewritten;
  record(links, element, String(href.value), file);
}

/** Keeps a site-relative link with its position; external links are not checked, so not kept. */
function record(links: MarkdownLink[], node: Pick<Link, 'position'>, href: string, file: VFile): void {
  const start = node.position?.start;
  if (!start || urlKind(href) === 'external') return;
  const source = String(file.value);
  const text =
    node.position?.end.offset !== undefined && start.offset !== undefined ? source.slice(start.offset, node.position.end.offset) : href;
  const written = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  links.push({ href, line: start.line + (file.data.lineOffset ?? 0), column: start.column, written: written.replace(/\s+/g, ' ') });
}

/** `/guides/x`: a path from the site's root (not `//host/x`, not relative, not `#x`). */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && urlKind(url) === 'path';
}

function markBroken(node: Link | LinkReference): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataBrokenLink: '' } };
}

/** undefined: not a markdown link (leave it); null: a markdown link to nothing. Also used by the pages for AI readers. */
export function resolveMarkdownFileLink(url: string, from: string, options: LinkOptions): string | null | undefined {
  if (urlKind(url) !== 'path') return undefined;
  const hashIndex = url.search(/[?#]/);
  const target = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const suffix = hashIndex === -1 ? '' : url.slice(hashIndex);
  if (!/\.mdx?$/.test(target)) return undefined;
  const base = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  const resolved = target.startsWith('/') ? target.slice(1) : joinRelative(base, target);
  if (resolved === null) return null;
  const route = options.routeForDoc(resolved);
  return route === undefined ? null : route + suffix;
}

/** The path relative to the docs folder; `../` segments kept where it leaves the folder (another docs instance's file). */
function joinRelative(base: string, relative: string): string | null {
  const parts = base ? base.split('/') : [];
  for (const segment of decodeURI(relative).split('/')) {
    if (segment === '..') {
      if (parts.length === 0 || parts[parts.length - 1] === '..') parts.push('..');
      else parts.pop();
    } else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}
