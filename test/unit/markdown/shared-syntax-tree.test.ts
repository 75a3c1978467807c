import { describe, expect, it } from 'vitest';
import { docReaderBody, type ReaderBodyContext } from '../../../src/llms/docs-reader-body.js';
import { createReaderLinks } from '../../../src/llms/reader-links.js';
import { readerMarkdownOf } from '../../../src/llms/reader-markdown.js';
import { createMarkdownStages, type MarkdownInput, type MarkdownOptions } from '../../../src/markdown/processor.js';
import { docsMarkdownOptions } from '../../../src/markdown/docs-markdown-options.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { siteAddress } from '../../../src/core/site-address.js';

const PAGE = [
  '# Setup {#start}',
  '',
  'Read [the next page](./next.md) and [the API](/api/).',
  '',
  ':::warning Mind the keys',
  'Never commit *tokens*.',
  ':::',
  '',
  '```ts title="a.ts"',
  '// highlight-next-line',
  'const a = 1;',
  '```',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '::qrcode{value="https://example.com"}',
].join('\n');

/** The docs' own pipeline, as a markdown thread makes it. */
const docsStages = (plugins?: MarkdownOptions['plugins']) =>
  createMarkdownStages(
    docsMarkdownOptions(
      { messages: englishMessages, plugins },
      { routeForDoc: (relativePath) => ({ 'setup.md': '/setup', 'next.md': '/next' })[relativePath], sitePath: (path) => path },
    ),
  );

const input = (body: string): MarkdownInput => ({ path: '/site/docs/setup.md', sourcePath: 'setup.md', body, lineOffset: 3 });

const context: ReaderBodyContext = {
  links: createReaderLinks(
    siteAddress({ url: 'https://s.test', baseUrl: '/', trailingSlash: false }),
    new Set(['/setup', '/next', '/api']),
  ),
  routeForDoc: (relativePath) => ({ 'setup.md': '/setup', 'next.md': '/next' })[relativePath],
  admonitionTitle: (type) => type[0]!.toUpperCase() + type.slice(1),
  siteRoot: '/site',
};
const doc = (body: string) => ({ body, relativePath: 'setup.md', absolutePath: '/site/docs/setup.md' });

describe("a page's twin made from the page's own parse", () => {
  it('keeps the parser tree of a page without math, and none when asked for none or when the page has math', async () => {
    const stages = docsStages();
    const kept = await stages.parse(input(PAGE), true);
    expect(kept.syntaxTree?.text).toBe(PAGE.replace(':::warning Mind the keys', ':::warning[Mind the keys]'));
    expect((await stages.parse(input(PAGE))).syntaxTree).toBeUndefined();
    expect((await stages.parse(input(`${PAGE}\n\nThe cost is $x$.`), true)).syntaxTree).toBeUndefined();
    // Without math, a `$` is plain text to the page's parser too.
    const noMath = docsStages({ remarkPlugins: [], rehypePlugins: [], math: false });
    expect((await noMath.parse(input(`${PAGE}\n\nCosts $5.`), true)).syntaxTree).toBeDefined();
  });

  it('gives the same twin as parsing the text again, and the page the same HTML', async () => {
    const stages = docsStages();
    const kept = await stages.parse(input(PAGE), true);
    const page = { route: '/setup', title: 'Setup' };
    expect(docReaderBody(doc(PAGE), page, context, kept.syntaxTree)).toEqual(docReaderBody(doc(PAGE), page, context));
    const plain = await stages.finish(await stages.parse(input(PAGE)));
    expect((await stages.finish(kept)).html).toBe(plain.html);
  });

  it('takes the given tree only when it is of the same text', () => {
    const options = { url: (url: string) => url, directives: { admonitionTitle: () => 'Note' }, rawHtml: 'keep' as const };
    const tree = {
      type: 'root' as const,
      children: [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: 'From the tree.' }] }],
    };
    expect(readerMarkdownOf('From the text.', { ...options, parsed: { text: 'From the text.', tree } }).markdown).toBe('From the tree.\n');
    expect(readerMarkdownOf('From the text.', { ...options, parsed: { text: 'Another text.', tree } }).markdown).toBe('From the text.\n');
  });
});
