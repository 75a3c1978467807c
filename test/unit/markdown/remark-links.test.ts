import { describe, expect, it } from 'vitest';
import { remarkLinks, type LinkOptions } from '../../../src/markdown/remark-links.js';
import { KNOWN_DOCS, runPlugins } from '../../helpers/markdown.js';

const routeForDoc = (relativePath: string) => KNOWN_DOCS[relativePath];

/** Runs remarkLinks alone, as the page docs/guides/setup/install.md. */
function run(markdown: string, lineOffset = 0, sitePath?: LinkOptions['sitePath']) {
  return runPlugins(
    markdown,
    { remark: [[remarkLinks, { routeForDoc, sitePath }]] },
    { sourcePath: 'guides/setup/install.md', path: '/site/docs/guides/setup/install.md', lineOffset },
  );
}

const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);

describe('remarkLinks', () => {
  it('rewrites links to markdown files to clean routes', async () => {
    const { html, file } = await run(
      [
        '[same folder](configure.md)',
        '[dot slash](./configure.md)',
        '[up](../overview.md)',
        '[two up](../../reference/api.md)',
        '[root](/guides/overview.md)',
        '[home](../../index.md)',
      ].join(' '),
    );
    expect(hrefs(html)).toEqual([
      '/guides/setup/configure',
      '/guides/setup/configure',
      '/guides/overview',
      '/reference/api',
      '/guides/overview',
      '/',
    ]);
    expect(file.messages).toEqual([]);
  });

  it('keeps the anchor and the query of a rewritten link', async () => {
    const { html } = await run('[a](../overview.md#what-you-need) [b](configure.md?tab=ts#proxy)');
    expect(hrefs(html)).toEqual(['/guides/overview#what-you-need', '/guides/setup/configure?tab=ts#proxy']);
  });

  it('rewrites reference-style links through their definitions', async () => {
    const { html } = await run('See [the API][api].\n\n[api]: ../../reference/api.md#errors');
    expect(hrefs(html)).toEqual(['/reference/api#errors']);
  });

  it('leaves links that are not to markdown files as written', async () => {
    const links = [
      'https://example.com/a.md',
      '//cdn.example.com/x.md',
      'mailto:help@example.com',
      '#local',
      '/guides/overview',
      '../img/diagram.png',
      'notes.txt',
    ];
    const { html, file } = await run(links.map((url, index) => `[l${index}](${url})`).join(' '));
    expect(hrefs(html)).toEqual(links);
    expect(file.messages).toEqual([]);
  });

  it('warns about a link to a missing markdown file with the file and its line, and marks it data-broken-link', async () => {
    const { html, file } = await run('Intro.\n\nSee [a missing page](missing.md#x) for more.', 6);
    expect(html).toBe('<p>Intro.</p>\n<p>See <a href="missing.md#x" data-broken-link="">a missing page</a> for more.</p>');
    expect(file.messages).toHaveLength(1);
    const [message] = file.messages;
    expect(message!.reason).toMatchInlineSnapshot(`"Broken markdown link: missing.md#x does not match any page"`);
    expect(message!.file).toBe('/site/docs/guides/setup/install.md');
    // Line 3 of the body plus 6 lines of frontmatter.
    expect(message!.line).toBe(9);
    expect(message!.column).toBe(5);
    expect(message!.fatal).toBe(false);
  });

  it('marks reference-style links whose definition is broken', async () => {
    const { html, file } = await run('See [gone][g] and [gone again][g].\n\n[g]: ../gone.md');
    expect(html).toBe(
      '<p>See <a href="../gone.md" data-broken-link="">gone</a> and <a href="../gone.md" data-broken-link="">gone again</a>.</p>',
    );
    // One warning, at the definition, where the bad path is written.
    expect(file.messages.map((message) => [message.reason, message.line])).toEqual([
      ['Broken markdown link: ../gone.md does not match any page', 3],
    ]);
  });

  it('treats a link that climbs out of docs/ as broken', async () => {
    const { html, file } = await run('[out](../../../outside.md)');
    expect(html).toContain('data-broken-link');
    expect(file.messages).toHaveLength(1);
  });
});

describe('remarkLinks: where each link is written', () => {
  it('records each site-relative link with its href after rewriting, file line (frontmatter included), column and text', async () => {
    const { file } = await run(
      ['# Title', '', 'See [up](../overview.md#what-you-need) and [here](#local).', '', '![logo](/img/logo.svg)'].join('\n'),
      3,
    );
    expect(file.data.links).toEqual([
      { href: '/guides/overview#what-you-need', line: 6, column: 5, written: '[up](../overview.md#what-you-need)' },
      { href: '#local', line: 6, column: 44, written: '[here](#local)' },
      { href: '/img/logo.svg', line: 8, column: 1, written: '![logo](/img/logo.svg)' },
    ]);
  });

  it('records a reference-style link at its definition and a broken .md link as written (for docgen check), and skips external links', async () => {
    const { file } = await run(
      '[api][ref] [ext](https://x.test) [mail](mailto:a@b.test) [gone](missing.md)\n\n[ref]: ../../reference/api.md#errors',
    );
    expect(file.data.links).toEqual([
      { href: 'missing.md', line: 1, column: 58, written: '[gone](missing.md)' },
      { href: '/reference/api#errors', line: 3, column: 1, written: '[ref]: ../../reference/api.md#errors' },
    ]);
  });

  it('shortens a very long link as written', async () => {
    const { file } = await run(`[${'x'.repeat(200)}](/a)`);
    expect(file.data.links![0]!.written).toHaveLength(80);
    expect(file.data.links![0]!.written.endsWith('...')).toBe(true);
  });

  it('puts every site path under the base URL, pages with the trailing-slash policy, files without', async () => {
    const sitePath: LinkOptions['sitePath'] = (path, kind) => `/preview${path}${kind === 'page' && !path.includes('#') ? '/' : ''}`;
    const { html, file } = await run(
      [
        '[doc](configure.md)',
        '[page](/guides/overview)',
        '[anchor](../overview.md#intro)',
        '[spec](/openapi/pets.yaml)',
        '[ref][r]',
        '![logo](/img/logo.svg)',
        '[relative](./notes.txt)',
        '[same page](#top)',
        '[other site](https://example.com/x)',
        '[protocol-relative](//cdn.example.com/x)',
      ].join(' ') + '\n\n[r]: /guides/ref\n',
      0,
      sitePath,
    );
    expect(hrefs(html)).toEqual([
      '/preview/guides/setup/configure/',
      '/preview/guides/overview/',
      '/preview/guides/overview#intro',
      '/preview/openapi/pets.yaml',
      '/preview/guides/ref/',
      './notes.txt',
      '#top',
      'https://example.com/x',
      '//cdn.example.com/x',
    ]);
    expect(html).toContain('<img src="/preview/img/logo.svg"');
    // The recorded links are the hrefs of the HTML, so that a broken one is traced to its line.
    expect(file.data.links!.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/preview/guides/setup/configure/', '/preview/img/logo.svg', '/preview/guides/ref/']),
    );
  });
});
