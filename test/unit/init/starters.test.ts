/** The starters of `docgen init`: file names, placeholders, and what each template holds. */
import { starterSiteFiles } from '../../helpers/starter-site.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { fillPlaceholders, packageNameFromFolder, titleFromFolder, type StarterValues } from '../../../src/init/placeholders.js';
import { repoRoot } from '../../helpers/paths.js';
import { starterFiles, targetPath, TEMPLATES } from '../../../src/init/starter-files.js';

/** Values with every character that could break a string literal. */
const tricky: StarterValues = {
  title: `Ann's "docs" \\ {year}\nnext`,
  url: 'https://docs.example.com',
  packageName: 'anns-docs',
  docgenSpec: 'file:../docgen',
};

describe('fillPlaceholders', () => {
  it('escapes values for the string literal they sit in: JSON and YAML double quotes, TypeScript single quotes', () => {
    expect(JSON.parse(fillPlaceholders('{"name": "{{title}}"}', tricky, 'package.json'))).toEqual({ name: tricky.title });
    expect(parseYaml(fillPlaceholders('title: "{{title}}"', tricky, 'docs/index.md'))).toEqual({ title: tricky.title });
    const typescript = fillPlaceholders("export const title = '{{title}}';", tricky, 'site.config.ts');
    expect(typescript).toBe(`export const title = 'Ann\\'s \\"docs\\" \\\\ {year}\\nnext';`);
  });

  it('leaves GitHub Actions expressions alone and throws on an unknown placeholder', () => {
    expect(fillPlaceholders('group: docs-${{ github.ref }}', tricky, 'docs.yml')).toBe('group: docs-${{ github.ref }}');
    expect(() => fillPlaceholders('{{titel}}', tricky, 'site.config.ts')).toThrow(
      'unknown placeholder {{titel}} in starter file site.config.ts',
    );
  });
});

describe('defaults from the folder name', () => {
  it('a title in words, a valid npm package name', () => {
    expect(titleFromFolder('/x/my-api_docs')).toBe('My Api Docs');
    expect(titleFromFolder('/')).toBe('Docs');
    expect(packageNameFromFolder('/x/My Docs!')).toBe('my-docs');
    expect(packageNameFromFolder('/x/.hidden')).toBe('hidden');
    expect(packageNameFromFolder('/x/___')).toBe('docs');
  });
});

describe('starterFiles', () => {
  it('gives gitignore and github/ their dot back, and nothing else', () => {
    expect(targetPath('gitignore')).toBe('.gitignore');
    expect(targetPath('github/workflows/docs.yml')).toBe('.github/workflows/docs.yml');
    expect(targetPath('docs/guides/github/x.md')).toBe('docs/guides/github/x.md');
  });

  it.each(TEMPLATES)('template %s: a whole site, no path twice, every placeholder known and filled', (template) => {
    const files = starterFiles(template);
    const targets = files.map((file) => file.target).sort();
    expect(new Set(targets).size, 'no two starter folders hold the same path').toBe(targets.length);
    const expected = starterSiteFiles(template);
    expect(targets).toEqual(expected);
    for (const file of files) {
      const filled = fillPlaceholders(readFileSync(file.source, 'utf8'), tricky, file.target);
      expect(filled, file.target).not.toMatch(/\{\{[A-Za-z]+\}\}/);
      if (file.target.endsWith('.json')) expect(() => JSON.parse(filled), file.target).not.toThrow();
      if (/\.ya?ml$/.test(file.target)) expect(() => parseYaml(filled), file.target).not.toThrow();
      if (file.target.endsWith('.md')) expect(() => parseYaml(filled.split(/^---$/m)[1]!), file.target).not.toThrow();
    }
  });

  it('the starters live in starters/ of the engine package', () => {
    const starters = path.join(repoRoot, 'starters') + path.sep;
    expect(starterFiles('guides').every((file) => file.source.startsWith(starters))).toBe(true);
  });
});
