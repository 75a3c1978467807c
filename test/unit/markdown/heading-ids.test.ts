import { describe, expect, it } from 'vitest';
import { toReaderMarkdown } from '../../../src/llms/reader-markdown.js';
import { testRenderer } from '../../helpers/markdown.js';

const render = testRenderer();
const page = (body: string, lineOffset = 0) => render({ path: '/site/docs/a.md', sourcePath: 'a.md', body, lineOffset });

describe('{#custom-id} headings', () => {
  it('sets the id and removes the marker from the heading, its anchor label and the TOC', async () => {
    const output = await page('## Set up the CLI {#install}\n\nText');
    expect(output.html).toContain(
      '<h2 id="install">Set up the CLI<a href="#install" class="hash-link" aria-label="Direct link to Set up the CLI"',
    );
    expect(output.html).not.toContain('{#');
    expect(output.toc).toEqual([{ depth: 2, id: 'install', text: 'Set up the CLI' }]);
    expect(output.warnings).toEqual([]);
  });

  it('keeps the case of the written id and works after inline markup', async () => {
    const output = await page('### Call `send()` {#sendMessage}');
    expect(output.html).toContain('<h3 id="sendMessage">Call <code>send()</code><a href="#sendMessage"');
  });

  it('warns with the file and line when an id is written twice, and keeps ids unique', async () => {
    const output = await page('## One {#same}\n\n## Two {#same}\n', 3);
    expect(output.html).toContain('<h2 id="same">One');
    expect(output.html).toContain('<h2 id="same-1">Two');
    expect(output.warnings).toEqual([
      expect.objectContaining({ file: '/site/docs/a.md', line: 6, message: expect.stringContaining('"same" is used twice') }),
    ]);
  });

  it('keeps a written id exactly, dots included, and a generated id that would repeat it gets a suffix', async () => {
    const output = await page('## Version 1.2 {#v1.2}\n\n## Install {#setup}\n\n## Setup\n');
    expect(output.html).toContain('<h2 id="v1.2">Version 1.2');
    expect(output.html).toContain('<h2 id="setup-1">Setup');
    expect(output.warnings).toEqual([]);
  });

  it('does not warn for two headings with the same text (their ids are generated)', async () => {
    expect((await page('## Example\n\n## Example\n')).warnings).toEqual([]);
  });

  it('leaves braces that are not an id alone', async () => {
    const output = await page('## Objects {a: 1}');
    expect(output.html).toContain('<h2 id="objects-a-1">Objects {a: 1}');
  });
});

describe('the markdown for AI readers', () => {
  it('has no {#custom-id} in headings', () => {
    const markdown = toReaderMarkdown('## Set up {#install}\n', { url: (url) => url, rawHtml: 'keep' });
    expect(markdown).toBe('## Set up\n');
  });

  it('has code without magic comments', () => {
    const markdown = toReaderMarkdown('```js\n// highlight-next-line\nrun();\n```\n', { url: (url) => url, rawHtml: 'keep' });
    expect(markdown).toBe('```js\nrun();\n```\n');
  });
});
