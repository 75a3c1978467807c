import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import type { DocSource } from '../../../src/content/collect.js';
import { createDocsModel } from '../../../src/content/docs-model.js';
import { createDocsSource } from '../../../src/sources/docs/docs-source.js';
import { frontmatterOf } from '../../../src/content/frontmatter.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { createReaderBodyMaker } from '../../../src/llms/docs-reader-body.js';
import { readerDocOf } from '../../../src/markdown/twins.js';
import { docsReaderPlan } from '../../../src/llms/docs-reader-plan.js';
import { docsReaderPage } from '../../../src/llms/docs-reader.js';
import { createReaderLinks } from '../../../src/llms/reader-links.js';
import { collectRoutes } from '../../../src/pipeline/collect-routes.js';
import { currentVariants } from '../../../src/variants/variants.js';

const siteConfig = (url = 'https://acme.test') => validateConfig({ title: 'Acme', url }, { root: '/site', file: '/site/site.config.ts' });

function doc(relativePath: string, frontmatter: { title: string } & Record<string, unknown>, body: string): DocSource {
  return {
    relativePath,
    absolutePath: `/site/docs/${relativePath}`,
    id: relativePath.replace(/\.md$/, ''),
    frontmatter: frontmatterOf(frontmatter),
    body,
    bodyLineOffset: 3,
  };
}

const A_BODY = [
  'See [B](b.md#top), [gone](missing.md), [up](../index), [site](/guides/b?x=1) and [out](https://other.test).',
  '',
  ':::warning[Careful]',
  'A **quote** with an ![image](./pic.png).',
  ':::',
  '',
].join('\n');

function siteOf(docs: DocSource[], url?: string) {
  const model = createDocsModel({ docs, categories: [] });
  const config = siteConfig(url);
  const source = createDocsSource(model);
  const { site } = collectRoutes(config, [source], currentVariants(config));
  return { model, source, site };
}

const docsOf = (aTitle = 'A') => [
  doc('guides/a.md', { title: aTitle }, A_BODY),
  doc('guides/b.md', { title: 'B' }, '# B\n\nText.\n'),
  doc('guides/hidden.md', { title: 'Hidden', unlisted: true }, 'Hidden text.\n'),
];

describe("the plan of the docs' twins made with their HTML", () => {
  it('makes from data alone (as a markdown worker does) the same twin as the main thread makes at render', () => {
    const { model, site } = siteOf(docsOf());
    const plan = docsReaderPlan(model, site)!;
    // What crosses to a worker is data only: it survives a structured clone.
    const maker = createReaderBodyMaker(structuredClone(plan.site), (type) => englishMessages.format(`admonition.${type}`));
    const links = createReaderLinks(site.address, site.routes);
    for (const path of ['/guides/a', '/guides/b']) {
      const route = site.routes.get(path)!;
      const source = model.docs.get(route.ref)!.doc;
      const made = maker(
        readerDocOf({ body: source.body, sourcePath: source.relativePath, path: source.absolutePath }),
        plan.requestFor(path)!,
      );
      const atRender = docsReaderPage(model, route, links, englishMessages, '/site')!;
      const fromMade = docsReaderPage(model, route, links, englishMessages, '/site', undefined, plan.validBody(path, made))!;
      expect(fromMade).toEqual(atRender);
    }
    expect(docsReaderPage(model, site.routes.get('/guides/a')!, links, englishMessages, '/site')!.markdown).toContain(
      '[B](https://acme.test/guides/b.md#top)',
    );
  });

  it('asks for the twins of listed doc pages only, under a key that moves with the title, the site address and the routes', () => {
    const { model, site } = siteOf(docsOf());
    const plan = docsReaderPlan(model, site)!;
    const key = plan.requestFor('/guides/a')!.key;
    expect(plan.requestFor('/guides/a')).toEqual({ key, route: '/guides/a', title: 'A' });
    expect(plan.requestFor('/guides/hidden')).toBeUndefined();
    expect(plan.requestFor('/guides')).toBeUndefined(); // the section's generated index has no doc
    // The same site gives the same key in another build.
    const again = siteOf(docsOf());
    expect(docsReaderPlan(again.model, again.site)!.requestFor('/guides/a')!.key).toBe(key);
    const retitled = siteOf(docsOf('A, renamed'));
    expect(docsReaderPlan(retitled.model, retitled.site)!.requestFor('/guides/a')!.key).not.toBe(key);
    const moved = siteOf(docsOf(), 'https://elsewhere.test');
    expect(docsReaderPlan(moved.model, moved.site)!.requestFor('/guides/a')!.key).not.toBe(key);
    const grown = siteOf([...docsOf(), doc('guides/c.md', { title: 'C' }, 'New.\n')]);
    expect(docsReaderPlan(grown.model, grown.site)!.requestFor('/guides/a')!.key).not.toBe(key);
  });

  it('takes a body made under its key, refuses one made under another, and makes no plan when the site has no pages for AI readers', () => {
    const { model, site } = siteOf(docsOf());
    const plan = docsReaderPlan(model, site)!;
    const key = plan.requestFor('/guides/a')!.key;
    expect(plan.validBody('/guides/a', { key, markdown: '# A\n', firstParagraph: 'x' })).toEqual({
      markdown: '# A\n',
      firstParagraph: 'x',
    });
    expect(plan.validBody('/guides/a', { key: 'stale', markdown: '# A\n' })).toBeUndefined();
    expect(plan.validBody('/guides/hidden', { key, markdown: '# A\n' })).toBeUndefined();
    const config = validateConfig(
      { title: 'Acme', url: 'https://acme.test', llms: { enabled: false } },
      { root: '/site', file: '/site/site.config.ts' },
    );
    expect(docsReaderPlan(model, { config, address: site.address, routes: site.routes })).toBeUndefined();
  });

  it('the docs source makes each twin in its finish step, hands it to the page once, and the page makes it itself after that', async () => {
    const { model, source, site } = siteOf(docsOf());
    await source.parse();
    await source.prepare!(site);
    const route = site.routes.get('/guides/a')!;
    const atRender = docsReaderPage(model, route, createReaderLinks(site.address, site.routes), englishMessages, '/site');
    // The text changes after the finish step: the first twin is the one made then, the next one is made now.
    model.docs.get(route.ref)!.doc.body = 'Changed after the finish step.\n';
    const page = source.page(route, site, englishMessages);
    expect(page.reader!()).toEqual(atRender);
    expect(page.reader!()!.markdown).toBe('# A\n\nChanged after the finish step.\n');
  });
});
