import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { runCli } from '../helpers/bad-input.js';

/**
 * Builds test/fixtures/sites/docusaurus-v3, a Docusaurus 3 site kept as it is (a version,
 * a translation, docusaurus.config.js, src/theme, .md pages written in MDX, custom CSS
 * with @site/ and /img URLs), once for the file, and checks each pattern a real site
 * failed on: URLs by Docusaurus's rules, MDX in .md files, mdx-code-block fences across
 * components, unknown directives, the theme modules, the CSS and the migration report.
 */
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('docusaurus-v3'));
}, 120_000);

const html = (file: string) => textOf(result, file);
const mainOf = (file: string) => html(file).slice(html(file).indexOf('<div class="markdown">'), html(file).indexOf('</article>'));
const warnings = () => result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');

describe('a Docusaurus 3 site builds unchanged', () => {
  it('puts every doc at its Docusaurus URL: routeBasePath, the current version at /next, frontmatter id, relative and absolute slugs, number prefixes, locales', () => {
    const pages = [...result.files.keys()].filter((file) => file.startsWith('docs/') && file.endsWith('index.html')).sort();
    expect(pages).toEqual([
      'docs/cli/index.html',
      'docs/index.html',
      'docs/next/category/more/index.html',
      'docs/next/cli/index.html',
      'docs/next/code-block-fences/index.html',
      'docs/next/directive/index.html',
      'docs/next/guides/overview/index.html',
      'docs/next/guides/renamed/index.html',
      'docs/next/guides/setup/index.html',
      'docs/next/index.html',
      'docs/next/mdx-in-md/index.html',
      'docs/next/plain/index.html',
      'docs/next/somewhere/else/index.html',
      'docs/next/translated/index.html',
    ]);
    expect(html('fr/docs/next/cli/index.html')).toContain('<h1>Ligne de commande</h1>');
    // As in Docusaurus's per-locale build, a translated doc's absolute links go to the locale's pages; files are the site's.
    expect(html('fr/docs/next/cli/index.html')).toContain(
      'Voir <a href="/fr/docs/next/guides/setup?tab=npm">le guide</a>, <a href="/fr">la racine</a> et <a href="/img/logo.svg">le logo</a>.',
    );
    expect(html('docs/cli/index.html')).toContain('<h1>Command line 1.0</h1>');
    // The site root is src/pages/index.js (in place of the generated home), outside routeBasePath.
    expect(html('index.html')).toContain('<h1>Acme docs</h1>');
    expect(html('index.html')).toContain('<a href="/docs/next">the introduction</a>');
    // A page of src/pages belongs to no docs version: no version banner or badge above it.
    expect(html('index.html')).not.toContain('page-notices');
  });

  it('resolves links to .md files and sidebar doc ids to those URLs', () => {
    const intro = mainOf('docs/next/index.html');
    expect(intro).toContain('<a href="/docs/next/cli">command line</a>');
    expect(intro).toContain('<a href="/docs/next/guides/setup">set up</a>');
    expect(mainOf('docs/next/guides/setup/index.html')).toContain('<a href="/docs/next/guides/renamed">renamed page</a>');
    const sidebar = html('docs/next/cli/index.html');
    for (const href of ['/docs/next/cli', '/docs/next/guides/renamed', '/docs/next/somewhere/else']) expect(sidebar).toContain(href);
    expect(result.diagnostics.filter((diagnostic) => /^Broken (markdown link|link|anchor)/.test(diagnostic.message))).toEqual([]);
  });

  it('reads a .md page that uses MDX as MDX: imports run, components render, no import or JSX shown as text', () => {
    const page = mainOf('docs/next/mdx-in-md/index.html');
    expect(page).not.toMatch(/import |@theme\/|@site\/|&lt;Tabs|<tabs|<highlight/i);
    expect(page).toContain(
      '<div class="tab-panel" data-tab-value="npm" data-tab-default=""><p class="tab-caption">npm</p><p>Run npm.</p></div>',
    );
    expect(page).toContain('<span class="highlight" style="background-color:#25c2a0;color:#1c1e21">Highlighted</span>');
  });

  it('provides the theme modules docs import: TOCInline, CodeBlock, Link, useBaseUrl, BrowserOnly', () => {
    const page = mainOf('docs/next/mdx-in-md/index.html');
    expect(page).toContain(
      '<div class="toc-inline"><ul><li><a href="#install">Install</a><ul><li><a href="#check">Check</a></li></ul></li></ul></div>',
    );
    expect(page).toContain('<a href="/docs/next/cli">the CLI</a>');
    expect(page).toContain('<img src="/img/logo.svg" alt="Logo"/>');
    expect(page).toMatch(
      /<figure class="code-block" data-language="js"><figcaption class="code-block-title">hello\.js<\/figcaption><pre class="language-javascript"/,
    );
    expect(page).toContain('<p>Loading in the browser.</p>');
    expect(page).not.toContain('Browser only');
  });

  it("renders DocCardList as the cards of the page's category (or of items from useCurrentSidebarCategory), each a link with its title and description", () => {
    const page = mainOf('docs/next/guides/overview/index.html');
    const card = (href: string, title: string, description?: string) =>
      `<li class="card link-card"><a href="${href}" class="card-link"><span class="card-title">${title}</span>${
        description ? `<span class="card-description">${description}</span>` : ''
      }</a></li>`;
    const setup = card('/docs/next/guides/setup', 'Setup', 'Install and configure.');
    const moved = card('/docs/next/guides/renamed', 'Moved');
    const all = [
      setup,
      moved,
      card('/docs/next/somewhere/else', 'Elsewhere'),
      card('/docs/next/category/more', 'More', 'Directives and fences.'),
    ];
    const lists = [...page.matchAll(/<ul class="card-grid[^"]*"[^>]*>(.*?)<\/ul>/g)].map((match) => match[1]);
    expect(lists).toEqual([all.join(''), [setup, moved].join('')]);
    // Every card leads to a page of the site.
    for (const [, href] of page.matchAll(/<a href="([^"]+)" class="card-link"/g))
      expect(result.files.has(`${href!.slice(1)}/index.html`)).toBe(true);
  });

  it("makes a category's generated index page (link: {type: 'generated-index'}), with its description and a card per item", () => {
    const page = html('docs/next/category/more/index.html');
    expect(page).toContain('<h1>More</h1><p class="lead">Directives and fences.</p>');
    expect(page).toContain('<a class="card-link" href="/docs/next/directive"><h2 class="card-title">Unknown directive</h2></a>');
    expect(page).toContain('<a class="card-link" href="/docs/next/code-block-fences"><h2 class="card-title">Code block fences</h2></a>');
    expect(html('docs/next/guides/overview/index.html')).toContain('href="/docs/next/category/more"');
  });

  it('keeps plain .md pages on the markdown pipeline: JSX in code stays code', () => {
    const page = mainOf('docs/next/plain/index.html');
    expect(page).toContain('<code>&#x3C;Inline></code>');
    expect(page).toContain('<figure class="code-block" data-language="jsx">');
  });

  it('unwraps mdx-code-block fences before MDX reads the page: a component opened in one fence closes in another, its import kept', () => {
    expect(mainOf('docs/next/code-block-fences/index.html')).toContain(
      '<div class="browser-window"><div class="browser-window-address">http://localhost:3000/docs</div><div class="browser-window-body"><p>Markdown <strong>inside</strong> the window.</p></div></div>\n<p>After the window.</p>',
    );
  });

  it('warns about an unknown directive at its line (failing --strict) and shows its content', () => {
    expect(mainOf('docs/next/directive/index.html')).toContain('<div><p>Shown as it is.</p></div>');
    // Once: the French locale shows the same file untranslated.
    expect(warnings().filter((diagnostic) => diagnostic.message.startsWith('DG031'))).toHaveLength(1);
    const warning = warnings().find((diagnostic) => diagnostic.message.startsWith('DG031'));
    expect(warning).toMatchObject({ line: 5, failsStrict: true });
    expect(warning!.file).toMatch(/docs\/directive\.md$/);
    expect(warning!.message).toContain('The directive ":::提示" names nothing docgen knows.');
  });

  it('bundles url(@site/static/...) and url(/img/...) of the custom CSS from static/, and leaves a URL with no file as written', () => {
    const css = [...result.files.entries()].find(([file]) => /^assets\/site-.*\.css$/.test(file))![1];
    const text = typeof css === 'string' ? css : new TextDecoder().decode(css as Uint8Array);
    expect(text).toMatch(/\.hero-banner\{background-image:url\("\.\/hero-\w+\.png"\)/);
    expect(text).toMatch(/\.navbar-logo\{background-image:url\("\.\/logo-\w+\.svg"\)/);
    expect(text).toContain('.served-elsewhere{background-image:url(/assets/not-in-static.png)');
    expect([...result.files.keys()].some((file) => /^assets\/hero-\w+\.png$/.test(file))).toBe(true);
  });

  it('says once what it could not carry over from docusaurus.config.js: plugins, config keys, swizzled components (src/pages is built)', () => {
    const reports = warnings().filter((diagnostic) => diagnostic.message.startsWith('Not carried over from docusaurus.config.js'));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.file).toMatch(/docusaurus\.config\.js$/);
    expect(reports[0]!.message).toContain('Plugins, themes and presets docgen does not run: releaseNotesPlugin.');
    expect(reports[0]!.message).toContain(
      "docusaurus-plugin-openapi-docs: copy the plugin's `config` into site.config.ts as `openapiDocs`",
    );
    // clientModules carries over as it is: named until site.config.ts has it.
    expect(reports[0]!.message).toContain("clientModules: site.config.ts takes it as it is (Docusaurus's shape); copy it over.");
    expect(reports[0]!.message).not.toContain('Config keys with no counterpart');
    expect(reports[0]!.message).toContain('Swizzled components in src/theme/ that docgen does not use: Footer.');
    // Its one React page (src/pages/index.js) is built: nothing of src/pages is left over.
    expect(reports[0]!.message).not.toContain('src/pages');
    // The second docs plugin is in site.config.ts (docs.instances): carried over.
    expect(reports[0]!.message).not.toMatch(/community|plugin-content-docs|instance/);
  });
});

describe('a Docusaurus site whose build fails', () => {
  it('says what it did not carry over before the error, since that may be why', async () => {
    const { root, parent } = copyFixtureSite('docusaurus-v3');
    try {
      writeFileSync(path.join(root, 'src/pages/broken.js'), "export default function Broken() {\n  throw new Error('no data yet');\n}\n");
      const run = await runCli(['build', '--out', path.join(parent, 'out')], { cwd: root });
      expect(run.code).toBe(1);
      const report = run.stderr.indexOf('Not carried over from docusaurus.config.js');
      expect(report).toBeGreaterThan(-1);
      expect(run.stderr.indexOf('DG172')).toBeGreaterThan(report);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a second docs plugin instance (docs.instances) builds beside the versioned docs', () => {
  it('puts its docs at their Docusaurus URLs (routeBasePath, frontmatter id) in every locale, with no generated home of its own', () => {
    const pages = [...result.files.keys()].filter((file) => /^(fr\/)?community\//.test(file) && file.endsWith('.html')).sort();
    expect(pages).toEqual([
      'community/index.html',
      'community/intro/index.html',
      'community/support/index.html',
      'community/tags/help/index.html',
      'community/tags/index.html',
      'community/team/people/index.html',
      'fr/community/index.html',
      'fr/community/intro/index.html',
      'fr/community/support/index.html',
      'fr/community/team/people/index.html',
    ]);
    // Its tags pages are under its routeBasePath, and its pages link them there.
    expect(html('community/support/index.html')).toContain('href="/community/tags/help"');
    expect(html('community/tags/help/index.html')).toContain('href="/community/tags"');
    // The translation in i18n/fr/docusaurus-plugin-content-docs-community/current/, and the original where there is none.
    expect(html('fr/community/support/index.html')).toContain('<h1>Assistance</h1>');
    expect(html('fr/community/team/people/index.html')).toContain('<h1>Members</h1>');
    // Its pages sit in the site's default version's variant, without the docs' version banner or badge (it has no versions).
    expect(html('docs/cli/index.html')).toContain('page-version-badge');
    expect(html('community/support/index.html')).not.toContain('page-version-badge');
    expect(html('community/support/index.html')).not.toContain('See the latest version');
  });

  it('shows its own sidebar from sidebarPath, prev/next within it, and breadcrumbs', () => {
    const page = html('community/support/index.html');
    const sidebar = page.slice(page.indexOf('class="sidebar"'), page.indexOf('</aside>'));
    for (const href of ['/community', '/community/support', '/community/team/people']) expect(sidebar).toContain(`href="${href}"`);
    expect(sidebar).not.toContain('/docs/');
    expect(page).toContain('class="pagination-link pagination-prev" href="/community/intro"');
    expect(page).toContain('class="pagination-link pagination-next" href="/community/team/people"');
    expect(page).toMatch(/aria-label="Breadcrumbs"/);
  });

  it("resolves relative links to the other folder's .md files both ways, with no broken link", () => {
    expect(mainOf('docs/next/index.html')).toContain('<a href="/community/support">community</a>');
    expect(mainOf('community/index.html')).toContain('<a href="/docs/next">docs\' welcome</a>');
    expect(mainOf('community/team/people/index.html')).toContain('<a href="/community">community</a>');
    // The migration report names Docusaurus's broken-link settings; no link of the build is broken.
    expect(
      result.diagnostics.filter((diagnostic) => /broken/i.test(diagnostic.message) && !diagnostic.message.startsWith('Not carried over')),
    ).toEqual([]);
  });

  it('points navbar items with docsPluginId into the instance: docSidebar at its first page, doc at the doc of that id', () => {
    const navbar = (file: string) => html(file).slice(html(file).indexOf('<nav class="navbar'), html(file).indexOf('</nav>'));
    expect(navbar('docs/next/index.html')).toMatch(/href="\/community"[^>]*>Community</);
    expect(navbar('docs/next/index.html')).toMatch(/href="\/community\/support"[^>]*>Get help</);
    expect(navbar('fr/docs/next/cli/index.html')).toMatch(/href="\/fr\/community\/support"[^>]*>Get help</);
    expect(navbar('community/team/people/index.html')).toMatch(/href="\/community" aria-current="page"[^>]*>Community</);
  });

  it("keeps its doc ids apart from docs/'s: the same id `intro` in both, each page with its own counterparts and navbar link", () => {
    expect(html('community/intro/index.html')).toContain('<h1>Community intro</h1>');
    // Shown untranslated in French, each names its own original as canonical (the counterpart of the same family and id).
    expect(html('fr/community/intro/index.html')).toContain('<link rel="canonical" href="https://d3.acme.test/community/intro"');
    // (the docs' intro names its latest version's page, as every page of an older or newer version does)
    expect(html('fr/docs/next/index.html')).toContain('<link rel="canonical" href="https://d3.acme.test/docs"');
    // A doc item without docsPluginId is the default docs' doc of that id, on an instance's page too.
    const navbar = html('community/intro/index.html').slice(0, html('community/intro/index.html').indexOf('</nav>'));
    expect(navbar).toMatch(/href="\/docs"[^>]*>Welcome</);
  });

  it('lists its pages in the search index, the sitemap and llms.txt', () => {
    expect(html('sitemap.xml')).toContain('<loc>https://d3.acme.test/community/support</loc>');
    expect(html('llms.txt')).toContain('/community/support.md');
    expect(html('search-index.json')).toContain('/community/team/people');
  });
});

describe('the i18n API of its components: @docusaurus/Translate, code.json, current.json', () => {
  const greeting = (file: string) => /<div class="greeting"[\s\S]*?<\/div>/.exec(html(file))?.[0] ?? '';
  const sidebar = (file: string) => html(file).slice(html(file).indexOf('class="sidebar"'), html(file).indexOf('</aside>'));

  it('shows the messages of i18n/fr/code.json on French pages, elements filled into placeholders', () => {
    const fr = greeting('fr/docs/next/translated/index.html');
    expect(fr).toContain('title="Une salutation"');
    expect(fr).toContain('<p>Bonjour <strong>Ada</strong>, bienvenue !</p>');
    expect(fr).toContain('<p>Lisez <a href="/docs/next/cli">le guide</a> ensuite.</p>');
    // An id code.json does not translate keeps its default message.
    expect(fr).toContain('<p class="untranslated">Only in English</p>');
    expect(html('fr/docs/next/translated/index.html')).toContain('<p class="page-words">Les mots de la page</p>');
  });

  it('shows the default messages on English pages', () => {
    const en = greeting('docs/next/translated/index.html');
    expect(en).toContain('title="A greeting"');
    expect(en).toContain('<p>Hello <strong>Ada</strong>, welcome!</p>');
    expect(en).toContain('<p>Read <a href="/docs/next/cli">the guide</a> next.</p>');
    expect(html('docs/next/translated/index.html')).toContain('<p class="page-words">Words of the page</p>');
  });

  it('translates sidebar labels from current.json: categories, a labelled doc, a generated index, at the same URLs', () => {
    const fr = sidebar('fr/docs/next/translated/index.html');
    expect(fr).toMatch(/>Les guides</);
    expect(fr).toMatch(/href="\/fr\/docs\/next\/category\/more"[^>]*>Plus</);
    expect(fr).toMatch(/>Page simple</);
    expect(fr).not.toMatch(/>Guides<|>Plain page</);
    const en = sidebar('docs/next/translated/index.html');
    expect(en).toMatch(/>Guides</);
    expect(en).toMatch(/>Plain page</);
    expect(html('fr/docs/next/category/more/index.html')).toContain('<p class="lead">Directives et blocs de code.</p>');
    expect(html('docs/next/category/more/index.html')).toContain('<p class="lead">Directives and fences.</p>');
  });

  it('translates navbar labels from docusaurus-theme-classic/navbar.json', () => {
    const navbar = (file: string) => html(file).slice(html(file).indexOf('<nav class="navbar'), html(file).indexOf('</nav>'));
    expect(navbar('fr/docs/next/cli/index.html')).toMatch(/>Communauté</);
    expect(navbar('fr/docs/next/cli/index.html')).not.toMatch(/>Community</);
    expect(navbar('docs/next/cli/index.html')).toMatch(/>Community</);
  });

  it('gives components the sidebar of the page with customProps and the docs of its version (useDocsSidebar, useDocsVersion, findSidebarCategory)', () => {
    const list = (file: string) => /<ul class="more-list"[\s\S]*?<\/ul>/.exec(html(file))?.[0] ?? '';
    const en = list('docs/next/translated/index.html');
    expect(en).toContain('data-sidebar="docs" data-version="current"');
    expect(en).toContain('<li data-level="advanced"><a href="/docs/next/directive">Unknown directive</a></li>');
    expect(en).toContain('<li data-level="none"><a href="/docs/next/code-block-fences">Code block fences</a></li>');
    // The French page's sidebar links stay in its locale.
    expect(list('fr/docs/next/translated/index.html')).toContain('<a href="/fr/docs/next/directive">');
  });

  it('translates the sidebar of a docs instance from its own current.json', () => {
    expect(sidebar('fr/community/intro/index.html')).toMatch(/>Équipe</);
    expect(sidebar('community/intro/index.html')).toMatch(/>Team</);
  });
});
