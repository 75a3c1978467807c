import { describe, expect, it } from 'vitest';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

/** `docs.numberPrefixParser`: Docusaurus's docs plugin option, read from site.config.ts. */
const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const site = (parser: string) =>
  tempDir({
    'site.config.ts': `export default { title: 'Prefixes', url: 'https://prefixes.test', docs: { routeBasePath: 'docs'${parser} } };\n`,
    'docs/01-intro.md': page('Intro', 'Read [the setup](02-guides/01-setup.md).'),
    'docs/02-guides/01-setup.md': page('Setup'),
    'docs/02-guides/02-tuning.md': page('Tuning'),
  });
const docPages = (files: Iterable<string>) => [...files].filter((file) => file.startsWith('docs/') && file.endsWith('index.html')).sort();

describe('docs.numberPrefixParser', () => {
  it('by default leaves prefixes out of ids and URLs, as Docusaurus does', async () => {
    const result = await buildInMemory(site(''));
    expect(docPages(result.files.keys())).toEqual([
      'docs/guides/index.html',
      'docs/guides/setup/index.html',
      'docs/guides/tuning/index.html',
      'docs/index.html',
      'docs/intro/index.html',
    ]);
  }, 60_000);

  it('false keeps them in ids, URLs and links: 01-intro.md is /docs/01-intro', async () => {
    const result = await buildInMemory(site(', numberPrefixParser: false'));
    expect(docPages(result.files.keys())).toEqual([
      'docs/01-intro/index.html',
      'docs/02-guides/01-setup/index.html',
      'docs/02-guides/02-tuning/index.html',
      'docs/02-guides/index.html',
      'docs/index.html',
    ]);
    expect(textOf(result, 'docs/01-intro/index.html')).toContain('<a href="/docs/02-guides/01-setup">the setup</a>');
  }, 60_000);

  it('a function reads them its own way: here only a "NN__" prefix counts, and orders the docs', async () => {
    const parser = `, numberPrefixParser: (filename) => { const m = /^([0-9]+)__(.*)$/.exec(filename); return m ? { filename: m[2], numberPrefix: Number(m[1]) } : { filename }; }`;
    const root = site(parser);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${root}/docs/02-guides/2__zebra.md`, page('Zebra'));
    writeFileSync(`${root}/docs/02-guides/1__yak.md`, page('Yak'));
    const result = await buildInMemory(root);
    expect(docPages(result.files.keys())).toEqual([
      'docs/01-intro/index.html',
      'docs/02-guides/01-setup/index.html',
      'docs/02-guides/02-tuning/index.html',
      'docs/02-guides/index.html',
      'docs/02-guides/yak/index.html',
      'docs/02-guides/zebra/index.html',
      'docs/index.html',
    ]);
    // Yak (1) and Zebra (2) come first, in their numbers' order, before the names without one.
    const sidebar = textOf(result, 'docs/02-guides/yak/index.html');
    const order = ['/docs/02-guides/yak"', '/docs/02-guides/zebra"', '/docs/02-guides/01-setup"', '/docs/02-guides/02-tuning"'].map(
      (href) => sidebar.indexOf(href),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  }, 60_000);
});
