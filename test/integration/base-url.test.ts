/**
 * `--base-url` builds the basic fixture for a preview path: every internal link and asset
 * of every page, the sitemap, robots.txt and the canonical URLs use it, and the build's
 * own link check passes (it runs on every build, so a build that exits 0 passed it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, snapshotTree, type CliRun } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

const PREVIEW = '/preview/pr-42/';
let site: { root: string; parent: string };
let run: CliRun;
const outDir = () => path.join(site.root, 'build');
const htmlFiles = () =>
  readdirSync(outDir(), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(path.join(outDir(), file), 'utf8') }));

/** Every href/src of a page, including the ones in island props (JSON in data-props). */
function urlsOf(html: string): string[] {
  const decoded = html.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  const attributes = [...decoded.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
  const props = [...decoded.matchAll(/"(?:href|src|to|searchIndex)":"([^"]*)"/g)].map((match) => match[1]!);
  return [...attributes, ...props];
}
/** Internal: not another site, not a same-page anchor, not data: or mailto:. */
const isInternal = (url: string) => url !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url);

beforeAll(async () => {
  site = copyFixtureSite('basic');
  run = await runCli(['build', '--base-url', PREVIEW, '--quiet'], { cwd: site.root });
});

describe('docgen build --base-url', () => {
  it('builds, its link check passing', () => {
    expect(run.code, run.stderr).toBe(0);
  });

  it('puts every internal href and src of every page under the base URL', () => {
    const pages = htmlFiles();
    expect(pages.length).toBeGreaterThan(5);
    let checked = 0;
    for (const { file, html } of pages) {
      // The fixture's one deliberately broken markdown link stays as written (a warning).
      const urls = urlsOf(html.replace(/<a href="missing\.md" data-broken-link="">/g, ''));
      for (const url of urls.filter(isInternal)) {
        expect(url.startsWith(PREVIEW), `${url} on ${file}`).toBe(true);
        checked++;
      }
    }
    expect(checked, 'links, scripts, stylesheets and images were found').toBeGreaterThan(100);
  });

  it('writes canonical URLs, the sitemap and robots.txt with the base URL', () => {
    const home = readFileSync(path.join(outDir(), 'index.html'), 'utf8');
    expect(home).toContain(`<link rel="canonical" href="https://docs.acme.test${PREVIEW}">`);
    const locs = [...readFileSync(path.join(outDir(), 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(3);
    for (const loc of locs) expect(loc.startsWith(`https://docs.acme.test${PREVIEW}`), loc).toBe(true);
    expect(readFileSync(path.join(outDir(), 'robots.txt'), 'utf8')).toContain(`Sitemap: https://docs.acme.test${PREVIEW}sitemap.xml`);
  });

  it('refuses a value that is not a path ending in "/" as a usage mistake, touching nothing', async () => {
    const { root } = copyFixtureSite('basic');
    const before = snapshotTree(root);
    const bad = await runCli(['build', '--base-url', 'preview/pr-42'], { cwd: root });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("option '--base-url <path>' argument 'preview/pr-42' is invalid");
    expect(bad.stderr).toContain('starts and ends with "/"');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('check --base-url serves the build under that path and crawls it with no broken link', async () => {
    const { root } = copyFixtureSite('versions-locales');
    const checked = await runCli(['check', '--base-url', PREVIEW], { cwd: root });
    expect(checked.code, checked.stderr).toBe(0);
    expect(`${checked.stdout}${checked.stderr}`).toMatch(/Checked \d+ links and assets in [\d.]+ s: none broken/);
    expect(readFileSync(path.join(root, 'build/_redirects'), 'utf8')).toContain(`${PREVIEW}ar/*  ${PREVIEW}ar/404.html  404`);
  });
});
