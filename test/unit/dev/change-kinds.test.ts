import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyChanges, withFolderContents } from '../../../src/dev/change-kinds.js';

const root = path.resolve('/site');
const at = (relative: string) => path.join(root, relative);

describe('classifyChanges', () => {
  it('sorts saved files into guides, specs, stylesheets and everything else', () => {
    const kinds = classifyChanges(
      root,
      [at('docs/guide/intro.md'), at('versioned_docs/version-1.x/a.mdx'), at('i18n/fr/docusaurus-plugin-content-docs/current/b.md')],
      ['static/custom.css'],
    );
    expect(kinds).toEqual({
      docs: [at('docs/guide/intro.md'), at('versioned_docs/version-1.x/a.mdx'), at('i18n/fr/docusaurus-plugin-content-docs/current/b.md')],
      specs: [],
      styles: false,
      other: false,
    });
    expect(classifyChanges(root, [at('specs/pets.yaml')], [])).toMatchObject({
      specs: [at('specs/pets.yaml')],
      styles: false,
      other: false,
    });
    expect(classifyChanges(root, [at('static/custom.css')], ['static/custom.css'])).toMatchObject({ styles: true, other: false });
  });

  it('calls anything it does not know a whole-site change: config, sidebars, static files, a category file, an unlisted stylesheet', () => {
    for (const file of [
      'site.config.ts',
      'sidebars.js',
      'static/img/logo.svg',
      'docs/guide/_category.yml',
      'static/other.css',
      // A docs instance's translation (its folder and sidebars file are outside the docs folders too).
      'i18n/fr/docusaurus-plugin-content-docs-community/current/support.md',
      'community/support.md',
      // A blog post's translation.
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-31-launch.md',
      // A page of src/pages, and its translation.
      'src/pages/markdown-page.md',
      'i18n/fr/docusaurus-plugin-content-pages/markdown-page.md',
    ]) {
      expect(classifyChanges(root, [at(file)], ['static/custom.css']).other).toBe(true);
    }
  });
});

describe('withFolderContents', () => {
  it('replaces a folder made or moved in by its files, and keeps files and paths gone as they are', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docgen-kinds-'));
    mkdirSync(path.join(root, 'docs/faq/more'), { recursive: true });
    writeFileSync(path.join(root, 'docs/faq/a.md'), 'A');
    writeFileSync(path.join(root, 'docs/faq/more/b.md'), 'B');
    writeFileSync(path.join(root, 'docs/c.md'), 'C');
    const changes = [
      path.join(root, 'docs/faq'),
      path.join(root, 'docs/c.md'),
      path.join(root, 'docs/gone'),
      path.join(root, 'docs/faq/a.md'),
    ];
    expect(await withFolderContents(changes)).toEqual([
      path.join(root, 'docs/faq/a.md'),
      path.join(root, 'docs/faq/more/b.md'),
      path.join(root, 'docs/c.md'),
      path.join(root, 'docs/gone'),
    ]);
  });
});
