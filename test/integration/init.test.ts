/**
 * `docgen init` as a user runs it (bin/docgen.js): the site it writes for each template,
 * that the site builds, passes `docgen check` and type-checks, the folders it refuses
 * (writing nothing), the npm install it runs, and the error of a folder without a site.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli, runDocgen, snapshotTree } from '../helpers/bad-input.js';
import { repoRoot } from '../helpers/paths.js';
import { BROKEN_LINK_POLICY } from '../../src/errors/broken-link-policy.js';
import { starterSiteFiles } from '../helpers/starter-site.js';
import { tempDir } from '../helpers/temp.js';

const SITE_FILES = starterSiteFiles('guides');

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const filesOf = (dir: string) =>
  Object.entries(snapshotTree(dir))
    .filter(([, kind]) => kind !== 'folder')
    .map(([file]) => file.split(path.sep).join('/'))
    .sort();
const docgenSpecOf = (dir: string) =>
  (JSON.parse(read(dir, 'package.json')) as { devDependencies: Record<string, string> }).devDependencies['docgen-cli'];

/** What `npm install` does with a `file:` folder spec: node_modules/docgen-cli links to that folder. */
function installFileSpec(dir: string): void {
  const spec = docgenSpecOf(dir)!;
  expect(spec).toMatch(/^file:/);
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(path.resolve(dir, spec.slice('file:'.length)), path.join(dir, 'node_modules/docgen-cli'), 'dir');
}

/** A folder with a fake `npm` that records where and how it ran, then exits with `exitCode`. */
function fakeNpm(exitCode: number): string {
  const bin = tempDir({}, 'docgen-fake-npm-');
  const script = `#!/bin/sh\necho "$*" > "$PWD/npm-ran.txt"\necho "npm error something went wrong" >&2\nexit ${exitCode}\n`;
  writeFileSync(path.join(bin, 'npm'), script);
  chmodSync(path.join(bin, 'npm'), 0o755);
  return bin;
}

describe('docgen init', () => {
  it('template api (the default): the whole site, placeholders filled, docgen-cli from this checkout', async () => {
    const parent = tempDir();
    const run = await runCli(['init', 'my-docs', '--no-install', '--url', 'https://docs.acme.test'], { cwd: parent });
    expect(run.code, run.stderr).toBe(0);
    const dir = path.join(parent, 'my-docs');
    expect(filesOf(dir)).toEqual(starterSiteFiles('api'));
    for (const file of filesOf(dir)) expect(read(dir, file), file).not.toMatch(/\{\{[A-Za-z]+\}\}/);
    const config = read(dir, 'site.config.ts');
    expect(config).toContain("import { defineConfig } from 'docgen-cli';");
    expect(config).toContain("title: 'My Docs',");
    expect(config).toContain("url: 'https://docs.acme.test',");
    expect(config).toContain("services: [{ id: 'tasks', label: 'Tasks API', spec: 'specs/tasks.yaml' }]");
    const manifest = JSON.parse(read(dir, 'package.json')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'my-docs',
      private: true,
      type: 'module',
      scripts: { start: 'docgen serve --watch', build: 'docgen build', check: 'docgen check' },
      devDependencies: { 'docgen-cli': `file:${path.relative(dir, repoRoot).split(path.sep).join('/')}` },
    });
    expect(read(dir, '.gitignore')).toMatch(/^\/build\/$[\s\S]*^node_modules\/$[\s\S]*^\.docgen\/$/m);
    // TypeScript comes with the site, so its documented type check (`npm run typecheck`) runs.
    expect(manifest).toMatchObject({
      scripts: { typecheck: 'tsc --noEmit' },
      devDependencies: { typescript: expect.stringMatching(/^\^5\./) },
    });
    // A favicon, named by the config: no 404 for /favicon.ico on a first load.
    expect(read(dir, 'static/favicon.svg')).toMatch(/^<svg /);
    expect(config).toContain("favicon: '/favicon.svg',");
    // The workflow deploys to GitHub Pages, which redirects /x to /x/: links end in '/'.
    expect(config).toContain('trailingSlash: true,');
    const workflow = read(dir, '.github/workflows/docs.yml');
    for (const step of ['npm ci', 'npm run typecheck', 'path: .docgen/cache', 'actions/deploy-pages', "github.ref == 'refs/heads/main'"])
      expect(workflow).toContain(step);
    // It builds once, strictly, for the path GitHub Pages serves a project page at, and checks that build.
    const runs = [...workflow.matchAll(/^\s+- run: (.+)$/gm)].map((match) => match[1]);
    expect(runs.filter((command) => /\b(build|check)\b/.test(command!))).toEqual([
      'npm run build -- --strict --base-url "$BASE_URL"',
      'npx docgen check --no-build --base-url "$BASE_URL"',
    ]);
    expect(workflow).toContain(
      "BASE_URL: ${{ endsWith(github.event.repository.name, '.github.io') && '/' || format('/{0}/', github.event.repository.name) }}",
    );
    // Its guide states docgen's broken-link policy, in the words the error reference uses.
    expect(read(dir, 'docs/guides/writing-pages.md')).toContain(BROKEN_LINK_POLICY);
    expect(run.stderr).toContain(`Created "My Docs" in ${dir}`);
    expect(run.stderr).toMatch(/Next:\n {2}cd my-docs\n {2}npm install\n {2}npm start\n/);
  });

  it('template guides, a title with quotes: no API, the title escaped where it is written', async () => {
    const dir = path.join(tempDir(), 'handbook');
    const run = await runCli(['init', dir, '--no-install', '--template', 'guides', '--title', `Ann's "Handbook"`], { cwd: repoRoot });
    expect(run.code, run.stderr).toBe(0);
    expect(filesOf(dir)).toEqual(SITE_FILES);
    expect(read(dir, 'site.config.ts')).toContain(`title: 'Ann\\'s \\"Handbook\\"',`);
    expect(read(dir, 'site.config.ts')).not.toContain('api:');
    expect(read(dir, 'docs/index.md')).toContain(`title: "Ann's \\"Handbook\\""`);
  });

  it.each(['api', 'guides'])(
    'the %s site builds and passes docgen check',
    async (template) => {
      const dir = tempDir();
      expect((await runCli(['init', '--no-install', '--template', template], { cwd: dir })).code).toBe(0);
      installFileSpec(dir);
      const build = await runCli(['build', '--root', dir], { cwd: repoRoot });
      expect(build.stderr).not.toContain('warning');
      expect(build.code, build.stderr).toBe(0);
      expect(existsSync(path.join(dir, 'build/guides/writing-pages/index.html'))).toBe(true);
      if (template === 'api') expect(read(dir, 'build/api/tasks/create-task/index.html')).toContain('Create a task');
      const check = await runCli(['check', '--root', dir], { cwd: repoRoot });
      expect(check.code, check.stderr).toBe(0);
      expect(check.stderr).toMatch(/none broken/);
    },
    240_000,
  );

  it("site.config.ts passes tsc with the site's own tsconfig.json (strict) against this repository's types", () => {
    const dir = tempDir();
    execFileSync(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'init', '--no-install'], { cwd: dir, stdio: 'pipe' });
    // One tsc run checks the config as written and a copy with a wrong type (each run
    // type-checks the engine's sources behind the types again, half a minute of CPU).
    writeFileSync(path.join(dir, 'broken.config.ts'), read(dir, 'site.config.ts').replace("baseUrl: '/'", 'baseUrl: 1'));
    const check = { extends: './tsconfig.json', compilerOptions: repoTypes(), include: ['site.config.ts', 'broken.config.ts'] };
    writeFileSync(path.join(dir, 'tsconfig.check.json'), JSON.stringify(check));
    expect(JSON.parse(read(dir, 'tsconfig.json')).compilerOptions.strict).toBe(true);
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.check.json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const errors = run.stdout.split('\n').filter((line) => /error TS/.test(line));
    // The config as written passes; the same check fails on the wrong type: it does look at the config.
    expect(
      errors.filter((line) => !line.startsWith('broken.config.ts')),
      run.stdout,
    ).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^broken\.config\.ts\(\d+,\d+\): error TS2322/)]);
    expect(run.status).not.toBe(0);
  }, 240_000);
});

/** `docgen-cli` resolved to this repository's source (until a pack-and-install test does it for real). */
function repoTypes() {
  return {
    paths: { 'docgen-cli': [path.join(repoRoot, 'src/index.ts')] },
    types: ['node'],
    typeRoots: [path.join(repoRoot, 'node_modules/@types')],
    jsx: 'react-jsx',
  };
}

describe('docgen init refuses a place it cannot write, and writes nothing', () => {
  it('a folder that is not empty: names it and suggests --force', async () => {
    const dir = tempDir({ 'notes.txt': 'mine' });
    const before = snapshotTree(dir);
    const run = await runCli(['init', '--no-install'], { cwd: dir });
    expectUserError(run, { file: dir, code: 'DG155' });
    expect(run.stderr).toContain('notes.txt');
    expect(run.stderr).toContain('--force');
    expect(snapshotTree(dir)).toEqual(before);
  });

  it('--force with a file the site would write: lists the clashes', async () => {
    const dir = tempDir({ 'package.json': '{}', 'docs/index.md': '# mine', 'keep.txt': 'x' });
    const before = snapshotTree(dir);
    const run = await runCli(['init', dir, '--force', '--no-install'], { cwd: repoRoot });
    expectUserError(run, { file: dir, code: 'DG156' });
    expect(run.stderr).toContain('docs/index.md, package.json');
    expect(snapshotTree(dir)).toEqual(before);
  });

  it('--force with a file where the site needs a folder: a clash too', async () => {
    const dir = tempDir({ docs: 'a file named docs' });
    const before = snapshotTree(dir);
    const run = await runCli(['init', dir, '--force', '--no-install'], { cwd: repoRoot });
    expectUserError(run, { file: dir, code: 'DG156' });
    expect(run.stderr).toMatch(/already exist in .*: docs\./);
    expect(snapshotTree(dir)).toEqual(before);
  });

  it('a path that is a file', async () => {
    const parent = tempDir({ 'site.txt': 'x' });
    const run = await runCli(['init', 'site.txt', '--no-install'], { cwd: parent });
    expectUserError(run, { file: path.join(parent, 'site.txt'), code: 'DG157' });
  });

  it('an unknown template or a URL that is not absolute: a usage error naming the choices', async () => {
    const dir = tempDir();
    const template = await runCli(['init', '--template', 'blog', '--no-install'], { cwd: dir });
    expect(template.code).not.toBe(0);
    expect(template.stderr).toContain('Allowed choices are api, guides');
    const url = await runCli(['init', '--url', 'docs.example.com', '--no-install'], { cwd: dir });
    expect(url.code).not.toBe(0);
    expect(url.stderr).toContain('expected an absolute http(s) URL');
    expect(snapshotTree(dir)).toEqual({});
  });
});

describe('docgen init writes beside what a folder holds when told', () => {
  it('a folder with only .git counts as empty; --force keeps the files that were there', async () => {
    const repo = tempDir({ '.git/HEAD': 'ref: refs/heads/main\n' });
    expect((await runCli(['init', '--no-install'], { cwd: repo })).code).toBe(0);
    expect(existsSync(path.join(repo, 'site.config.ts'))).toBe(true);
    const busy = tempDir({ 'README.md': '# mine' });
    const run = await runCli(['init', '--force', '--no-install', '--template', 'guides'], { cwd: busy });
    expect(run.code, run.stderr).toBe(0);
    expect(read(busy, 'README.md')).toBe('# mine');
    expect(filesOf(busy)).toEqual([...SITE_FILES, 'README.md'].sort());
    expect(run.stderr).toMatch(/Next:\n {2}npm install\n {2}npm start\n/);
  });
});

// A real process: npm's own output reaches the terminal through the inherited stdio.
describe('docgen init runs npm install', () => {
  it('in the new folder, then prints the next two commands', async () => {
    const parent = tempDir();
    const npm = fakeNpm(0);
    const run = await runDocgen(['init', 'site'], { cwd: parent, env: { PATH: `${npm}${path.delimiter}${process.env.PATH}` } });
    expect(run.code, run.stderr).toBe(0);
    expect(read(path.join(parent, 'site'), 'npm-ran.txt').trim()).toBe('install --include=dev');
    expect(run.stderr).toMatch(/Next:\n {2}cd site\n {2}npm start\n/);
  });

  it('a failing install is an error that says the files are written; they stay', async () => {
    const dir = tempDir();
    const npm = fakeNpm(7);
    const run = await runDocgen(['init'], { cwd: dir, env: { PATH: `${npm}${path.delimiter}${process.env.PATH}` } });
    expectUserError(run, { file: dir, code: 'DG158' });
    expect(run.stderr).toContain('npm exited with code 7');
    expect(run.stderr).toContain('npm error something went wrong');
    expect(existsSync(path.join(dir, 'site.config.ts'))).toBe(true);
  });
});

describe('a folder without a site', () => {
  it.each(['build', 'check'])('docgen %s says how to create one', async (command) => {
    const dir = tempDir();
    const run = await runCli([command], { cwd: dir });
    expectUserError(run, { file: path.join(dir, 'site.config.ts'), code: 'DG001' });
    expect(run.stderr).toContain('npx docgen-cli init');
    expect(run.stderr).toContain('npm create docgen@latest my-docs');
  });
});
