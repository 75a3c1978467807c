import { describe, expect, it } from 'vitest';
import { rehypeHeadingAnchors, rehypeHeadingIds, rehypeToc } from '../../../src/markdown/rehype-headings.js';
import { runPlugins } from '../../helpers/markdown.js';

describe('rehypeHeadingIds', () => {
  const render = async (markdown: string) => (await runPlugins(markdown, { rehype: [rehypeHeadingIds] })).html;

  it('gives every heading a GitHub-style id', async () => {
    expect(await render('# Title\n\n## Create the twin\n\n### Use `fetch()` & retry!')).toBe(
      '<h1 id="title">Title</h1>\n<h2 id="create-the-twin">Create the twin</h2>\n<h3 id="use-fetch--retry">Use <code>fetch()</code> &#x26; retry!</h3>',
    );
  });

  it('makes repeated headings unique with a counter', async () => {
    const html = await render('## Set up\n\n## Set up\n\n### Set up');
    expect([...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1])).toEqual(['set-up', 'set-up-1', 'set-up-2']);
  });

  it('keeps no state between documents', async () => {
    expect(await render('## Set up')).toBe('<h2 id="set-up">Set up</h2>');
    expect(await render('## Set up')).toBe('<h2 id="set-up">Set up</h2>');
  });
});

describe('rehypeHeadingAnchors', () => {
  const render = async (markdown: string) => (await runPlugins(markdown, { rehype: [rehypeHeadingIds, rehypeHeadingAnchors] })).html;

  it('adds a direct-link anchor "#{id}" titled "Direct link to {heading}" on levels 2 to 6', async () => {
    for (const level of [2, 3, 4, 5, 6]) {
      const html = await render(`${'#'.repeat(level)} Rotate a key`);
      expect(html).toBe(
        `<h${level} id="rotate-a-key">Rotate a key<a href="#rotate-a-key" class="hash-link" aria-label="Direct link to Rotate a key" title="Direct link to Rotate a key">#</a></h${level}>`,
      );
    }
  });

  it('adds no anchor to a level-1 heading', async () => {
    expect(await render('# The page')).toBe('<h1 id="the-page">The page</h1>');
  });

  it('uses the heading text without markup in the title', async () => {
    const html = await render('## The `scope` *claim*');
    expect(html).toContain('title="Direct link to The scope claim"');
  });

  it('points each anchor at its own unique id', async () => {
    const html = await render('## Same\n\n## Same');
    expect([...html.matchAll(/href="(#[^"]+)"/g)].map((match) => match[1])).toEqual(['#same', '#same-1']);
  });

  it('gives the visually hidden footnotes heading no anchor', async () => {
    const html = await render('Text[^1].\n\n[^1]: Note.');
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
    expect(html).not.toContain('Direct link to Footnotes');
  });
});

describe('rehypeToc', () => {
  const toc = async (markdown: string) => (await runPlugins(markdown, { rehype: [rehypeHeadingIds, rehypeToc] })).file.data.toc;

  it('lists the headings of levels 2 and 3, in order, with their ids and plain text', async () => {
    expect(await toc('# Page\n\n## First\n\n### Sub `code`\n\n#### Deep\n\n##### Deeper\n\n## Second *part*')).toEqual([
      { depth: 2, id: 'first', text: 'First' },
      { depth: 3, id: 'sub-code', text: 'Sub code' },
      { depth: 2, id: 'second-part', text: 'Second part' },
    ]);
  });

  it('leaves out the footnotes label', async () => {
    expect(await toc('## Only\n\nText[^1].\n\n[^1]: Note.')).toEqual([{ depth: 2, id: 'only', text: 'Only' }]);
  });

  it('is empty for a page without level 2 or 3 headings', async () => {
    expect(await toc('# Page\n\n#### Small\n\nText.')).toEqual([]);
  });
});
