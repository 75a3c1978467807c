/**
 * `docgen version <name>` on a copy of the versions-locales fixture: the snapshot lands
 * where the build reads versions from, and the next build publishes it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, snapshotTree } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

describe('docgen version', () => {
  it('copies docs, specs and translations into the new version, lists it first, and the build publishes it', async () => {
    const { root } = copyFixtureSite('versions-locales');
    const before = snapshotTree(root);
    const run = await runCli(['version', '2.0'], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('Created version "2.0" (4 pages)');
    expect(JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.x']);
    const after = snapshotTree(root);
    // Nothing the command did not create changed.
    for (const [file, hash] of Object.entries(before)) if (file !== 'versions.json') expect(after[file], file).toBe(hash);
    const created = Object.keys(after)
      .filter((file) => !(file in before) && after[file] !== 'folder')
      .sort();
    expect(created).toEqual(
      [
        'i18n/ar/versioned_docs/version-2.0/guide/_category.yml',
        'i18n/ar/versioned_docs/version-2.0/guide/intro.md',
        'i18n/ar/versioned_docs/version-2.0/index.md',
        'i18n/ar/versioned_specs/version-2.0/satellites.yaml',
        'versioned_docs/version-2.0/guide/_category.yml',
        'versioned_docs/version-2.0/guide/constellations.md',
        'versioned_docs/version-2.0/guide/intro.md',
        'versioned_docs/version-2.0/guide/setup.md',
        'versioned_docs/version-2.0/index.md',
        'versioned_specs/version-2.0/satellites.yaml',
      ].sort(),
    );
    expect(after['versioned_docs/version-2.0/guide/intro.md']).toBe(before['docs/guide/intro.md']);

    const build = await runCli(['build', '--out', 'out'], { cwd: root });
    expect(build.code, build.stderr).toBe(0);
    const pages = readdirSync(path.join(root, 'out/2.0/guide')).sort();
    // Each page's folder, and its markdown twin for AI readers beside it.
    expect(pages).toEqual(['constellations', 'constellations.md', 'index.html', 'intro', 'intro.md', 'setup', 'setup.md']);
    expect(readFileSync(path.join(root, 'out/ar/2.0/api/satellites/list-satellites/index.html'), 'utf8')).toContain(
      'قائمة الأقمار الصناعية',
    );
  });
});
