/**
 * Page sources from the site's config (`plugins`): test/fixtures/sites/plugin lists one
 * plugin (release-notes.tsx: an index and a page per release of releases.json). Its pages
 * are built like docgen's own: the site's navbar, footer and their own sidebar, lines in
 * the sitemap, entries in the search index, markdown twins, and the docs' links to them
 * resolve and pass the link check. `buildSite()` of the package builds the same in memory.
 * A plugin the config gets wrong, a page path it shares with a doc, and a plugin whose code
 * throws fail with a DocgenError naming the plugin; the CLI prints it without a stack.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, check } from 'docgen-cli';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { runCli, runDocgen } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { outputFiles } from '../helpers/output-files.js';
import { startServe } from '../helpers/serve-process.js';
import { repoRoot } from '../helpers/paths.js';
import { docgenRejectionOf, tempDir } from '../helpers/temp.js';

const fixture = fixtureSite('plugin');
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixture);
});

const RELEASE_PAGES = ['releases/index.html', 'releases/2-0-0/index.html', 'releases/1-4-0/index.html'];
/** The part of a page around its main column: navbar, sidebar and footer. */
const chromeOf = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('<main')) + html.slice(html.indexOf('</main>'));
const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));

describe("a plugin's page source", () => {
  it('adds its pages beside the docs, each under its route', () => {
    const pages = [...result.files.keys()].filter((file) => file.endsWith('.html')).sort();
    expect(pages).toEqual(['404.html', 'index.html', ...RELEASE_PAGES, 'setup/index.html'].sort());
    expect(result.routes.filter((route) => route.source === 'releases').map((route) => [route.path, route.kind])).toEqual([
      ['/releases', 'release-index'],
      ['/releases/2-0-0', 'release'],
      ['/releases/1-4-0', 'release'],
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it("frames its pages with the site's layout: title, navbar, footer, and the sidebar the source gives", () => {
    const release = textOf(result, 'releases/2-0-0/index.html');
    const doc = textOf(result, 'setup/index.html');
    expect(release).toContain('<title>Release 2.0.0 | Acme Docs</title>');
    expect(release).toContain('<meta name="description" content="Webhooks arrive, and the widget API drops its v1 endpoints."');
    // The navbar and footer are the docs pages' own (the active item aside).
    const navbar = (html: string) =>
      between(html, '<nav class="navbar', '</nav>').replace('navbar-link active"', 'navbar-link"').replace(' aria-current="page"', '');
    expect(navbar(release)).toBe(navbar(doc));
    expect(between(release, '<footer', '</footer>')).toBe(between(doc, '<footer', '</footer>'));
    expect(between(release, '<footer', '</footer>')).toContain('© Acme Corp.');
    expect(navbar(release)).toContain('href="/releases">Release notes</a>');
    // Its own sidebar, with the page marked current; the docs keep theirs.
    const sidebar = between(release, '<aside class="sidebar"', '</aside>');
    expect(sidebar).toContain('aria-label="Release notes navigation"');
    expect(sidebar).toContain('<a class="sidebar-link active" href="/releases/2-0-0" aria-current="page">');
    expect(sidebar).toContain('href="/releases/1-4-0"');
    expect(between(doc, '<aside class="sidebar"', '</aside>')).not.toContain('/releases');
    // The main column is the source's.
    expect(between(release, '<main', '</main>')).toContain('<h2 id="changes">Changes</h2>');
    for (const page of RELEASE_PAGES) expect(chromeOf(textOf(result, page))).toContain('class="navbar navbar-primary"');
  });

  it('lists its pages in the sitemap', () => {
    const sitemap = textOf(result, 'sitemap.xml');
    for (const route of ['/releases', '/releases/2-0-0', '/releases/1-4-0'])
      expect(sitemap).toContain(`<loc>https://docs.acme.test${route}</loc>`);
  });

  it('gives the search index their entries, under the group the source names', () => {
    const index = JSON.parse(textOf(result, 'search-index.json')) as {
      pages: { route: string; title: string; group: number }[];
      groups: string[];
      sections: [number, string, string, string][];
    };
    const release = index.pages.findIndex((page) => page.route === '/releases/2-0-0');
    expect(index.pages[release]).toEqual({
      route: '/releases/2-0-0',
      title: 'Release 2.0.0',
      group: index.groups.indexOf('Release notes'),
    });
    expect(index.pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/releases', '/releases/1-4-0']));
    expect(index.sections).toContainEqual([
      release,
      'changes',
      'Changes',
      'Webhooks for every widget event. The /v1 endpoints are gone: use /v2.',
    ]);
  });

  it('gives its pages markdown twins and llms.txt lines, from what the source says of them', () => {
    expect(textOf(result, 'releases/2-0-0.md')).toBe(
      '# Release 2.0.0\n\nWebhooks arrive, and the widget API drops its v1 endpoints.\n\n- Webhooks for every widget event.\n- The /v1 endpoints are gone: use /v2.\n',
    );
    expect(textOf(result, 'llms.txt')).toContain('## Release notes\n\n- [Release 2.0.0](https://docs.acme.test/releases/2-0-0.md)');
  });

  it("resolves the docs' links to its pages (and their anchors), which the build's link check passed", () => {
    const home = between(textOf(result, 'index.html'), '<main', '</main>');
    expect(home).toContain('<a href="/releases">release notes</a>');
    expect(home).toContain('<a href="/releases/2-0-0#changes">2.0.0</a>');
    expect(home).not.toContain('data-broken-link');
    expect(between(textOf(result, 'releases/index.html'), '<main', '</main>')).toContain('<a href="/releases/2-0-0">2.0.0</a>');
  });

  it('passes `docgen check`, whose crawl reaches its pages from the navbar and the docs', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-plugin-check-')), 'site');
    const report = await check({ root: fixture, out });
    expect(report.error).toBeNull();
    expect(report.ok).toBe(true);
    expect(report.pages).toBe(6);
    expect(report.broken).toEqual([]);
  });
});

describe('buildSite() of the package', () => {
  it('builds the site in memory, under another base URL, writing nothing', async () => {
    const site = await buildSite({ root: fixture, baseUrl: '/preview/' });
    expect(site.baseUrl).toBe('/preview/');
    expect(site.warnings).toEqual([]);
    expect(site.pages.filter((page) => page.source === 'releases')).toEqual([
      { path: '/releases', outPath: 'releases/index.html', title: 'Release notes', source: 'releases', kind: 'release-index' },
      { path: '/releases/2-0-0', outPath: 'releases/2-0-0/index.html', title: 'Release 2.0.0', source: 'releases', kind: 'release' },
      { path: '/releases/1-4-0', outPath: 'releases/1-4-0/index.html', title: 'Release 1.4.0', source: 'releases', kind: 'release' },
    ]);
    // Every page's HTML is among the files; the plugin's links follow the base URL (else the link check would have failed).
    for (const page of site.pages) expect(typeof site.files.get(page.outPath)).toBe('string');
    expect(site.files.get('releases/index.html')).toContain('<a href="/preview/releases/2-0-0">2.0.0</a>');
    expect(site.files.get('sitemap.xml')).toContain('<loc>https://docs.acme.test/preview/releases/1-4-0</loc>');
    expect([...site.files.values()].every((file) => typeof file === 'string' || file instanceof Uint8Array)).toBe(true);
    expect(existsSync(path.join(fixture, 'build'))).toBe(false);
    expect(existsSync(path.join(fixture, '.docgen'))).toBe(false);
  });
});

/** A site whose config lists `plugins` (written as TypeScript source), with a doc at /setup. */
const siteWith = (plugins: string, prelude = '') =>
  tempDir({
    'site.config.ts': `${prelude}export default {\n  title: 'Plugged',\n  url: 'https://plugged.test',\n  plugins: [\n${plugins}\n  ],\n};\n`,
    'docs/index.md': '---\ntitle: Home\n---\n\nHome.\n',
    'docs/setup.md': '---\ntitle: Setup\n---\n\nSetup.\n',
  });
/** A plugin object of one page source (family `family`) with one page at `route`. */
const plugin = (name: string | undefined, { family = 'notes', route = '/notes', load = '' } = {}) => `    {
      ${name === undefined ? '' : `name: '${name}',`}
      pageSources: [{
        family: '${family}',
        load: () => {${load}
          return [{
            id: '${family}',
            routes: () => ({ routes: [{ path: '${route}', kind: 'note', ref: 'notes', title: 'Notes', origin: { file: 'notes.json', what: 'the notes page' } }], sidebars: [] }),
            page: (route: { title: string; path: string }) => ({ head: { title: route.title, path: route.path }, render: () => 'Notes.' }),
          }];
        },
      }],
    },`;
/** The line of site.config.ts that holds `text`. */
const configLine = (root: string, text: string) =>
  readFileSync(path.join(root, 'site.config.ts'), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

describe('a plugin docgen cannot run', () => {
  it('without a name: DG008 at its line in site.config.ts, saying what to do', async () => {
    const root = siteWith(`${plugin('fine')}\n${plugin(undefined, { family: 'more' })}`);
    const error = await docgenRejectionOf(buildSite({ root }));
    expect(error.code).toBe('DG008');
    expect(error.location?.file).toBe(path.join(root, 'site.config.ts'));
    // The line of the entry's `{`: the one before its (nameless) name's line and `pageSources`.
    expect(error.location?.line).toBe(configLine(root, "family: 'more'") - 3);
    expect(error.message).toBe('plugins[1]: the plugin has no `name`.');
    expect(error.hint).toMatch(/^Give it a `name` of its own/);
  });

  it('sharing its name with another: DG008 naming both', async () => {
    const error = await docgenRejectionOf(buildSite({ root: siteWith(`${plugin('notes')}\n${plugin('notes', { family: 'more' })}`) }));
    expect(error.code).toBe('DG008');
    expect(error.message).toBe('plugins[1] (plugin "notes"): plugins[0] has the same name.');
  });

  it("with a page source of docgen's own family: DG008 naming the plugin and the family", async () => {
    const error = await docgenRejectionOf(buildSite({ root: siteWith(plugin('mine', { family: 'docs' })) }));
    expect(error.code).toBe('DG008');
    expect(error.message).toBe(
      'plugins[0] (plugin "mine"): pageSources[0] has the family "docs", which is docgen\'s own ("docs", "site", "api", "blog", "pages", "redirects", "pages-md").',
    );
    expect(error.hint).toBe('Give the page source another family, such as "mine-docs": docgen\'s own pages keep theirs.');
  });

  it('claiming the path of a doc: DG110 naming the doc and the plugin', async () => {
    const root = siteWith(plugin('notes', { route: '/setup' }));
    const error = await docgenRejectionOf(buildSite({ root }));
    expect(error.code).toBe('DG110');
    expect(error.message).toBe(
      `Both of these produce the page /setup:\n  ${path.join(root, 'docs/setup.md')}\n  notes.json (the notes page, plugin "notes")`,
    );
  });

  it('whose page source throws as it loads: DG009 naming the plugin, with its error as the cause', async () => {
    const root = siteWith(plugin('notes', { load: "\n          throw new Error('notes.json is missing');" }));
    const error = await docgenRejectionOf(buildSite({ root }));
    expect(error.code).toBe('DG009');
    expect(error.message).toBe('The plugin "notes" threw while its page source "notes" loaded.');
    expect((error.cause as Error).message).toBe('notes.json is missing');
    expect(error.location?.file).toBe(path.join(root, 'site.config.ts'));
  });

  it('fails `docgen build` with the file, the plugin, the problem and the fix, and no stack trace', async () => {
    const root = siteWith(plugin('notes', { family: 'api' }));
    const run = await runCli(['build', '--root', root, '--out', 'build'], { cwd: root });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('error DG008: A plugin of the configuration is invalid');
    expect(run.stderr).toContain(`in ${path.join(root, 'site.config.ts')}:5`);
    expect(run.stderr).toContain('plugins[0] (plugin "notes"): pageSources[0] has the family "api"');
    expect(run.stderr).toContain('hint: Give the page source another family, such as "notes-api"');
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

/** A plugin of one page at /notes, written into a config as TypeScript: `role` tells where its sources load. */
const NOTES_PLUGIN = `{
    name: 'notes',
    pageSources: [{
      family: 'notes',
      load: (context: { role: string }) => {
        if (context.role === 'render-thread') writeFileSync(join(siteDir, 'loaded-on-a-render-thread'), '');
        return [{
          id: 'notes',
          rendersOnThreads: true,
          routes: () => ({ routes: [{ path: '/notes', kind: 'note', ref: 'notes', title: 'Notes', origin: { file: 'notes' } }], sidebars: [] }),
          page: (route: { title: string; path: string }) => ({ head: { title: route.title, path: route.path }, render: () => 'Written by the notes plugin.' }),
        }];
      },
    }],
  }`;
const NOTES_IMPORTS = "import { writeFileSync } from 'node:fs';\nimport { join } from 'node:path';\nconst siteDir = import.meta.dirname;\n";

describe('a plugin on render threads (the compiled engine)', () => {
  it('loads there too, the configuration holding its functions imported again, and the output is the same as without threads', async () => {
    const { root } = copyFixtureSite('api');
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    writeFileSync(
      path.join(root, 'site.config.ts'),
      NOTES_IMPORTS + config.replace("  tagline: 'The Zoo APIs.',", `  tagline: 'The Zoo APIs.',\n  plugins: [${NOTES_PLUGIN}],`),
    );
    const build = (workers: number) =>
      runDocgen(['build', '--out', `out-${workers}`, '--workers', String(workers), '--no-cache'], { cwd: root, timeoutMs: 120_000 });
    const single = await build(1);
    expect(single.code, single.stderr).toBe(0);
    expect(existsSync(path.join(root, 'loaded-on-a-render-thread'))).toBe(false);
    const threaded = await build(2);
    expect(threaded.code, threaded.stderr).toBe(0);
    expect(threaded.stdout + threaded.stderr).toMatch(/render \d+ pages with 1 render thread/);
    expect(existsSync(path.join(root, 'loaded-on-a-render-thread'))).toBe(true);
    const [one, two] = [outputFiles(path.join(root, 'out-1')), outputFiles(path.join(root, 'out-2'))];
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    expect([...one].filter(([file, bytes]) => !bytes.equals(two.get(file)!)).map(([file]) => file)).toEqual([]);
    expect(one.get('notes/index.html')!.toString()).toContain('Written by the notes plugin.');
  }, 240_000);
});

describe('a plugin in serve --watch (the compiled engine)', () => {
  it("builds the site again when the plugin's module changes, and when the config adds or drops a plugin", async () => {
    const { root } = copyFixtureSite('plugin');
    // The fixture's plugin renders JSX: its runtime comes from the site's node_modules.
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
    // The plugin's module in a folder of its own, which no other source of the site is in.
    mkdirSync(path.join(root, 'plugins'));
    renameSync(path.join(root, 'release-notes.tsx'), path.join(root, 'plugins/release-notes.tsx'));
    const configFile = path.join(root, 'site.config.ts');
    const config = readFileSync(configFile, 'utf8').replace("from './release-notes'", "from './plugins/release-notes'");
    writeFileSync(configFile, config);
    const server = await startServe(['--watch', '--port', '0'], root);
    const get = (address: string) => fetch(`${server.url}${address}`);
    try {
      await server.seen('Built ', 1);
      expect((await get('/releases/2-0-0')).status).toBe(200);
      expect((await get('/notes')).status).toBe(404);
      // The plugin's own module (imported by the config) is watched too: a change builds the site with it.
      const pluginFile = path.join(root, 'plugins/release-notes.tsx');
      writeFileSync(pluginFile, readFileSync(pluginFile, 'utf8').replace('>Changes</h2>', '>What changed</h2>'));
      await server.seen('Built ', 2, 120_000);
      expect(await (await get('/releases/2-0-0')).text()).toContain('<h2 id="changes">What changed</h2>');
      writeFileSync(configFile, NOTES_IMPORTS + config.replace('plugins: [releaseNotes]', `plugins: [releaseNotes, ${NOTES_PLUGIN}]`));
      await server.seen('Built ', 3, 120_000);
      const notes = await get('/notes');
      expect(notes.status).toBe(200);
      const html = await notes.text();
      expect(html).toContain('Written by the notes plugin.');
      expect(html).toContain('class="navbar navbar-primary"');
      expect(await (await get('/sitemap.xml')).text()).toContain('<loc>https://docs.acme.test/notes</loc>');
      writeFileSync(configFile, config);
      await server.seen('Built ', 4, 120_000);
      expect((await get('/notes')).status).toBe(404);
      expect((await get('/releases/2-0-0')).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 300_000);
});
