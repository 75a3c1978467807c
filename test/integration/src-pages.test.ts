import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { isDocgenError, type DocgenError } from '../../src/errors/docgen-error.js';

/**
 * Builds test/fixtures/sites/src-pages: a Docusaurus site's own React pages in src/pages
 * (the classic template's home with its CSS modules and SVG features, a folder's index
 * page with <Head> and translate(), a .tsx page), in English and French.
 */
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('src-pages'));
}, 120_000);

const html = (file: string) => textOf(result, file);
const main = (file: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html(file))![1]!;

describe('the React pages of src/pages', () => {
  it("builds each page at Docusaurus's URL, in every locale; _ files, tests and CSS are no pages", () => {
    const pages = [...result.files.keys()].filter(
      (file) => file.endsWith('index.html') && !file.startsWith('docs') && !file.startsWith('fr/docs'),
    );
    expect(pages.sort()).toEqual([
      'fr/index.html',
      'fr/status/index.html',
      'fr/team/index.html',
      'index.html',
      'status/index.html',
      'team/index.html',
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('renders the home page inside the site frame: Layout title and description, site config, links with the locale, no second <main>', () => {
    const home = html('index.html');
    expect(home).toContain('<title>Hello from Orbit | Orbit</title>');
    expect(home).toContain('<meta name="description" content="Telemetry for every orbit">');
    expect(main('index.html')).toContain('<p class="pages_heroSubtitle">Satellite telemetry, explained</p>');
    expect(main('index.html')).toContain('Tracking 3 orbits. Write to help@orbit.example.test.');
    expect(main('index.html')).not.toContain('<main');
    expect(home.match(/<main\b/g)).toHaveLength(1);
    expect(main('index.html')).toContain('<a href="/docs/intro" class="pages_heroButton">Start reading</a>');
    // In French: the French page of the doc, and the button's words from i18n/fr/code.json.
    expect(main('fr/index.html')).toContain('<a href="/fr/docs/intro" class="pages_heroButton">Commencer la lecture</a>');
  });

  it("renders an SVG the page requires as the SVG's markup, with the props given", () => {
    expect(main('index.html')).toMatch(
      /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64" stroke-width="2" class="styles_featureSvg" role="img" aria-label="Live positions"><rect /,
    );
  });

  it("links each page's stylesheet (its CSS modules, minified) with the files its CSS names, published under assets/pages", () => {
    const link = /<link rel="stylesheet" href="\/(assets\/pages\/index-[0-9a-f]{8}\.css)">/.exec(html('index.html'));
    expect(link).not.toBeNull();
    const css = html(link![1]!);
    expect(css).toContain('.pages_heroBanner{');
    expect(css).toContain('.styles_featureSvg{width:80px;height:80px}');
    const image = /url\("?\/(assets\/pages\/stars-[A-Z0-9]+\.svg)"?\)/.exec(css)![1]!;
    expect(result.files.get(image)).toBeDefined();
    // A page without CSS of its own links none.
    expect(html('team/index.html')).not.toContain('assets/pages/');
  });

  it('puts what <Head> holds in the head, and translates translate() by the locale', () => {
    expect(html('team/index.html')).toContain('<meta name="team-size" content="3"/>');
    expect(html('team/index.html')).toContain('<title>Our team | Orbit</title>');
    expect(html('fr/team/index.html')).toContain('<title>Notre équipe | Orbit</title>');
    expect(main('fr/team/index.html')).toContain('<p data-pathname="/fr/team">You are on /fr/team.</p>');
  });

  it('gives a page without a Layout title the site title, and useBaseUrl the base URL', () => {
    expect(html('status/index.html')).toContain('<title>Orbit</title>');
    expect(main('status/index.html')).toContain('<img src="/img/satellite.svg" alt="A satellite" width="64" height="64"/>');
    expect(main('status/index.html')).toContain('<img src="/img/stars.svg" alt="Stars over the ground station"');
  });

  it('lists the pages in the sitemap and the search index', () => {
    expect(html('sitemap.xml')).toContain('<loc>https://orbit.example.test/team</loc>');
    const search = html('search-index.json');
    expect(search).toContain('All orbits nominal.');
  });
});

describe('a page of src/pages that fails', () => {
  it("names the page, the line and the Docusaurus module docgen does not provide (a plugin's global data)", async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-src-pages-')), 'site');
    cpSync(fixtureSite('src-pages'), root, { recursive: true });
    writeFileSync(
      path.join(root, 'src/pages/events.js'),
      "import Layout from '@theme/Layout';\nimport { usePluginData } from '@docusaurus/useGlobalData';\n\nexport default function Events() {\n  return <Layout>{usePluginData('events').length}</Layout>;\n}\n",
    );
    const error = await buildInMemory(root).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as DocgenError).code).toBe('DG171');
    expect((error as DocgenError).location).toMatchObject({ file: path.join(root, 'src/pages/events.js'), line: 2 });
    expect((error as Error).message).toContain(
      '"@docusaurus/useGlobalData" is a module of Docusaurus that docgen does not provide (it provides @theme/Tabs',
    );
  });

  it('names the page when it throws while rendered', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-src-pages-')), 'site');
    cpSync(fixtureSite('src-pages'), root, { recursive: true });
    writeFileSync(path.join(root, 'src/pages/broken.js'), "export default function Broken() {\n  throw new Error('no data yet');\n}\n");
    const error = await buildInMemory(root).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isDocgenError(error)).toBe(true);
    expect((error as DocgenError).code).toBe('DG172');
    expect((error as DocgenError).location?.file).toBe(path.join(root, 'src/pages/broken.js'));
    expect(String((error as { cause?: unknown }).cause)).toContain('no data yet');
  });
});
