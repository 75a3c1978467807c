import { isMdxDoc } from '../content/page-files.js';
import { mdxReaderText } from '../mdx/reader-text.js';
import type { AdmonitionType, CustomAdmonitions } from '../config/admonition-types.js';
import type { SyntaxTree } from '../markdown/processor.js';
import { inlinePartials } from '../markdown/inline-partials.js';
import { linkedFile } from '../markdown/linked-files.js';
import { resolveMarkdownFileLink } from '../markdown/remark-links.js';
import { urlKind } from '../util/url-kind.js';
import type { ReaderBody, ReaderDoc } from '../core/reader-twin.js';
import { siteAddress } from '../core/site-address.js';
import type { TwinMaker, TwinMakerFactory } from '../markdown/twins.js';
import { createReaderLinks, type ReaderLinks } from './reader-links.js';
import { readerMarkdownOf } from './reader-markdown.js';

/** Where the twin's links point, and the words its admonitions are titled with. */
export interface ReaderBodyContext {
  links: ReaderLinks;
  /** A doc's route by its path relative to docs/ (every doc of the folder). */
  routeForDoc(relativePath: string): string | undefined;
  admonitionTitle(type: AdmonitionType): string;
  admonitions?: CustomAdmonitions;
  /** The site folder, the sandbox of the partials inlined. */
  siteRoot: string;
}

/**
 * The doc's text for AI readers: partials inlined, links to other docs (`../setup.md`) and
 * site paths pointed at their pages' twins, links to files at their published copies, `title` added as `# heading` when the text has
 * none. Pure but for reading partials, so a markdown worker makes the same bytes as the
 * main thread.
 */
export function docReaderBody(
  doc: ReaderDoc,
  page: { route: string; title?: string },
  context: ReaderBodyContext,
  parsed?: SyntaxTree,
): ReaderBody {
  const { links, routeForDoc } = context;
  const url = (written: string, use: 'link' | 'image') => {
    // Docusaurus's `pathname:///x`: the host's path, as the page's HTML links it.
    if (use === 'link' && /^pathname:\/\//i.test(written)) return written.replace(/^pathname:\/\//i, '') || '/';
    // A file a link points at (`./gpu-pod.yaml`) is the copy the page's HTML links.
    const file = use === 'link' ? linkedFile(written, doc.absolutePath, context.siteRoot) : undefined;
    if (file?.kind === 'file') return links.resolve(file.url, page.route);
    const target = urlKind(written) === 'path' ? resolveMarkdownFileLink(written, doc.relativePath, { routeForDoc }) : undefined;
    if (typeof target === 'string') {
      const hash = target.search(/[?#]/);
      return hash === -1 ? links.markdownUrl(target) : links.markdownUrl(target.slice(0, hash)) + target.slice(hash);
    }
    // A link to a missing doc stays as written: the build has warned about it.
    return target === null ? written : links.resolve(written, page.route);
  };
  const text = isMdxDoc(doc) ? mdxReaderText(doc.body) : doc.body;
  return readerMarkdownOf(inlinePartials(text, doc.absolutePath, context.siteRoot), {
    url,
    title: page.title,
    directives: { admonitionTitle: context.admonitionTitle, custom: context.admonitions },
    rawHtml: 'keep',
    parsed,
  });
}

/** Makes twins' bodies from data alone (a worker's context): the same links as `createReaderLinks` on the build's routes. */
export const createReaderBodyMaker: TwinMakerFactory = (site, admonitionTitle, admonitions): TwinMaker => {
  const context: ReaderBodyContext = {
    links: createReaderLinks(siteAddress(site.address), new Set(site.routes)),
    routeForDoc: (relativePath) => (Object.hasOwn(site.docRoutes, relativePath) ? site.docRoutes[relativePath] : undefined),
    admonitionTitle,
    admonitions,
    siteRoot: site.siteRoot,
  };
  return (doc, request, parsed) => ({ key: request.key, ...docReaderBody(doc, request, context, parsed) });
};
