/**
 * The real docgen CLI (bin/docgen.js) on the basic fixture site and on a broken one: exit
 * codes, output, and what it leaves on disk.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { fixtureSite, repoRoot } from '../helpers/build-fixture.js';

const basic = fixtureSite('basic');

describe('the docgen CLI', () => {
  const cliWith = (env: NodeJS.ProcessEnv, ...args: string[]) => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env,
      timeout: 60_000,
    });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  const cli = (...args: string[]) => cliWith({ ...process.env, NO_COLOR: '1' }, ...args);
  /** The environment of a terminal session outside CI, without NO_COLOR. */
  const { CI: _ci, NO_COLOR: _noColor, ...plainEnv } = process.env;
  /** Runs docgen on a pseudo-terminal (util-linux `script`), as in an interactive shell. */
  const onTerminal = (env: NodeJS.ProcessEnv, ...args: string[]) => {
    const command = [process.execPath, path.join(repoRoot, 'bin/docgen.js'), ...args].map((word) => `'${word}'`).join(' ');
    return spawnSync('script', ['-qec', command, '/dev/null'], { cwd: repoRoot, encoding: 'utf8', env, timeout: 60_000 });
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
    // The error ends with the link to its entry in the manual's error reference.
    expect(run.stderr.trimEnd().split('\n').at(-1)).toBe('  more: https://docgen-dev.github.io/docgen/reference/errors/#dg010');
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

  it('exits 2 on usage mistakes, with the usage and no crash report', () => {
    const mistakes: [string[], string][] = [
      [['deploy'], "unknown command 'deploy'"],
      [['build', '--bogus'], "unknown option '--bogus'"],
      [['serve', '--port', 'eighty'], 'expected a port number from 0 to 65535'],
      [['check', '--format', 'xml'], "argument 'xml' is invalid. Allowed choices are text, json"],
      [['build', '--quiet', '--verbose'], "option '--verbose' cannot be used with option '-q, --quiet'"],
      [['version'], "missing required argument 'name'"],
      [[], 'Usage: docgen'],
    ];
    for (const [args, message] of mistakes) {
      const run = cli(...args);
      expect(run.code, `docgen ${args.join(' ')}`).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).not.toContain('docgen crashed');
    }
  });

  it('takes the same global flags on every command', () => {
    for (const command of ['build', 'serve', 'check', 'version']) {
      const help = cli(command, '--help').stdout;
      for (const flag of ['--root <dir>', '--out <dir>', '-q, --quiet', '--verbose', '--no-color']) {
        expect(help, `${command} --help`).toContain(flag);
      }
    }
  });

  it('with --quiet prints only the warning; with --verbose also the config, the build paths and the files written', () => {
    const quiet = cli('build', '--root', basic, '--out', outDir, '--quiet');
    expect(quiet.code).toBe(0);
    expect(quiet.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^warning .*Broken markdown link/)]);
    const verbose = cli('build', '--root', basic, '--out', outDir, '--verbose');
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toContain(`  config ${path.relative(repoRoot, path.join(basic, 'site.config.ts'))}\n`);
    expect(verbose.stderr).toContain(
      `  writing to ${path.join(outParent, '.site.docgen-staging')} first, holding ${path.join(outParent, '.site.docgen-lock')}`,
    );
    expect(verbose.stderr).toMatch(/ {2}files: 7 html, 6 md, \d+ json, \d+ js, 1 css, /);
  });

  it('with --verbose prints the stack of the cause of an error (here, the site config that throws)', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'docgen-throws-'));
    writeFileSync(path.join(site, 'site.config.ts'), "throw new Error('the config cannot start');\nexport default {};\n");
    const plain = cli('build', '--root', site);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('caused by: the config cannot start');
    expect(plain.stderr).not.toMatch(/\n\s+at /);
    const verbose = cli('build', '--root', site, '--verbose');
    expect(verbose.code).toBe(1);
    expect(verbose.stderr).toMatch(/cause: Error: the config cannot start\n\s+at /);
  });

  it('writes no control characters when stderr is not a terminal or in CI, colours on a terminal', () => {
    const controls = /[\u001b\r]/;
    const piped = cliWith(plainEnv, 'build', '--root', basic, '--out', outDir);
    expect(piped.code).toBe(0);
    expect(piped.stderr).not.toMatch(controls);
    // Colour codes (SGR); the progress bar redraws with other escapes on a slow machine.
    const escape = /\u001b\[\d+(;\d+)*m/;
    const terminal = onTerminal(plainEnv, 'build', '--root', basic, '--out', outDir);
    expect(terminal.status).toBe(0);
    expect(terminal.stdout, 'colours on a terminal').toMatch(escape);
    const plainRuns: { env: NodeJS.ProcessEnv; flags: string[]; why: string }[] = [
      { env: { ...plainEnv, CI: 'true' }, flags: [], why: 'CI=true' },
      { env: { ...plainEnv, NO_COLOR: '1' }, flags: [], why: 'NO_COLOR=1' },
      { env: plainEnv, flags: ['--no-color'], why: '--no-color' },
    ];
    for (const { env, flags, why } of plainRuns) {
      const run = onTerminal(env, 'build', '--root', basic, '--out', outDir, ...flags);
      expect(run.status).toBe(0);
      expect(run.stdout, why).not.toMatch(escape);
      // In CI not even a progress bar: nothing but text (the terminal turns \n into \r\n).
      if (why === 'CI=true') expect(run.stdout.replace(/\r\n/g, '\n')).not.toMatch(controls);
      expect(run.stdout).toMatch(/Built 7 pages/);
    }
  });
});
