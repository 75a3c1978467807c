import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

/** The widget name -> chunk map a page lists for the island runtime. */
function listedChunks(html: string): Record<string, string> {
  const json = /<script type="application\/json" id="docgen-widgets">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, string>) : {};
}

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

describe("the site's own components (fixture site test/fixtures/sites/components)", () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildInMemory(fixtureSite('components'));
  }, 60_000);

  it('renders a static component, a package component and a container with markdown children as HTML, with no island', () => {
    const html = main(textOf(result, 'index.html'));
    expect(html).toContain('<p class="greeting">Hello, ADA!</p>');
    expect(html).toContain('<ul class="price-chart" aria-label="Prices"><li style="width:30px">3</li>');
    expect(html).toMatch(
      /<section class="callout callout-info"[^>]*>.*<div class="callout-body">\s*<p>Children are <strong>markdown<\/strong>, with <a href="\/guide\/interactive">a link<\/a>\.<\/p>\s*<\/div><\/section>/s,
    );
    // No island of a component: the engine's page menu beside the title is the main column's only one.
    expect([...html.matchAll(/<docgen-island data-widget="([^"]+)"/g)].map((match) => match[1])).toEqual(['page-menu']);
  });

  it('lists no component chunk on pages that use components only statically', () => {
    for (const page of ['index.html', 'guide/plain/index.html']) {
      const chunks = listedChunks(textOf(result, page));
      expect(Object.keys(chunks), page).not.toContain('counter');
      expect(Object.keys(chunks), page).not.toContain('callout');
      expect(Object.keys(chunks), page).not.toContain('greeting');
    }
  });

  it('makes client:load/idle/visible uses islands and lists their chunks on that page only', () => {
    const html = textOf(result, 'guide/interactive/index.html');
    for (const trigger of ['load', 'idle', 'visible']) {
      expect(html).toMatch(new RegExp(`<docgen-island data-widget="counter" data-props="[^"]*" data-hydrate="${trigger}"`));
    }
    expect(html).toContain('<docgen-island data-widget="callout"');
    expect(html).toMatch(
      /<docgen-children>\s*<p>An interactive container keeps its <strong>markdown<\/strong> children\.<\/p>\s*<\/docgen-children>/,
    );
    const chunks = listedChunks(html);
    expect(chunks.counter).toMatch(/^\/assets\/counter-[A-Z0-9]+\.js$/);
    expect(chunks.callout).toMatch(/^\/assets\/callout-[A-Z0-9]+\.js$/);
    expect(chunks.greeting, 'a component used only statically gets no chunk').toBeUndefined();
  });

  it('bundles one chunk per interactive component, sharing React with the engine widgets', () => {
    const assets = [...result.files.keys()].filter((file) => file.startsWith('assets/') && !file.startsWith('assets/chunks/'));
    expect(assets.filter((file) => /^assets\/(counter|callout|greeting|price-chart)-/.test(file)).sort()).toEqual([
      expect.stringMatching(/^assets\/callout-/),
      expect.stringMatching(/^assets\/counter-/),
    ]);
    const counter = new TextDecoder().decode(result.files.get(assets.find((file) => file.startsWith('assets/counter-'))!) as Uint8Array);
    const navbar = new TextDecoder().decode(result.files.get(assets.find((file) => file.startsWith('assets/navbar-'))!) as Uint8Array);
    const imports = (code: string) => [...code.matchAll(/from"\.\/chunks\/([^"]+)"/g)].map((match) => match[1]);
    // React lives in a shared chunk that both import; the component's file holds no copy of it.
    expect(imports(counter).filter((chunk) => imports(navbar).includes(chunk)).length).toBeGreaterThan(0);
    expect(counter.length).toBeLessThan(2000);
  });

  it('makes <Counter client:load /> in an MDX page an island with the same chunk; a plain element stays HTML', () => {
    const html = textOf(result, 'guide/mdx-islands/index.html');
    expect(main(html)).toContain('<p class="greeting">Hello, LIN!</p>');
    expect(main(html)).toMatch(
      /<docgen-island data-widget="counter" data-props="[^"]*MDX[^"]*" data-hydrate="load"[^>]*><button type="button" class="counter" data-label="MDX">MDX: 10<\/button><\/docgen-island>/,
    );
    expect(listedChunks(html).counter).toBe(listedChunks(textOf(result, 'guide/interactive/index.html')).counter);
    expect(listedChunks(html).greeting).toBeUndefined();
  });

  it('renders the footer and admonition overrides, the footer wrapping the original', () => {
    const html = textOf(result, 'index.html');
    expect(html).toContain(
      '<section class="site-footer-note" aria-label="Edition"><p>Footer override: community edition</p></section><footer class="footer',
    );
    expect(html).toContain('Built-in footer text');
    expect(main(html)).toContain(
      '<div class="site-admonition site-admonition-note" role="note" aria-label="Note"><strong class="site-admonition-title">Note</strong>',
    );
    expect(main(html)).not.toContain('class="admonition');
  });
});
