import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalisedHtml, page, renderDocs } from './render-docs.js';

/** MDX pages rendered on the server through docgen's markdown plugins (src/mdx/). */
describe('MDX pages', () => {
  it('evaluates exports and expressions, and leaves comments and import lines out of the HTML', async () => {
    const { outputs } = await renderDocs({
      'docs/a.mdx': page('A', "export const answer = 6 * 7;\n\n{/* hidden note */}\n\nThe answer is {answer}; {['x', 'y'].join('+')}.\n"),
    });
    const html = outputs.get('/a')!.html;
    expect(html).toContain('<p>The answer is 42; x+y.</p>');
    expect(html).not.toContain('hidden note');
    expect(html).not.toContain('export');
  });

  it('imports a component next to the page (hooks work: one React), a partial .mdx and (through @site/) a .md file', async () => {
    const { outputs } = await renderDocs({
      'docs/guide.mdx': page(
        'Guide',
        "import Counter from './Counter.tsx';\nimport Part from '../partials/part.mdx';\nimport Plain from '@site/partials/plain.md';\n\n<Counter start={5} />\n\n<Part name=\"Ada\" />\n\n<Plain />\n",
      ),
      'docs/Counter.tsx':
        'import { useState } from \'react\';\nexport default function Counter({ start }: { start: number }) {\n  const [count] = useState(start);\n  return <output className="count">{count}</output>;\n}\n',
      'partials/part.mdx': '---\nanything: here\n---\n\nHello **{props.name}**.\n',
      'partials/plain.md': '---\ntitle: Plain\n---\n\nA *markdown* partial.\n',
    });
    const html = outputs.get('/guide')!.html;
    expect(html).toContain('<output class="count">5</output>');
    expect(html).toContain('<p>Hello <strong>Ada</strong>.</p>');
    expect(html).toContain('<p>A <em>markdown</em> partial.</p>');
  });

  it('gives an .mdx page the same HTML, TOC, links and warnings as the same text in an .md page', async () => {
    const body = [
      '## Install the *tool*',
      '',
      'See [the other page](other.md#top), [a missing one](gone.md) and [a site](https://example.com).',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      ':::tip',
      'A tip.',
      ':::',
      '',
      '```js title="x.js"',
      'const x = 1;',
      '```',
      '',
      '![a chart](/img/chart.png)',
      '',
    ].join('\n');
    const { outputs } = await renderDocs({
      'docs/as-md.md': page('Same', body),
      'docs/as-mdx.mdx': page('Same', body),
      'docs/other.md': page('Other', 'Text.\n'),
    });
    const md = outputs.get('/as-md')!;
    const mdx = outputs.get('/as-mdx')!;
    expect(mdx.toc).toEqual(md.toc);
    expect(mdx.links).toEqual(md.links);
    expect(mdx.warnings.map(({ line, message }) => ({ line, message }))).toEqual(
      md.warnings.map(({ line, message }) => ({ line, message })),
    );
    expect(mdx.warnings[0]).toMatchObject({ line: 7, message: expect.stringContaining('gone.md') });
    expect(normalisedHtml(mdx.html)).toBe(normalisedHtml(md.html));
  });

  it('keeps a widget directive island as the markdown page renders it, and lists the widget', async () => {
    const body = '::qrcode{value="https://example.com" size=120}\n';
    const { outputs } = await renderDocs({ 'docs/q.md': page('Q', body), 'docs/q2.mdx': page('Q', body) });
    expect(normalisedHtml(outputs.get('/q2')!.html)).toBe(normalisedHtml(outputs.get('/q')!.html));
    expect(outputs.get('/q2')!.widgets).toEqual(['qr-code']);
  });

  it('provides components without import: <QrCode> is the qr-code widget as an island', async () => {
    const { outputs } = await renderDocs({ 'docs/q.mdx': page('Q', '<QrCode value="https://example.com" size={120} />\n') });
    const output = outputs.get('/q')!;
    expect(output.html).toMatch(
      /^<docgen-island data-widget="qr-code" data-props="[^"]*" data-hydrate="visible" data-prefix="mqr-code0-">/,
    );
    expect(output.widgets).toEqual(['qr-code']);
  });

  it('rewrites links to .mdx files like links to .md files, from both kinds of page', async () => {
    const { outputs } = await renderDocs({
      'docs/guides/target.mdx': page('Target', '## Part\n'),
      'docs/from-md.md': page('From md', '[t](guides/target.mdx#part)\n'),
      'docs/from-mdx.mdx': page('From mdx', '[t](./guides/target.mdx)\n'),
    });
    expect(outputs.get('/from-md')!.html).toContain('<a href="/guides/target#part">t</a>');
    expect(outputs.get('/from-mdx')!.html).toContain('<a href="/guides/target">t</a>');
  });

  it('rewrites a written href of a JSX element (<a>, <LinkCard>) like a markdown link, and warns about one to no page', async () => {
    const { outputs } = await renderDocs({
      'docs/guides/target.mdx': page('Target', '## Part\n'),
      'docs/from-jsx.mdx': page(
        'From JSX',
        '<a href="./guides/target.mdx#part">a</a>\n\n<LinkCard title="Card" href="guides/target.mdx" />\n\n<a href="./missing.md">m</a>\n',
      ),
    });
    const output = outputs.get('/from-jsx')!;
    expect(output.html).toContain('<a href="/guides/target#part">a</a>');
    expect(output.html).toContain('<a href="/guides/target" class="card-link">');
    expect(output.links!.map((link) => link.href)).toEqual(['/guides/target#part', '/guides/target', './missing.md']);
    expect(output.warnings.map((warning) => warning.message)).toEqual([
      'Broken markdown link: ./missing.md in <a> does not match any page',
    ]);
  });

  it('runs the site remark and rehype plugins on .mdx pages, in that order after docgen’s', async () => {
    const seen: string[] = [];
    const remarkUpper = () => (tree: { children: { type: string; children?: { type: string; value?: string }[] }[] }) => {
      seen.push('remark');
      for (const block of tree.children)
        for (const child of block.children ?? []) if (child.type === 'text') child.value = child.value!.toUpperCase();
    };
    const rehypeMark = (options: { name: string }) => (tree: { children: { type: string; properties?: Record<string, unknown> }[] }) => {
      seen.push('rehype');
      for (const node of tree.children) if (node.type === 'element') node.properties = { ...node.properties, dataMark: options.name };
    };
    const { outputs } = await renderDocs(
      { 'docs/p.mdx': page('P', 'quiet text\n') },
      { remarkPlugins: [remarkUpper], rehypePlugins: [[rehypeMark, { name: 'm' }]] },
    );
    expect(outputs.get('/p')!.html).toBe('<p data-mark="m">QUIET TEXT</p>');
    expect(seen).toEqual(['remark', 'rehype']);
  });

  it('leaves no bundle behind in the temporary folder', async () => {
    // A temporary folder of its own: other test processes compile MDX into the shared one meanwhile.
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'docgen-mdx-test-tmp-'));
    try {
      const bundles = () => readdirSync(tmpdir()).filter((name) => name.startsWith('docgen-mdx-') && !name.startsWith('docgen-mdx-test-'));
      expect(bundles()).toEqual([]);
      await renderDocs({ 'docs/a.mdx': page('A', 'Text.\n') });
      expect(bundles()).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });
});
