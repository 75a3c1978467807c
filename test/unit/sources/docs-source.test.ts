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

  it('makes a search entry of each heading its table of contents lists (toc_max_heading_level: 4), with no "#" in the text', async () => {
    const deep: DocSource = {
      ...doc('guides/deep.md', 'Deep', '## Keys\n\nKeys text.\n\n#### Rotate keys\n\nRotate text.\n\n##### Five\n\nFive text.\n'),
      frontmatter: frontmatterOf({ title: 'Deep', toc_max_heading_level: 4 }),
    };
    const source = createDocsSource(createDocsModel({ docs: [deep], categories: [] }));
    await source.parse();
    const { site } = collectRoutes(config, [source], currentVariants(config));
    await source.prepare!(site);
    const page = source.page(site.routes.get('/guides/deep')!, site, englishMessages);
    expect(page.search?.sections.slice(1)).toEqual([
      { anchor: 'keys', heading: 'Keys', text: 'Keys text.' },
      // Level 5 is not in the TOC: its heading and text stay in the section above, its "#" left out.
      { anchor: 'rotate-keys', heading: 'Rotate keys', text: 'Rotate text. Five Five text.' },
    ]);
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
