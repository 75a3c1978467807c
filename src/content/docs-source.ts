import type { LinkOrigin } from '../check/link-sources.js';
import type { MarkdownOutput } from '../markdown/processor.js';
import { createDocsMarkdown, type DocsSite } from '../markdown/docs-markdown.js';
import { withBase } from '../routes/paths.js';
import type { Messages } from '../i18n/messages.js';
import type { Diagnostic } from '../pipeline/output.js';
import type { PageSource } from '../pipeline/page-source.js';
import { docsPage } from '../render/docs-pages.js';
import { docsReaderPage } from '../llms/docs-reader.js';
import { createReaderLinks } from '../llms/reader-links.js';
import type { DocsModel } from './docs-model.js';

/** The docs folder as a page source, which can parse its markdown before the routes are known. */
export interface DocsSource extends PageSource {
  /** Parses every doc; meant to run while other sources still load. */
  parseMarkdown(): Promise<void>;
}

/**
 * The docs folder as a page source. Its markdown is finished in `prepare`, once every
 * source's routes are in the table, so links between docs resolve against it.
 */
export function createDocsSource(model: DocsModel, messages?: Messages, site?: DocsSite): DocsSource {
  const docsMarkdown = createDocsMarkdown(model, messages, site);
  let markdown: Map<string, MarkdownOutput> | undefined;
  const rendered = () => {
    if (!markdown) throw new Error('docs pages were asked for before their markdown was rendered');
    return markdown;
  };
  return {
    id: model.sourceId,
    routes: () => ({ routes: model.routes.all(), sidebars: model.sidebars }),
    parseMarkdown: () => docsMarkdown.parseAll(),
    async prepare(site) {
      const { baseUrl, trailingSlash } = site.config;
      markdown = await docsMarkdown.finishAll(site.routes, (path, kind) => withBase(baseUrl, path, kind === 'page' && trailingSlash));
      return [...markdown.values()].flatMap((output) =>
        output.warnings.map((warning): Diagnostic => ({ severity: 'warning', ...warning })),
      );
    },
    page: (route, site, messages) => ({
      ...docsPage(model, route, rendered(), site),
      reader: () => docsReaderPage(model, route, createReaderLinks(site.config, site.routes), messages),
    }),
    linkOrigin(route, href, occurrence): LinkOrigin | undefined {
      const written = (rendered().get(route.path)?.links ?? []).filter((link) => link.href === href);
      const link = written[occurrence] ?? written[0];
      return link && { file: route.origin.file, line: link.line, column: link.column, written: link.written };
    },
  };
}
