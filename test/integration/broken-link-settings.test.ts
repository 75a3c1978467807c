/**
 * Docusaurus's onBrokenLinks / onBrokenAnchors in site.config.ts, on a copy of the
 * Docusaurus 3 fixture with a link to a heading no page has (as the openapi-docs demo's
 * `[versions options](#versions)`): `warn` builds and names the link where it is
 * written, `throw` fails with DG114, and `--strict` and `docgen check` fail whatever the
 * settings say. Each run is the CLI's own `main`, in this process.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

let root: string;
let siteConfig: string;

/** site.config.ts of the fixture with these keys added. */
const configure = (settings: string) =>
  writeFileSync(
    path.join(root, 'site.config.ts'),
    siteConfig.replace("title: 'Docusaurus 3 site',", `title: 'Docusaurus 3 site', ${settings}`),
  );

/** The broken anchor, as the messages name it: the markdown file and line, the link as written. */
const LINK = 'versioned_docs/version-1.0/intro.md:7:5';
const WRITTEN = '[the options](#versions) -> #versions (no element with id "versions" on the target page; on docs/index.html)';

beforeAll(() => {
  root = copyFixtureSite('docusaurus-v3').root;
  // In the released version's first page: the one the crawl of `docgen check` reaches from the home page.
  appendFileSync(path.join(root, 'versioned_docs/version-1.0/intro.md'), '\nSee [the options](#versions).\n');
  siteConfig = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
});

describe('onBrokenAnchors and onBrokenLinks', () => {
  it("'warn' builds, with a warning naming the link's file and line; the migration report no longer names the setting", async () => {
    configure("onBrokenAnchors: 'warn',");
    const run = await runCli(['build'], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`warning ${path.join(root, LINK)}: Broken anchor: ${WRITTEN}`);
    expect(run.stderr).toMatch(/Built \d+ pages \(\d+ files\) in [\d.]+ s, \d+ warnings/);
    expect(run.stderr).toContain('Not carried over from docusaurus.config.js');
    expect(run.stderr).not.toContain('Broken links: Docusaurus has');
  }, 120_000);

  it("'throw' (docgen's default) fails with DG114 at the link, its hint naming the setting", async () => {
    configure("onBrokenLinks: 'warn', onBrokenAnchors: 'throw',");
    const run = await runCli(['build'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error DG114: Broken links');
    expect(run.stderr).toContain(`${LINK}: ${WRITTEN}`);
    configure('');
    const byDefault = await runCli(['build'], { cwd: root });
    expect(byDefault.code).toBe(1);
    expect(byDefault.stderr).toContain(`${LINK}: ${WRITTEN}`);
    expect(byDefault.stderr).toContain("`onBrokenAnchors: 'warn'` (a missing heading) in site.config.ts makes `docgen build` warn instead");
  }, 120_000);

  it("'log' notes the link (no warning), 'ignore' says nothing; neither counts as a warning", async () => {
    configure("onBrokenAnchors: 'log',");
    const logged = await runCli(['build'], { cwd: root });
    expect(logged.code, logged.stderr).toBe(0);
    expect(logged.stderr).toContain(`info ${path.join(root, LINK)}: Broken anchor: ${WRITTEN}`);
    expect(logged.stderr).not.toContain('warning ' + path.join(root, LINK));
    configure("onBrokenAnchors: 'ignore',");
    const ignored = await runCli(['build'], { cwd: root });
    expect(ignored.code, ignored.stderr).toBe(0);
    expect(ignored.stderr).not.toContain('#versions');
  }, 120_000);

  it('--strict and docgen check fail on the link whatever the settings say', async () => {
    configure("onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore',");
    const strict = await runCli(['build', '--strict'], { cwd: root });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(`error DG114: Broken links`);
    expect(strict.stderr).toContain(`${LINK}: ${WRITTEN}`);
    const check = await runCli(['check'], { cwd: root });
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`${LINK}: ${WRITTEN}`);
    // The output of a build that ignored it: the crawl of `check --no-build` finds it too.
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);
    const crawled = await runCli(['check', '--no-build'], { cwd: root });
    expect(crawled.code).toBe(1);
    expect(crawled.stderr).toContain('error DG050: Broken links');
    expect(crawled.stderr).toContain('#versions');
  }, 240_000);

  it("markdown.hooks.onBrokenMarkdownLinks: a markdown link to a .md file that is no page warns by default, 'throw' fails, 'ignore' says nothing", async () => {
    appendFileSync(path.join(root, 'versioned_docs/version-1.0/intro.md'), '\nOr read [the old page](old.md).\n');
    configure("onBrokenAnchors: 'ignore',");
    const warned = await runCli(['build'], { cwd: root });
    expect(warned.code, warned.stderr).toBe(0);
    expect(warned.stderr).toContain(`warning ${path.join(root, 'versioned_docs/version-1.0/intro.md')}:9:9: Broken markdown link: old.md`);
    configure("onBrokenAnchors: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },");
    const thrown = await runCli(['build'], { cwd: root });
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toContain('error DG114: Broken links');
    expect(thrown.stderr).toContain('versioned_docs/version-1.0/intro.md:9:9: Broken markdown link: old.md does not match any page');
    configure("onBrokenAnchors: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } },");
    const ignored = await runCli(['build'], { cwd: root });
    expect(ignored.code, ignored.stderr).toBe(0);
    expect(ignored.stderr).not.toContain('old.md');
  }, 120_000);
});
