/**
 * Output folders a user can get wrong, tried through the CLI as a user would: every
 * refusal exits 1 with a message naming the folder, prints no stack trace, and leaves
 * the site folder (and any previous output) byte-identical.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli, runDocgen, snapshotTree } from '../../helpers/bad-input.js';
import { withReadOnlyFolder } from '../../helpers/read-only.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';

/** Runs `docgen build --out <out>` in a fresh copy of the basic site and checks nothing changed. */
async function refusedOut(out: string | ((parent: string, root: string) => string), code = 'DG061', env: NodeJS.ProcessEnv = {}) {
  const { root, parent } = copyFixtureSite('basic');
  const target = typeof out === 'function' ? out(parent, root) : out;
  const before = snapshotTree(parent);
  const run = await runCli(['build', '--out', target], { cwd: root, env });
  expectUserError(run, { file: path.resolve(root, target), code });
  expect(run.stderr).toContain('Nothing was changed.');
  expect(snapshotTree(parent)).toEqual(before);
  return run;
}

describe('docgen build --out', () => {
  it.each(['.', '..', 'docs', 'docs/guide', 'specs', 'static', 'static/img', 'static/img/logo.svg', 'site.config.ts', '/'])(
    'refuses %s, which would replace the site or its sources',
    async (out) => {
      await refusedOut(out);
    },
  );

  it('refuses the home folder', async () => {
    const home = mkdtempSync(path.join(tmpdir(), 'docgen-home-'));
    const run = await refusedOut(() => home, 'DG061', { HOME: home });
    expect(run.stderr).toContain('is your home folder');
  });

  it('refuses a symlinked alias of the site folder', async () => {
    const run = await refusedOut((parent, root) => {
      symlinkSync(root, path.join(parent, 'alias'));
      return path.join(parent, 'alias');
    });
    expect(run.stderr).toContain('is the site folder itself');
  });

  it('refuses a folder that holds a spec the config names, even outside the site', async () => {
    const { root, parent } = copyFixtureSite('api');
    const shared = path.join(parent, 'shared');
    mkdirSync(shared);
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    writeFileSync(path.join(root, 'site.config.ts'), config.replace(`spec: 'specs/pets.yaml'`, `spec: '../shared/pets.yaml'`));
    copyFileSync(path.join(root, 'specs/pets.yaml'), path.join(shared, 'pets.yaml'));
    const before = snapshotTree(parent);
    const run = await runCli(['build', '--out', '../shared'], { cwd: root });
    expectUserError(run, { file: shared, code: 'DG061' });
    expect(run.stderr).toContain(`contains ${path.join(shared, 'pets.yaml')}, a file the build reads`);
    expect(snapshotTree(parent)).toEqual(before);
  });

  it('refuses a non-empty folder that docgen did not write, and says how to proceed', async () => {
    const run = await refusedOut((parent) => {
      mkdirSync(path.join(parent, 'notes'));
      writeFileSync(path.join(parent, 'notes/todo.txt'), 'my notes');
      return path.join(parent, 'notes');
    }, 'DG062');
    expect(run.stderr).toContain('Delete the folder yourself if you no longer need it');
    expect(run.stderr).toContain('or choose another folder with --out.');
  });

  it('refuses a file as the output folder', async () => {
    await refusedOut((parent) => {
      writeFileSync(path.join(parent, 'report.pdf'), 'not a folder');
      return path.join(parent, 'report.pdf');
    }, 'DG063');
  });

  it('builds into an empty folder, then replaces only its own output', async () => {
    const { root, parent } = copyFixtureSite('basic');
    mkdirSync(path.join(parent, 'out'));
    expect((await runCli(['build', '--out', '../out', '--quiet'], { cwd: root })).code).toBe(0);
    expect(readdirSync(path.join(parent, 'out'))).toContain('.docgen-output.json');
    const second = await runCli(['build', '--out', '../out', '--quiet'], { cwd: root });
    expect(second.code).toBe(0);
    expect(readdirSync(parent).sort()).toEqual(['out', 'site']);
  });

  it('fails after a bounded time on a configuration that never finishes loading', async () => {
    const { root, parent } = copyFixtureSite('basic');
    writeFileSync(
      path.join(root, 'site.config.ts'),
      `await new Promise(() => {});\nexport default { title: 'T', url: 'https://t.test' };\n`,
    );
    const before = snapshotTree(parent);
    const run = await runDocgen(['build'], { cwd: root, env: { DOCGEN_CONFIG_TIMEOUT_MS: '300' } });
    expectUserError(run, { file: path.join(root, 'site.config.ts'), code: 'DG066' });
    expect(snapshotTree(parent)).toEqual(before);
  });

  it('builds a site on a read-only folder into an output elsewhere, writing nothing beside the config', async () => {
    const { root } = copyFixtureSite('basic');
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-out-')), 'build');
    const before = snapshotTree(root);
    const run = await withReadOnlyFolder(root, () => runCli(['build', '--out', out, '--quiet'], { cwd: root }));
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(out)).toContain('index.html');
    expect(snapshotTree(root)).toEqual(before);
  });

  it('reports a syntax error in the config of a read-only site with file and line, writing nothing', async () => {
    const { root } = copyFixtureSite('basic');
    writeFileSync(path.join(root, 'site.config.ts'), `export default {\n  title: 'T',,\n};\n`);
    const before = snapshotTree(root);
    const run = await withReadOnlyFolder(root, () =>
      runCli(['build', '--out', path.join(mkdtempSync(path.join(tmpdir(), 'docgen-out-')), 'b')], { cwd: root }),
    );
    expectUserError(run, { file: path.join(root, 'site.config.ts'), line: 2, code: 'DG002' });
    expect(snapshotTree(root)).toEqual(before);
  });
});
