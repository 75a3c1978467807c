/**
 * Edit links, last updates from git and redirects, end to end, on
 * test/fixtures/sites/page-meta committed into a temporary git repository with known
 * authors and dates: what the pages, the sitemap, the redirect pages and `_redirects`
 * say, the one warning of a site outside git, the build errors of redirects that do not
 * fit, the git history cache, and `docgen check` on a site that links an old address.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp } from '../helpers/build-fixture.js';
import { runDocgen } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { committedPageMetaSite as committedSite, git } from '../helpers/page-meta-site.js';
import { docgenRejectionOf } from '../helpers/temp.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { loadConfig } from '../../src/config/load.js';
import type { Diagnostic } from '../../src/core/output.js';

const footerOf = (html: string) => /<footer class="doc-footer">.*?<\/footer>/s.exec(html)?.[0] ?? '';
const warningsOf = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === 'warning');

describe('a site in a git repository', () => {
  let root: string;
  let outDir: string;
  let diagnostics: Diagnostic[];
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  beforeAll(async () => {
    root = committedSite();
    const built = await buildToTemp(root);
    outDir = built.outDir;
    diagnostics = built.result.diagnostics;
  });

  it("shows each doc's edit link and its last commit's date and author in the footer", () => {
    expect(footerOf(read('guides/intro/index.html'))).toBe(
      '<footer class="doc-footer"><a class="doc-edit-link" href="https://github.com/acme/meta/edit/main/docs/guides/intro.md">Edit this page</a>' +
        '<div class="doc-last-updated">Last updated on <time dateTime="2023-01-02T03:04:05.000Z">Jan 2, 2023</time> by <span class="doc-last-updated-author">Ann Author</span></div></footer>',
    );
    const setup = footerOf(read('guides/setup/index.html'));
    expect(setup).toContain('<time dateTime="2024-03-04T12:00:00.000Z">Mar 4, 2024</time>');
    expect(setup).toContain('Bo Builder');
  });

  it('keeps the date of the last edit for a file that was only moved', () => {
    const moved = footerOf(read('guides/moved/index.html'));
    expect(moved).toContain('href="https://github.com/acme/meta/edit/main/docs/guides/moved.md"');
    expect(moved).toContain('<time dateTime="2023-01-02T03:04:05.000Z">');
    expect(moved).not.toContain('Mo Mover');
  });

  it('takes frontmatter last_update over git, and custom_edit_url: null hides the edit link', () => {
    const pinned = footerOf(read('guides/pinned/index.html'));
    expect(pinned).toContain(
      '<time dateTime="2020-05-06T00:00:00.000Z">May 6, 2020</time> by <span class="doc-last-updated-author">Pat Pinned</span>',
    );
    expect(pinned).not.toContain('doc-edit-link');
  });

  it('writes the date in the page’s locale, and a translation’s date is its own file’s', () => {
    expect(footerOf(read('fr/guides/intro/index.html'))).toContain('<time dateTime="2023-01-02T03:04:05.000Z">2 janv. 2023</time>');
    // Without editLocalizedFiles, a translated page edits the original.
    expect(footerOf(read('fr/guides/intro/index.html'))).toContain('href="https://github.com/acme/meta/edit/main/docs/guides/intro.md"');
  });

  it('shows no date for a doc not committed yet, and says so in one warning for the build', () => {
    expect(footerOf(read('guides/fresh/index.html'))).not.toContain('doc-last-updated');
    const uncommitted = warningsOf(diagnostics).filter((d) => d.message.includes('not committed'));
    // fresh.md is shown in both locales: still one warning.
    expect(uncommitted).toEqual([
      {
        severity: 'warning',
        file: path.join(root, 'docs/guides/fresh.md'),
        message: '1 doc is not committed to git yet, so its page shows no last update until it is: docs/guides/fresh.md.',
      },
    ]);
    expect(warningsOf(diagnostics).map((d) => d.message)).toEqual([uncommitted[0]!.message]);
  });

  it('gives the sitemap a <lastmod> for each page with a date, and none to the others or to redirect pages', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<url><loc>https://docs.meta.test/guides/setup</loc><lastmod>2024-03-04</lastmod></url>');
    expect(sitemap).toContain('<url><loc>https://docs.meta.test/fr/guides/intro</loc><lastmod>2023-01-02</lastmod></url>');
    expect(sitemap).toContain('<url><loc>https://docs.meta.test/guides/pinned</loc><lastmod>2020-05-06</lastmod></url>');
    expect(sitemap).toContain('<url><loc>https://docs.meta.test/guides/fresh</loc></url>');
    expect(sitemap).not.toMatch(/getting-started|\/start<|legacy|old\/intro|status/);
  });

  it('writes a redirect page at each old address of the config, leading to the page', () => {
    for (const file of ['getting-started/index.html', 'start/index.html']) {
      const html = read(file);
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guides/intro">');
      expect(html).toContain('<link rel="canonical" href="https://docs.meta.test/guides/intro">');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<a href="/guides/intro">Introduction</a>');
    }
    expect(read('legacy/setup.html')).toContain('content="0; url=/guides/setup#configure"');
    expect(read('status/index.html')).toContain('<meta http-equiv="refresh" content="0; url=https://status.meta.test/">');
  });

  it("writes frontmatter redirect_from inside the doc's locale", () => {
    expect(read('old/intro/index.html')).toContain('content="0; url=/guides/intro"');
    const french = read('fr/old/intro/index.html');
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain('content="0; url=/fr/guides/intro"');
  });

  it('lists every redirect in _redirects as a permanent redirect, before nothing else', () => {
    expect(read('_redirects')).toBe(
      [
        "# Written by docgen: the site's redirects (Netlify and Cloudflare Pages read this file).",
        '/old/intro  /guides/intro  301',
        '/fr/old/intro  /fr/guides/intro  301',
        '/getting-started  /guides/intro  301',
        '/start  /guides/intro  301',
        '/legacy/setup.html  /guides/setup#configure  301',
        '/status  https://status.meta.test/  301',
        '# Written by docgen: each folder with its own 404 page (Netlify reads this file).',
        '/fr/*  /fr/404.html  404',
        '',
      ].join('\n'),
    );
  });

  it('keeps redirect pages out of search', () => {
    expect(read('search-index.json')).not.toContain('getting-started');
  });
});

describe('a site outside git', () => {
  it('builds with one warning for the whole site, and pages show only their frontmatter dates', async () => {
    const { root, parent } = copyFixtureSite('page-meta');
    const saved = process.env.GIT_CEILING_DIRECTORIES;
    // git must not find a repository above the temporary folder.
    process.env.GIT_CEILING_DIRECTORIES = path.dirname(parent);
    try {
      const { outDir, result } = await buildToTemp(root);
      const warnings = warningsOf(result.diagnostics);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ file: path.join(root, 'site.config.ts'), line: 11 });
      expect(warnings[0]!.message).toContain(
        'docs.showLastUpdateTime: no page shows when it was last updated, because the site is not in a git repository',
      );
      const page = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
      expect(footerOf(page('guides/intro/index.html'))).not.toContain('doc-last-updated');
      expect(footerOf(page('guides/intro/index.html'))).toContain('doc-edit-link');
      expect(footerOf(page('guides/pinned/index.html'))).toContain('May 6, 2020');
    } finally {
      if (saved === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
      else process.env.GIT_CEILING_DIRECTORIES = saved;
    }
  });
});

describe('redirects that do not fit the site', () => {
  /** The fixture (outside git: its dates do not matter here) with config redirects replaced, and a file edited. */
  async function buildWith(redirects: string, edit?: { file: string; text: string }) {
    const { root } = copyFixtureSite('page-meta');
    const configFile = path.join(root, 'site.config.ts');
    const config = readFileSync(configFile, 'utf8');
    writeFileSync(configFile, config.replace(/ {2}redirects: \[[\s\S]*?\n {2}\],/, `  redirects: [\n${redirects}\n  ],`));
    if (edit) {
      mkdirSync(path.dirname(path.join(root, edit.file)), { recursive: true });
      writeFileSync(path.join(root, edit.file), edit.text);
    }
    return { root, error: await docgenRejectionOf(loadConfig(root).then((loaded) => buildSite(loaded))) };
  }

  it('refuses an old address that is a page, naming the page and the config key with its line (DG260)', async () => {
    const { root, error } = await buildWith(
      "    { from: '/start', to: '/guides/intro' },\n    { from: '/guides/setup/', to: '/guides/intro' },",
    );
    expect(error.code).toBe('DG260');
    expect(error.message).toBe(
      `Both of these want the address /guides/setup, which a redirect page would take:\n  ${path.join(root, 'docs/guides/setup.md')}\n  ${path.join(root, 'site.config.ts')}:16 (redirects[1].from)`,
    );
  });

  it("refuses a config redirect from a doc's redirect_from address, naming both", async () => {
    const { root, error } = await buildWith("    { from: '/old/intro', to: '/guides/setup' },");
    expect(error.code).toBe('DG260');
    expect(error.message).toContain(`${path.join(root, 'docs/guides/intro.md')}:4 (frontmatter redirect_from "/old/intro")`);
    expect(error.message).toContain(`${path.join(root, 'site.config.ts')}:15 (redirects[0].from)`);
  });

  it('refuses a redirect to a page the site does not have (DG261)', async () => {
    const { error } = await buildWith("    { from: '/start', to: '/guides/gone' },");
    expect(error.code).toBe('DG261');
    expect(error.message).toContain('The redirect from /start leads to /guides/gone, which is no page of the site');
    expect(error.message).toContain('site.config.ts:15 (redirects[0].to)');
  });

  it('refuses an old address where static/ has a file', async () => {
    const { error } = await buildWith("    { from: '/start', to: '/guides/intro' },", {
      file: 'static/start/index.html',
      text: '<p>mine</p>',
    });
    expect(error.code).toBe('DG260');
    expect(error.message).toContain('static/start/index.html');
  });
});

describe('the CLI', () => {
  it('reads the git history once per commit: a warm build takes it from the cache', async () => {
    const root = committedSite();
    const build = async () => {
      const run = await runDocgen(['build', '--verbose'], { cwd: root, timeoutMs: 120_000 });
      expect(run.code, run.stderr).toBe(0);
      return /git history cache: (\d+) hits, (\d+) misses, (\d+) written/.exec(run.stderr)?.slice(1).map(Number);
    };
    expect(await build()).toEqual([0, 1, 1]);
    expect(await build()).toEqual([1, 0, 0]);
    expect(readFileSync(path.join(root, 'build/guides/setup/index.html'), 'utf8')).toContain('Bo Builder');
    // A new commit is another history.
    git(root, ['add', '.']);
    git(root, ['commit', '-q', '-m', 'Fresh'], 'Fay Fresh', '2025-06-07T00:00:00Z');
    expect(await build()).toEqual([0, 1, 1]);
    expect(readFileSync(path.join(root, 'build/guides/fresh/index.html'), 'utf8')).toContain('Fay Fresh');
  });

  it('docgen check passes on a site whose pages link an old address (its redirect page is there)', async () => {
    const root = committedSite();
    const run = await runDocgen(['check'], { cwd: root, timeoutMs: 180_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/none broken/);
  });
});
