/**
 * `docgen check --no-build`: the check of the output folder as the last build left it, so
 * that a CI job builds once (`docgen build --strict`) and checks that very build. It
 * crawls at the config's base URL or `--base-url`, refuses a folder with no site (DG071)
 * or one built for another base URL (DG073), and fails on every broken link (DG050),
 * also on a markdown link to a missing `.md` file that the build only warned about.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/bad-input.js';
import { tempDir } from '../helpers/temp.js';

const site = () =>
  tempDir({
    'site.config.ts': `export default { title: 'Sub', url: 'https://sub.test', trailingSlash: true };\n`,
    'docs/index.md': '---\ntitle: Home\n---\n\nRead [the guide](guides/start.md#top-of-page).\n',
    'docs/guides/start.md': '---\ntitle: Start\n---\n\nBack [home](../index.md).\n\n## Top of page\n',
  });

describe('docgen check --no-build', () => {
  it('checks the build made with --base-url without building again, and refuses another base URL or no build', async () => {
    const root = site();
    expect((await runCli(['check', '--root', root, '--no-build'], { cwd: root })).stderr).toContain('error DG071');
    const build = await runCli(['build', '--root', root, '--strict', '--base-url', '/docs-site/'], { cwd: root });
    expect(build.code, build.stderr).toBe(0);
    const index = path.join(root, 'build/index.html');
    const builtAt = statSync(index).mtimeMs;

    const check = await runCli(['check', '--root', root, '--no-build', '--base-url', '/docs-site/'], { cwd: root });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toMatch(/Checking build as built \(\d+ HTML files\), at \/docs-site\//);
    expect(check.stderr).toMatch(/none broken/);
    expect(check.stderr).not.toContain('Building');
    expect(statSync(index).mtimeMs, 'the build is left as it was').toBe(builtAt);

    const wrongBase = await runCli(['check', '--root', root, '--no-build'], { cwd: root });
    expect(wrongBase.code).toBe(1);
    expect(wrongBase.stderr).toContain('error DG073: The output folder was built for another base URL');
    expect(wrongBase.stderr).toContain('more: https://docgen-dev.github.io/docgen/reference/errors/#dg073');
  }, 120_000);

  it('fails on a markdown link to a missing .md file, which the build only warned about', async () => {
    const root = site();
    writeFileSync(path.join(root, 'docs/guides/start.md'), '---\ntitle: Start\n---\n\nSee [the old page](old.md).\n\n## Top of page\n');
    const build = await runCli(['build', '--root', root], { cwd: root });
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toContain('Broken markdown link: old.md does not match any page');
    expect(existsSync(path.join(root, 'build/guides/start/index.html'))).toBe(true);
    expect(readFileSync(path.join(root, 'build/guides/start/index.html'), 'utf8')).toContain('href="old.md"');

    const check = await runCli(['check', '--root', root, '--no-build', '--format', 'json'], { cwd: root });
    expect(check.code).toBe(1);
    const report = JSON.parse(check.stdout) as { ok: boolean; broken: { url: string; from: string }[]; error: { code: string } };
    expect(report.ok).toBe(false);
    expect(report.error.code).toBe('DG050');
    expect(report.broken).toEqual([expect.objectContaining({ url: '/guides/start/old.md', from: '/guides/start/' })]);
  }, 120_000);
});
