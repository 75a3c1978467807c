import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { MarkdownPlugins } from '../../../src/config/markdown-schema.js';
import { collectDocsFolder } from '../../../src/content/collect.js';
import { createDocsModel } from '../../../src/content/docs-model.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { createDocsMarkdown } from '../../../src/markdown/docs-markdown.js';
import { createMdxPages } from '../../../src/mdx/mdx-pages.js';
import type { MarkdownOutput } from '../../../src/markdown/processor.js';
import { tempDir } from '../../helpers/temp.js';

/** Writes a site of `files` and finishes every doc's markdown, as a build does; outputs by route. */
export async function renderDocs(
  files: Record<string, string>,
  plugins?: MarkdownPlugins,
): Promise<{ root: string; outputs: Map<string, MarkdownOutput> }> {
  const root = tempDir(files, 'docgen-mdx-test-');
  const model = createDocsModel(await collectDocsFolder(path.join(root, 'docs')));
  const markdown = createDocsMarkdown(model, englishMessages, { root, plugins }, { mdx: async (options) => createMdxPages(options) });
  await markdown.parseAll();
  return { root, outputs: await markdown.finishAll(model.routes) };
}

/** A doc's file text: frontmatter with its title, then the body. */
export const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}`;

/**
 * HTML as a browser reads it: markdown pages are serialised by rehype (`&#x22;`, `<img>`,
 * newlines inside tables), MDX pages by React (`&quot;`, `<img/>`); the same document either way.
 */
export const normalisedHtml = (text: string) => toHtml(fromHtml(text, { fragment: true })).replace(/>\s+</g, '><');
