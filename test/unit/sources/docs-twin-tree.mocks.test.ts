/**
 * On the main thread (a site under the markdown threads' threshold, or `--workers 1`), a
 * page's twin for AI readers is made from the tree its HTML was parsed from: the page's
 * text is parsed once, as on the markdown threads. Without twins, no tree is kept.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { loadDocsSources } from '../../../src/sources/docs/docs-variants.js';
import { readerMarkdownOf } from '../../../src/llms/reader-markdown.js';
import { collectRoutes } from '../../../src/pipeline/collect-routes.js';
import { loadVariants } from '../../../src/variants/variants.js';

vi.mock('../../../src/llms/reader-markdown.js', async (original) => {
  const actual = await original<typeof import('../../../src/llms/reader-markdown.js')>();
  return { ...actual, readerMarkdownOf: vi.fn(actual.readerMarkdownOf) };
});

async function twinsOf(twins: boolean) {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-twin-tree-'));
  writeFileSync(path.join(root, 'site.config.ts'), `export default { title: 'S', url: 'https://s.test' };\n`);
  mkdirSync(path.join(root, 'docs'));
  for (const name of ['one', 'two'])
    writeFileSync(
      path.join(root, `docs/${name}.md`),
      `---\ntitle: Page ${name}\n---\n\nRead [the other](${name === 'one' ? 'two' : 'one'}.md).\n\n:::tip\nA tip.\n:::\n`,
    );
  const config = await loadConfig(root);
  const variants = await loadVariants(config);
  const [docs] = await loadDocsSources(root, variants, new Map(), undefined, undefined, { twins });
  const { site } = collectRoutes(config, [docs!], variants);
  await docs!.parse();
  vi.mocked(readerMarkdownOf).mockClear();
  await docs!.prepare!(site);
  return vi.mocked(readerMarkdownOf).mock.calls;
}

describe("a page's twin on the main thread", () => {
  it("is made from the page's own parse: every twin is given the tree of its text", async () => {
    const calls = await twinsOf(true);
    expect(calls).toHaveLength(2);
    for (const [text, options] of calls) expect(options.parsed?.text).toBe(text);
  });

  it('keeps no tree when the build asks for no twins (each twin would parse its text)', async () => {
    const calls = await twinsOf(false);
    expect(calls).toHaveLength(2); // the site's config still has twins: they are made, from their text
    for (const [, options] of calls) expect(options.parsed).toBeUndefined();
  });
});
