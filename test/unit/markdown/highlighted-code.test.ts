import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { markHighlighted } from '../../../src/markdown/highlighted-code.js';
import { createMarkdownRenderer } from '../../../src/markdown/processor.js';
import { docsMarkdownOptions } from '../../../src/markdown/docs-markdown-options.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { rehypeExternalLinks } from '../../../src/markdown/rehype-external-links.js';
import { rehypeHeadingIds } from '../../../src/markdown/rehype-headings.js';

const link = (): Element => ({ type: 'element', tagName: 'a', properties: { href: 'https://other.test' }, children: [] });
const heading = (): Element => ({ type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: 'Inside' }] });
const pre = (...children: Element[]): Element => ({ type: 'element', tagName: 'pre', properties: {}, children });

describe("the HTML tree's passes and highlighted code", () => {
  it('do not look inside a pre the highlighter marked, and do look inside any other pre', () => {
    const marked = markHighlighted(pre(link(), heading()));
    const plain = pre(link(), heading());
    const tree: Root = { type: 'root', children: [marked, plain] };
    rehypeExternalLinks()(tree);
    rehypeHeadingIds()(tree);
    expect((marked.children[0] as Element).properties).toEqual({ href: 'https://other.test' });
    expect((marked.children[1] as Element).properties).toEqual({});
    expect((plain.children[0] as Element).properties).toMatchObject({ target: '_blank' });
    expect((plain.children[1] as Element).properties).toEqual({ id: 'inside' });
  });

  it("leave a page's code blocks as highlighted, and still reach an author's own <pre> written as HTML", async () => {
    const render = createMarkdownRenderer(
      docsMarkdownOptions({ messages: englishMessages }, { routeForDoc: () => undefined, sitePath: (path) => path }),
    );
    const { html } = await render({
      path: '/docs/a.md',
      sourcePath: 'a.md',
      lineOffset: 0,
      body: '## Code\n\n```ts\nconst a = 1; // https://other.test\n```\n\n<pre><a href="https://other.test">raw</a></pre>\n',
    });
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('<a href="https://other.test" target="_blank" rel="noopener noreferrer">raw</a>');
    expect(html).toContain('<h2 id="code">');
  });
});
