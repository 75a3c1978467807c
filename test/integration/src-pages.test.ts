import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { isDocgenError, type DocgenError } from '../../src/errors/docgen-error.js';

/**
 * Builds test/fixtures/sites/src-pages: a Docusaurus site's own React pages in src/pages
 * (the classic template's home with its CSS modules and SVG features, a folder's index
 * page with <Head> and translate(), a .tsx page) and its markdown pages (the template's
 * markdown-page.md, translated into French, an MDX page with tabs, a draft), in English
 * and French.
 */
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('src-pages'));
}, 120_000);

const html = (file: string) => textOf(result, file);
/** The Infima stylesheet a page links. */
const infimaFile = (page: string) => /href="\/(assets\/pages\/infima-[0-9a-f]{8}\.css)"/.exec(page)?.[1];
/** The page's content: inside the frame's main column (a <main>, or a plain block when the page writes its own). */
const main = (file: string) =>
  /<(?:main|div) id="main-content"[^>]*>([\s\S]*)<docgen-island data-widget="page-tools"/.exec(html(file))![1]!;

describe('the React pages of src/pages', () => {
  it("builds each page at Docusaurus's URL, in every locale; _ files, tests and CSS are no pages", () => {
    const pages = [...result.files.keys()].filter(
      (file) => file.endsWith('index.html') && !file.startsWith('docs') && !file.startsWith('fr/docs'),
    );
    expect(pages.sort()).toEqual([
      'fr/help/index.html',
      'fr/index.html',
      'fr/launches/aurora-1/index.html',
      'fr/launches/borealis-2/index.html',
      'fr/launches/index.html',
      'fr/markdown-page/index.html',
      'fr/status/index.html',
      'fr/team/index.html',
      'help/index.html',
      'index.html',
      'launches/aurora-1/index.html',
      'launches/borealis-2/index.html',
      'launches/index.html',
      'markdown-page/index.html',
      'status/index.html',
      'team/index.html',
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('renders the home page inside the site frame: Layout title and description, site config, links with the locale, no second <main>', () => {
    const home = html('index.html');
    expect(home).toContain('<title>Hello from Orbit | Orbit</title>');
    expect(home).toContain('<meta name="description" content="Telemetry for every orbit">');
    expect(main('index.html')).toContain('<p class="hero__subtitle pages_heroSubtitle">Satellite telemetry, explained</p>');
    expect(main('index.html')).toContain('Tracking <!-- -->3<!-- --> orbits. Write to <!-- -->help@orbit.example.test<!-- -->.');
    // One main landmark: the page's own (Docusaurus pages write it); the frame's column is a plain block, still the skip link's target.
    expect(home.match(/<main\b/g)).toHaveLength(1);
    expect(home).toContain('<div id="main-content" class="main" tabindex="-1">');
    expect(html('status/index.html')).toContain('<main id="main-content" class="main" tabindex="-1">');
    expect(main('index.html')).toContain(
      '<a href="/docs/intro" class="button button--secondary button--lg pages_heroButton">Start reading</a>',
    );
    // In French: the French page of the doc, and the button's words from i18n/fr/code.json.
    expect(main('fr/index.html')).toContain(
      '<a href="/fr/docs/intro" class="button button--secondary button--lg pages_heroButton">Commencer la lecture</a>',
    );
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
    // A page without CSS of its own links none (but Infima's, below).
    expect(html('team/index.html').match(/assets\/pages\/[\w-]+\.css/g)).toEqual([infimaFile(html('team/index.html'))]);
  });

  it("links Infima's stylesheet (the classic theme's CSS framework) from every React page, once in the output, in Docusaurus's order after the theme", () => {
    const home = html('index.html');
    const file = infimaFile(home);
    expect(file).toMatch(/^assets\/pages\/infima-[0-9a-f]{8}\.css$/);
    // Written once, linked by each React page in each locale, and by no other page.
    expect([...result.files.keys()].filter((name) => /infima-.*\.css$/.test(name))).toEqual([file]);
    for (const page of ['index.html', 'team/index.html', 'status/index.html', 'fr/index.html', 'fr/team/index.html'])
      expect(infimaFile(html(page)), page).toBe(file);
    for (const page of ['markdown-page/index.html', 'help/index.html', 'docs/intro/index.html'])
      expect(html(page), page).not.toContain('infima-');
    // After the site's stylesheet (the theme, which Infima overrides), in Docusaurus's order:
    // Infima, the site's customCss again (its rules and --ifm-* variables override Infima), the page's CSS modules.
    const links = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((match) => match[1]!);
    expect(links).toEqual([
      expect.stringMatching(/^assets\/site-/),
      file,
      expect.stringMatching(/^assets\/custom-[A-Z0-9]+\.css$/),
      expect.stringMatching(/^assets\/pages\/index-/),
    ]);
    expect(html(links[2]!)).toBe('[data-theme=dark]{--ifm-color-primary: #8cc4f0}.card{border-radius:4px}\n');
    // The other pages link the site's stylesheet alone, customCss in it.
    expect(html('docs/intro/index.html')).not.toContain('assets/custom-');
  });

  it("scopes Infima's rules to the React page's element and maps its colours to the theme's", () => {
    const css = html(infimaFile(html('index.html'))!);
    expect(css).toMatch(/^\/\*! Infima 0\.2\.0-alpha\.45 \| MIT License/);
    // Its classes inside a page only, weighing what they weigh in Docusaurus; nothing of the frame's elements.
    expect(css).toContain(':where(.site-page) .row{');
    expect(css).toContain(':where(.site-page) :where(.button--primary){');
    expect(css).toContain(':where(.site-page) h1{');
    expect(css).not.toMatch(/(^|[{}])\s*(html|body|a|h1|\*|\.row|\.button|\.navbar|\.footer)\s*[{,]/);
    const selectors = [...css.replace(/^\/\*![\s\S]*?\*\//, '').matchAll(/(?:^|[{};])\s*([^{};@]+)\{/g)].map((match) => match[1]!.trim());
    expect(selectors.length).toBeGreaterThan(400);
    for (const list of selectors)
      for (const selector of list.split(','))
        expect(selector, selector).toMatch(/^(:where\(\.site-page\)|:root$|html\[data-theme=dark\]|from$|to$|\d+%$)/);
    // The primary family is the theme's brand colour (light and dark), its shades mixed from whatever sets it.
    expect(css).toContain('--ifm-color-primary: var(--color-primary)');
    expect(css).toContain('--ifm-color-primary-dark: color-mix(in srgb, var(--ifm-color-primary) 90%, #000)');
    // After Infima's own defaults, so the theme's colour replaces Infima's blue.
    expect(css.lastIndexOf('--ifm-color-primary: var(--color-primary)')).toBeGreaterThan(css.indexOf('--ifm-color-primary: #3578e5'));
    // The page's text takes Infima's <html> colour and size; its font is the body's unless the site sets --ifm-font-family-base.
    expect(css).toContain(':where(.site-page){color:var(--ifm-font-color-base);');
    expect(css).toContain('font-family:var(--ifm-font-family-base)');
    expect(css).not.toContain('--ifm-font-family-base:');
    expect(css).toContain('.avatar__name{font-weight:700;font-size:var(--ifm-h4-font-size);');
    // Infima's dark colours on docgen's dark theme, for the screen (pages print light).
    expect(css).toMatch(/@media screen\{html\[data-theme=dark\]\{--ifm-color-scheme: dark;/);
  });

  it('puts what <Head> holds in the head, and translates translate() by the locale', () => {
    expect(html('team/index.html')).toContain('<meta name="team-size" content="3"/>');
    expect(html('team/index.html')).toContain('<title>Our team | Orbit</title>');
    expect(html('fr/team/index.html')).toContain('<title>Notre équipe | Orbit</title>');
    expect(main('fr/team/index.html')).toContain('<p data-pathname="/fr/team">You are on <!-- -->/fr/team<!-- -->.</p>');
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

describe("a Docusaurus plugin's global data and routes", () => {
  /** The data a page's island hydrates with. */
  const islandData = (file: string) =>
    JSON.parse(
      /<docgen-island data-widget="page-[\w-]+" data-props="([^"]*)"/
        .exec(html(file))![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    ).data;

  it('renders each route the plugin adds with its component, its props and the data createData made, in every locale', () => {
    const aurora = main('launches/aurora-1/index.html');
    expect(aurora).toContain('<h1>Aurora 1</h1>');
    // The props of addRoute (the locale of the context the plugin was made with), the module createData made.
    expect(aurora).toContain(
      '<p data-launch="aurora-1" data-locale="en">Lifts off on <!-- -->2027-03-14<!-- --> to <!-- -->LEO<!-- -->.</p>',
    );
    expect(html('launches/aurora-1/index.html')).toContain('<title>Aurora 1 | Orbit</title>');
    expect(html('launches/aurora-1/index.html')).toContain('<meta name="description" content="Aurora 1 launches on 2027-03-14">');
    // In French, the plugin made again with the French context: its routes under /fr/ (its baseUrl), its links too.
    const french = main('fr/launches/aurora-1/index.html');
    expect(french).toContain('data-locale="fr"');
    expect(french).toContain('<a href="/fr/launches/borealis-2">Borealis 2</a>');
    expect(islandData('fr/launches/aurora-1/index.html').props).toEqual({
      slug: 'aurora-1',
      locale: 'fr',
      launch: { slug: 'aurora-1', name: 'Aurora 1', date: '2027-03-14', orbit: 'LEO' },
      route: { path: '/fr/launches/aurora-1', exact: true },
    });
  });

  it("gives every page the plugins' global data (useGlobalData, usePluginData), in the island's data too", () => {
    const launches = main('launches/index.html');
    expect(launches).toContain('<ul data-plugins="docusaurus-plugin-launches">');
    expect(launches).toContain('<a href="/launches/aurora-1">Aurora 1</a>');
    expect(islandData('launches/index.html').siteContext.globalData).toEqual({
      'docusaurus-plugin-launches': {
        default: {
          launches: [
            { slug: 'aurora-1', name: 'Aurora 1' },
            { slug: 'borealis-2', name: 'Borealis 2' },
          ],
        },
      },
    });
    // Routes of the plugin are pages like the others: sitemap, search.
    expect(html('sitemap.xml')).toContain('<loc>https://orbit.example.test/launches/aurora-1</loc>');
  });
});

describe("the site's client modules (clientModules)", () => {
  it('loads the code on every page as one module script, and puts the CSS in the site stylesheet', () => {
    const script = /<script type="module" src="(\/assets\/client-modules-[A-Z0-9]+\.js)"><\/script>/.exec(html('index.html'));
    expect(script).not.toBeNull();
    for (const file of ['team/index.html', 'docs/intro/index.html', 'fr/markdown-page/index.html', '404.html'])
      expect(html(file)).toContain(`<script type="module" src="${script![1]}"></script>`);
    const text = (file: string) => Buffer.from(result.files.get(file) as Uint8Array).toString('utf8');
    expect(text(script![1]!.slice(1))).toContain('onRouteDidUpdate');
    const stylesheet = /<link rel="stylesheet" href="\/(assets\/site-[A-Z0-9]+\.css)">/.exec(html('index.html'))![1]!;
    expect(text(stylesheet)).toContain('[data-number]:before{content:attr(data-number) ". "}');
  });

  it('names a client module that is missing, or that does not bundle, with its line (DG012)', async () => {
    const failure = async (change: (root: string) => void) => {
      const root = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-src-pages-')), 'site');
      cpSync(fixtureSite('src-pages'), root, { recursive: true });
      change(root);
      const error = await buildInMemory(root).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isDocgenError(error)).toBe(true);
      return { root, error: error as DocgenError };
    };
    const gone = await failure((root) => rmSync(path.join(root, 'src/client/route-marker.js')));
    expect(gone.error.code).toBe('DG012');
    expect(gone.error.message).toBe(
      `The client module ${path.join(gone.root, 'src/client/route-marker.js')}, listed in clientModules, does not exist.`,
    );
    const broken = await failure((root) =>
      writeFileSync(
        path.join(root, 'src/client/route-marker.js'),
        'export function onRouteDidUpdate() {\n  return import { nothing };\n}\n',
      ),
    );
    expect(broken.error.code).toBe('DG012');
    expect(broken.error.location).toMatchObject({ file: path.join(broken.root, 'src/client/route-marker.js'), line: 2 });
  });
});

describe('the markdown pages of src/pages', () => {
  it('renders a .md page through the docs pipeline: its title as h1 and <title>, admonition, code block, heading anchors', () => {
    expect(html('markdown-page/index.html')).toContain('<title>Markdown page example | Orbit</title>');
    expect(html('markdown-page/index.html')).toContain('<meta name="description" content="A page of src/pages written in markdown">');
    const page = main('markdown-page/index.html');
    // The opening `# heading` is the page's one h1, not repeated in its text.
    expect(page.match(/<h1\b/g)).toHaveLength(1);
    expect(page).toContain('<h1>Markdown page example</h1>');
    expect(page).toContain('<aside class="admonition admonition-tip" role="note" aria-label="Tip">');
    expect(page).toContain('<a href="/docs/intro">the introduction</a>');
    expect(page).toContain('<figcaption class="code-block-title">Follow a satellite</figcaption>');
    expect(page).toContain('<h2 id="tracking-a-pass">Tracking a pass');
    // An image beside the page is published under the pages' assets; a link to another page's file is its route.
    expect(page).toContain('<img src="/assets/pages/satellite.svg" alt="A satellite over the station" width="64" height="64"');
    expect(result.files.get('assets/pages/satellite.svg')).toBeDefined();
    expect(page).toContain('<a href="/help">Get help</a>');
    // No sidebar: the page stands alone, as Docusaurus's MDXPage shows it.
    expect(html('markdown-page/index.html')).not.toContain('class="sidebar');
  });

  it("lists the page's headings (levels 2 and 3) in its table of contents, and none when hide_table_of_contents", () => {
    const toc = /<docgen-island data-widget="toc" data-props="([^"]*)"/.exec(main('markdown-page/index.html'));
    expect(toc).not.toBeNull();
    const props = JSON.parse(toc![1]!.replace(/&quot;/g, '"')) as { toc: { depth: number; id: string; text: string }[] };
    expect(props.toc).toEqual([
      { depth: 2, id: 'tracking-a-pass', text: 'Tracking a pass' },
      { depth: 3, id: 'ground-stations', text: 'Ground stations' },
    ]);
    expect(main('help/index.html')).not.toContain('data-widget="toc"');
  });

  it("renders an .mdx page at its folder's route with the @theme/Tabs it imports", () => {
    expect(html('help/index.html')).toContain('<title>Getting help | Orbit</title>');
    const page = main('help/index.html');
    expect(page).toContain('<h1>Getting help</h1>');
    expect(page).toContain('<div class="tab-panel" data-tab-value="mail" data-tab-default="">');
    expect(page).toContain('<p>Join the orbit channel.</p>');
  });

  it('shows the French translation from i18n/fr/docusaurus-plugin-content-pages, else the original marked untranslated', () => {
    expect(html('fr/markdown-page/index.html')).toContain('<title>Exemple de page markdown | Orbit</title>');
    expect(main('fr/markdown-page/index.html')).toContain('<h1>Exemple de page markdown</h1>');
    expect(main('fr/markdown-page/index.html')).toContain('aria-label="Astuce"');
    expect(main('fr/markdown-page/index.html')).not.toContain('page-notice-untranslated');
    // Its absolute link goes to the French page, as Docusaurus's French build (baseUrl /fr/) writes it.
    expect(main('fr/markdown-page/index.html')).toContain('<a href="/fr/docs/intro">l\'introduction</a>');
    // help/index.mdx has no translation: the English page, in English, with the notice, its canonical URL the original's.
    expect(main('fr/help/index.html')).toContain('page-notice-untranslated');
    expect(main('fr/help/index.html')).toContain('<div lang="en">');
    expect(html('fr/help/index.html')).toContain('<link rel="canonical" href="https://orbit.example.test/help">');
    expect(html('markdown-page/index.html')).toContain(
      '<link rel="alternate" hreflang="fr" href="https://orbit.example.test/fr/markdown-page">',
    );
  });

  it('leaves a draft out, and puts the pages in the sitemap, the search index and llms.txt with their twins', () => {
    expect([...result.files.keys()].some((file) => file.includes('draft-notes'))).toBe(false);
    expect(html('sitemap.xml')).toContain('<loc>https://orbit.example.test/markdown-page</loc>');
    expect(html('sitemap.xml')).toContain('<loc>https://orbit.example.test/fr/markdown-page</loc>');
    const search = JSON.parse(html('search-index.json')) as { pages: unknown[] };
    expect(JSON.stringify(search.pages)).toContain('Markdown page example');
    expect(html('search-index.json')).toContain('Each station reports its own passes.');
    expect(JSON.stringify((JSON.parse(html('fr/search-index.json')) as { pages: unknown[] }).pages)).toContain('Exemple de page markdown');
    expect(html('llms.txt')).toContain(
      '- [Markdown page example](https://orbit.example.test/markdown-page.md): A page of src/pages written in markdown',
    );
    const twin = html('markdown-page.md');
    expect(twin.startsWith('# Markdown page example\n')).toBe(true);
    expect(twin).toContain('[the introduction](https://orbit.example.test/docs/intro.md)');
  });
});

describe('a markdown page of src/pages with a problem', () => {
  const copy = (files: Record<string, string>) => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-src-pages-')), 'site');
    cpSync(fixtureSite('src-pages'), root, { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
    return root;
  };

  it("warns at its line about a key the pages plugin does not take (a doc's slug)", async () => {
    const root = copy({ 'src/pages/markdown-page.md': '---\ntitle: Moved\nslug: /elsewhere\n---\n\nText.\n' });
    const built = await buildInMemory(root);
    const paths = built.routes.map((route) => route.path);
    expect(paths).toContain('/markdown-page');
    expect(paths).not.toContain('/elsewhere');
    expect(built.diagnostics).toEqual([
      {
        severity: 'warning',
        file: path.join(root, 'src/pages/markdown-page.md'),
        line: 3,
        message: 'Unknown frontmatter key "slug" is ignored.',
      },
    ]);
  });

  it('fails on a broken link naming the page file, line and column where it is written', async () => {
    const root = copy({ 'src/pages/markdown-page.md': '---\ntitle: T\n---\n\nSee [the guide](/docs/missing).\n' });
    const error = await buildInMemory(root).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isDocgenError(error)).toBe(true);
    expect((error as Error).message).toContain('src/pages/markdown-page.md:5:5: [the guide](/docs/missing) -> /docs/missing');
  });

  it("titles a page with neither title nor heading by its folder's name, and its tab by the site alone", async () => {
    const root = copy({ 'src/pages/help/index.mdx': 'Write to the team.\n' });
    const built = await buildInMemory(root);
    const page = textOf(built, 'help/index.html');
    expect(page).toContain('<title>Orbit</title>');
    expect(page).toContain('<h1>help</h1>');
  });

  it("takes `title: ''` as Docusaurus's pages plugin does: the tab shows the site's title alone, the heading stays", async () => {
    const root = copy({ 'src/pages/help/index.mdx': "---\ntitle: ''\n---\n\n# Welcome aboard\n\nWrite to the team.\n" });
    const page = textOf(await buildInMemory(root), 'help/index.html');
    expect(page).toContain('<title>Orbit</title>');
    expect(page).toContain('<h1>Welcome aboard</h1>');
  });

  it('fails naming the file and line of a wrapperClassName that is no class name', async () => {
    const root = copy({ 'src/pages/markdown-page.md': '---\ntitle: T\nwrapperClassName: [a, b]\n---\n\nText.\n' });
    const error = await buildInMemory(root).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as DocgenError).code).toBe('DG010');
    expect((error as DocgenError).location).toMatchObject({ file: path.join(root, 'src/pages/markdown-page.md'), line: 3 });
  });
});

describe('the browser side of the pages', () => {
  it('hydrates each page as an island of its own chunk, and keeps a page importing a server-only module HTML only', async () => {
    const island = /<docgen-island data-widget="(page-[\w-]+)" data-props="([^"]*)" data-hydrate="load"/.exec(html('fr/index.html'))!;
    expect(island[1]).toBe('page-index');
    const data = JSON.parse(island[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')).data;
    expect(data).toMatchObject({
      pathname: '/fr',
      links: { '/docs/intro': '/fr/docs/intro' },
      codeTranslations: { 'homepage.start': 'Commencer la lecture' },
    });
    expect(data.siteContext.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: 'fr' });
    expect(html('index.html')).toMatch(/<script type="module"[^>]*>[\s\S]*page-index-[A-Z0-9]+\.js/);
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-src-pages-')), 'site');
    cpSync(fixtureSite('src-pages'), root, { recursive: true });
    writeFileSync(
      path.join(root, 'src/pages/snippet.js'),
      "import Layout from '@theme/Layout';\nimport CodeBlock from '@theme/CodeBlock';\n\nexport default function Snippet() {\n  return <Layout><h1>Snippet</h1><CodeBlock language=\"js\">let orbit = 1;</CodeBlock></Layout>;\n}\n",
    );
    const built = await buildInMemory(root);
    const snippet = textOf(built, 'snippet/index.html');
    expect(snippet).toContain('<h1>Snippet</h1>');
    expect(snippet).not.toContain('data-widget="page-snippet"');
    expect([...built.files.keys()].some((file) => file.startsWith('assets/page-snippet-'))).toBe(false);
  });
});

describe('a page of src/pages that fails', () => {
  it('names the page, the line and the Docusaurus module docgen does not provide', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-src-pages-')), 'site');
    cpSync(fixtureSite('src-pages'), root, { recursive: true });
    writeFileSync(
      path.join(root, 'src/pages/events.js'),
      "import Layout from '@theme/Layout';\nimport useRouteContext from '@docusaurus/useRouteContext';\n\nexport default function Events() {\n  return <Layout>{useRouteContext().plugin.id}</Layout>;\n}\n",
    );
    const error = await buildInMemory(root).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as DocgenError).code).toBe('DG171');
    expect((error as DocgenError).location).toMatchObject({ file: path.join(root, 'src/pages/events.js'), line: 2 });
    expect((error as Error).message).toContain(
      '"@docusaurus/useRouteContext" is a module of Docusaurus that docgen does not provide (it provides @theme/Tabs',
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
