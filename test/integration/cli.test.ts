/**
 * The real docgen CLI (bin/docgen.js) on the basic fixture site and on a broken one: exit
 * codes, output, and what it leaves on disk.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { fixtureSite, repoRoot } from '../helpers/build-fixture.js';

const basic = fixtureSite('basic');

describe('the docgen CLI', () => {
  const cli = (...args: string[]) => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 60_000,
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  const outParent = mkdtempSync(path.join(tmpdir(), 'docgen-cli-'));
  const outDir = path.join(outParent, 'site');

  const folderSnapshot = (dir: string) =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [path.relative(dir, file), `${statSync(file).mtimeMs}:${readFileSync(file, 'utf8').length}`];
        }),
    );

  beforeAll(() => {
    // The CLI runs the compiled engine: compile the current sources first.
    execFileSync(process.execPath, ['scripts/compile.mjs'], { cwd: repoRoot, stdio: 'pipe' });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('prints --version', () => {
    const run = cli('--version');
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(VERSION);
    expect(VERSION).toBe((JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('prints --help for the program and for build', () => {
    const run = cli('--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: docgen [options] [command]');
    expect(run.stdout).toMatch(/build \[options\]\s+build the site into a static folder/);
    const build = cli('build', '--help');
    expect(build.code).toBe(0);
    expect(build.stdout).toContain('--root <dir>');
    expect(build.stdout).toContain('--out <dir>');
  });

  it('builds a site into --out with exit code 0, progress, the warning and a summary', () => {
    const run = cli('build', '--root', basic, '--out', outDir);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/✓ load config \d+ ms/);
    expect(run.stderr).toMatch(/✓ render 7 pages \d+ ms/);
    expect(run.stderr).toContain(
      `warning ${path.join(basic, 'docs/guide/intro.md')}:18:53: Broken markdown link: missing.md does not match any page`,
    );
    expect(run.stderr).toMatch(/Built 7 pages \(\d+ files\) in \d+\.\d\d s, 1 warning\n/);
    expect(readFileSync(path.join(outDir, 'guide/intro/index.html'), 'utf8')).toContain('<title>Introduction | Acme Docs</title>');
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).toContain('Page Not Found');
    expect(readFileSync(path.join(outDir, 'img/logo.svg'), 'utf8')).toContain('<svg');
  });

  it('exits 1 on a user error, printing it without a stack trace, and keeps the previous output', () => {
    const before = folderSnapshot(outDir);
    expect(Object.keys(before)).toContain('index.html');
    const broken = fixtureSite('bad-frontmatter');
    const run = cli('build', '--root', broken, '--out', outDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error DG010: Invalid frontmatter');
    expect(run.stderr).toContain(`in ${path.join(broken, 'docs/guide/intro.md')}:4:11`);
    expect(run.stderr).toContain('> 4 | keywords: widgets: sharp');
    expect(run.stderr).toContain('hint: Frontmatter is the YAML block');
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(run.stderr).not.toContain('docgen crashed');
    expect(folderSnapshot(outDir)).toEqual(before);
    expect(readdirSync(outParent)).toEqual(['site']);
  });

  it('exits 1 when there is no site configuration', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'docgen-empty-'));
    const run = cli('build', '--root', empty);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error DG001: No site configuration found');
  });

  it('exits non-zero on an unknown command', () => {
    const run = cli('deploy');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("unknown command 'deploy'");
  });
});
