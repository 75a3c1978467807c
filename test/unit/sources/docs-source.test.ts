import { englishMessages } from '../../../src/i18n/messages.js';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import type { DocSource } from '../../../src/content/collect.js';
import { createDocsModel } from '../../../src/content/docs-model.js';
import { createDocsSource } from '../../../src/sources/docs/docs-source.js';
import { frontmatterOf } from '../../../src/content/frontmatter.js';
import { currentVariants } from '../../../src/variants/variants.js';
import { collectRoutes } from '../../../src/pipeline/collect-routes.js';

const config = validateConfig({ title: 'Acme', url: 'https://acme.test' }, { root: '/site', file: '/site/site.config.ts' });

function doc(relativePath: string, title: string, body: string): DocSource {
  return {
    relativePath,
    absolutePath: `/site/docs/${relativePath}`,
    id: relativePath.replace(/\.md$/, ''),
    frontmatter: frontmatterOf({ title }),
    body,
    bodyLineOffset: 3,
  };
}

const model = createDocsModel({
  docs: [doc('guides/a.md', 'A', 'See [B](b.md) and [B again](./b.md#top).\n\n[gone](missing.md)\n'), doc('guides/b.md', 'B', '# B\n')],
  categories: [],
});

describe('the docs page source', () => {
  it('finishes its markdown against the frozen table: links to docs become their routes, a missing one a warning', async () => {
    const source = createDocsSource(model);
    await source.parse();
    const { site } = collectRoutes(config, [source], currentVariants(config));
    const warnings = await source.prepare!(site);
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: '/site/docs/guides/a.md',
        line: 6,
        message: expect.stringContaining('missing.md'),
      }),
    ]);
    const page = source.page(site.routes.get('/guides/a')!, site, englishMessages);
    expect(page.head).toMatchObject({ title: 'A', path: '/guides/a' });
    expect(page.search).toMatchObject({ title: 'A', group: 'Guides' });
    expect(page.search?.sections[0]).toMatchObject({ heading: '' });
    expect(page.sidebar?.id).toBe('guides');
  });

  it('names where a link of a page is written, the n-th equal href at its n-th place', async () => {
    const source = createDocsSource(model);
    const { site } = collectRoutes(config, [source], currentVariants(config));
    await source.prepare!(site);
    const route = site.routes.get('/guides/a')!;
    expect(await source.linkOrigin!(route, '/guides/b', 0)).toMatchObject({
      file: '/site/docs/guides/a.md',
      line: 4,
      written: '[B](b.md)',
    });
    expect(await source.linkOrigin!(route, '/guides/b#top', 0)).toMatchObject({ line: 4, written: '[B again](./b.md#top)' });
    expect(await source.linkOrigin!(route, '/nowhere', 0)).toBeUndefined();
  });

  it('refuses to show a page before its markdown is finished (a docgen bug, never a half page)', () => {
    const source = createDocsSource(model);
    const { site } = collectRoutes(config, [source], currentVariants(config));
    expect(() => source.page(site.routes.get('/guides/a')!, site, englishMessages)).toThrow(/before their markdown was rendered/);
  });
});
