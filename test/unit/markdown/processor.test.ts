import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../src/markdown/processor.js';
import { testRenderer } from '../../helpers/markdown.js';

const render = testRenderer();

describe('createMarkdownRenderer', () => {
  it('returns the HTML, the TOC without "#" anchors, the widgets used and the warnings with file lines', async () => {
    const body = '## Pair the app\n\n::qrcode{value="x"}\n\n### Check [it](missing.md)\n';
    const output = await render({ path: '/site/docs/guides/setup/install.md', sourcePath: 'guides/setup/install.md', body, lineOffset: 4 });
    expect(output.toc).toEqual([
      { depth: 2, id: 'pair-the-app', text: 'Pair the app' },
      { depth: 3, id: 'check-it', text: 'Check it' },
    ]);
    expect(output.widgets).toEqual(['qr-code']);
    expect(output.warnings).toEqual([
      {
        file: '/site/docs/guides/setup/install.md',
        line: 9,
        column: 11,
        message: 'Broken markdown link: missing.md does not match any page',
        // Marked, for markdown.hooks.onBrokenMarkdownLinks.
        brokenMarkdownLink: true,
      },
    ]);
    expect(output.html).toContain('<h2 id="pair-the-app">Pair the app<a href="#pair-the-app" class="hash-link"');
  });

  it('can be reused: nothing leaks from one page to the next', async () => {
    const first = await render({
      path: '/a.md',
      sourcePath: 'a.md',
      body: '## Intro\n\n::qrcode{value="x"}\n\n[x](nope.md)',
      lineOffset: 0,
    });
    const second = await render({ path: '/b.md', sourcePath: 'b.md', body: '## Intro', lineOffset: 0 });
    expect(first.warnings).toHaveLength(1);
    expect(second.html).toContain('id="intro"');
    expect(second.widgets).toEqual([]);
    expect(second.warnings).toEqual([]);
  });

  it('keeps raw HTML and still highlights code and links headings in it', async () => {
    const output = await render({
      path: '/a.md',
      sourcePath: 'a.md',
      body: '<details><summary>More</summary>\n\n## Inside\n\n```js\nlet a\n```\n\n</details>',
      lineOffset: 0,
    });
    expect(output.html).toContain('<details><summary>More</summary>');
    expect(output.html).toContain('<h2 id="inside">');
    expect(output.html).toContain('<span class="token keyword">let</span>');
  });
});

describe('one processor for the whole build', () => {
  it('gives each page its own island collector, shared by the widgets of that page', async () => {
    const seen: { page: string; collector: unknown }[] = [];
    const render = createMarkdownRenderer({
      routeForDoc: () => undefined,
      directives: { qrcode: 'qr-code' },
      renderWidget: (_name, _props, file) => (seen.push({ page: file.path, collector: file.data.islands }), '<span></span>'),
    });
    const page = (name: string) => ({
      path: `/docs/${name}.md`,
      sourcePath: `${name}.md`,
      body: '::qrcode{value="a"}\n\n::qrcode{value="b"}\n',
      lineOffset: 0,
    });
    await Promise.all([render(page('one')), render(page('two'))]);
    const one = seen.filter((entry) => entry.page === '/docs/one.md').map((entry) => entry.collector);
    const two = seen.filter((entry) => entry.page === '/docs/two.md').map((entry) => entry.collector);
    expect(one).toHaveLength(2);
    expect(one[0]).toBe(one[1]);
    expect(two[0]).toBe(two[1]);
    expect(one[0]).not.toBe(two[0]);
  });
});
