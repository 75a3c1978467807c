/**
 * Versions and locales a user can get wrong, tried through the CLI on a copy of the
 * versions-locales fixture: each exits 1 naming the file (and line or pointer), prints
 * no stack trace and changes nothing in the site folder. A locale without translations
 * is not a mistake: every page falls back to the default locale.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli, snapshotTree } from '../../helpers/bad-input.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';

/** Runs docgen on a copy of the fixture changed by `change`; asserts a clean user error that touched nothing. */
async function refused(
  change: (root: string) => void,
  expected: { file: string; line?: number; pointer?: string; code: string; text: string },
  args = ['build'],
) {
  const { root, parent } = copyFixtureSite('versions-locales');
  change(root);
  const before = snapshotTree(parent);
  const run = await runCli(args, { cwd: root });
  expectUserError(run, { ...expected, file: path.join(root, expected.file) });
  expect(run.stderr).toContain(expected.text);
  expect(snapshotTree(parent)).toEqual(before);
}

const editConfig = (root: string, from: string, to: string) => {
  const file = path.join(root, 'site.config.ts');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`the fixture's config no longer has ${from}`);
  writeFileSync(file, text.replace(from, to));
};

describe('versions and locales docgen refuses', () => {
  it('a version listed in versions.json without its folder names versions.json and the entry', async () => {
    await refused((root) => writeFileSync(path.join(root, 'versions.json'), '[\n  "1.x",\n  "0.9"\n]\n'), {
      file: 'versions.json',
      line: 3,
      pointer: '/1',
      code: 'DG118',
      text: 'versioned_docs/version-0.9/ does not exist',
    });
  });

  it('a versions.json that is not a list of names', async () => {
    await refused((root) => writeFileSync(path.join(root, 'versions.json'), '{ "1.x": true }\n'), {
      file: 'versions.json',
      code: 'DG117',
      text: 'expected an array of version names',
    });
  });

  it('a translated page whose original does not exist is left out with a warning (as Docusaurus does), and fails --strict naming the translation', async () => {
    await refused(
      (root) => writeFileSync(path.join(root, 'i18n/ar/docs/guide/faq.md'), '---\ntitle: أسئلة\n---\n\nنص.\n'),
      {
        file: 'i18n/ar/docs/guide/faq.md',
        code: 'DG200',
        text: 'DG121: This ar translation is of docs/guide/faq.md, which does not exist.',
      },
      ['build', '--strict'],
    );
  });

  it('two versions at one path name the config and both versions', async () => {
    await refused((root) => editConfig(root, "'1.x': { label: '1.x' }", "'1.x': { label: '1.x', path: '' }"), {
      file: 'site.config.ts',
      line: 26,
      code: 'DG120',
      text: 'version "current" and version "1.x" both use the path "/"',
    });
  });

  it('a last version that does not exist names the key and the known versions', async () => {
    await refused((root) => editConfig(root, "lastVersion: 'current'", "lastVersion: '3.x'"), {
      file: 'site.config.ts',
      line: 23,
      code: 'DG119',
      text: 'docs.lastVersion names version "3.x"; the versions are "current", "1.x".',
    });
  });

  it('--versions with an unknown version, or without the last one, names the option (not the config)', async () => {
    const { root } = copyFixtureSite('versions-locales');
    for (const [versions, code, text] of [
      ['current,2.0', 'DG119', '--versions names version "2.0"; the versions are "current", "1.x".'],
      ['1.x', 'DG124', '--versions leaves out version "current"'],
    ]) {
      const run = await runCli(['build', '--versions', versions!], { cwd: root });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain(`error ${code}`);
      expect(run.stderr).toContain(text);
      expect(run.stderr).not.toContain('site.config.ts');
      expect(run.stderr).not.toMatch(/^\s+at /m);
    }
  });

  it('docgen version with a name that exists', async () => {
    await refused(() => undefined, { file: 'versions.json', code: 'DG122', text: 'Version "1.x" already exists' }, ['version', '1.x']);
  });
});

describe('a locale without a translations folder', () => {
  it('builds, every page of the locale shown in the default language with a notice', async () => {
    const { root } = copyFixtureSite('versions-locales');
    rmSync(path.join(root, 'i18n'), { recursive: true });
    mkdirSync(path.join(root, 'i18n'));
    const run = await runCli(['build', '--out', 'out'], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    const page = readFileSync(path.join(root, 'out/ar/guide/intro/index.html'), 'utf8');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('page-notice-untranslated');
    expect(page).toMatch(/<div lang="en">[\s\S]*Orbit 2 tracks satellites/);
  });
});
