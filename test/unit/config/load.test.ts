import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { formatDocgenError } from '../../../src/errors/docgen-error.js';
import { fixtureSite } from '../../helpers/paths.js';
import { snapshotTree } from '../../helpers/bad-input.js';
import { withReadOnlyFolder } from '../../helpers/read-only.js';
import { docgenRejectionOf, tempDir } from '../../helpers/temp.js';

describe('loadConfig', () => {
  it('loads, validates and freezes a TypeScript configuration', async () => {
    const root = fixtureSite('basic');
    const config = await loadConfig(root);
    expect(config.title).toBe('Acme Docs');
    expect(config.root).toBe(root);
    expect(config.configFile).toBe(path.join(root, 'site.config.ts'));
    expect(config.navbar.items.map((item) => item.label)).toEqual(['Guide', 'Blog']);
    expect(Object.isFrozen(config.navbar)).toBe(true);
  });

  it.each(['site.config.js', 'site.config.mjs', 'site.config.mts'])(
    "loads %s, a configuration that imports defineConfig from 'docgen-cli' without having it installed",
    async (name) => {
      const root = tempDir({
        [name]: "import { defineConfig } from 'docgen-cli';\nexport default defineConfig({ title: 'Plain', url: 'https://plain.test' });\n",
      });
      const config = await loadConfig(root);
      expect(config.title).toBe('Plain');
      expect(config.configFile).toBe(path.join(root, name));
    },
  );

  it('names static/favicon.ico as the icon of a site that names none, and leaves a named one alone', async () => {
    const config = "export default { title: 'Icon', url: 'https://icon.test' };\n";
    const withIco = tempDir({ 'site.config.ts': config, 'static/favicon.ico': 'ico' });
    expect((await loadConfig(withIco)).favicon).toBe('/favicon.ico');
    expect(Object.isFrozen(await loadConfig(withIco))).toBe(true);
    expect((await loadConfig(tempDir({ 'site.config.ts': config }))).favicon).toBeUndefined();
    const named = "export default { title: 'Icon', url: 'https://icon.test', favicon: '/img/logo.svg' };\n";
    expect((await loadConfig(tempDir({ 'site.config.ts': named, 'static/favicon.ico': 'ico' }))).favicon).toBe('/img/logo.svg');
  });

  it("lists the site's own files the configuration imports (a plugin's module), not modules of Node or docgen's helper", async () => {
    const root = tempDir({
      'site.config.ts':
        "import { defineConfig } from 'docgen-cli';\nimport { basename } from 'node:path';\nimport notes from './plugins/notes';\nexport default defineConfig({ title: basename('/Imports'), url: 'https://imports.test', plugins: [notes] });\n",
      'plugins/notes.ts': "import { label } from './label';\nexport default { name: label };\n",
      'plugins/label.ts': "export const label = 'notes';\n",
    });
    const config = await loadConfig(root);
    expect(config.plugins.map((plugin) => plugin.name)).toEqual(['notes']);
    expect([...config.configImports!].sort()).toEqual([path.join(root, 'plugins/label.ts'), path.join(root, 'plugins/notes.ts')]);
    expect((await loadConfig(fixtureSite('basic'))).configImports).toBeUndefined();
  });

  it('refuses two configuration files side by side, naming both', async () => {
    const config = "export default { title: 'Twice', url: 'https://twice.test' };\n";
    const root = tempDir({ 'site.config.ts': config, 'site.config.js': config });
    const error = await docgenRejectionOf(loadConfig(root));
    expect(error.code).toBe('DG160');
    expect(error.message).toContain(path.join(root, 'site.config.ts'));
    expect(error.message).toContain(path.join(root, 'site.config.js'));
    expect(error.hint).toMatch(/Keep one of them/);
  });

  it('writes nothing: the site folder is byte-identical after loading, and a read-only one loads', async () => {
    const root = tempDir({ 'site.config.ts': `export default { title: 'T', url: 'https://t.test' };\n` });
    const before = snapshotTree(root);
    expect((await withReadOnlyFolder(root, () => loadConfig(root))).title).toBe('T');
    expect(snapshotTree(root)).toEqual(before);
  });

  it("imports packages from the site's own node_modules, ESM and CommonJS, and keeps import.meta.url", async () => {
    const root = tempDir({
      'site.config.ts': `import { brand } from 'site-brand';\nimport legacy from 'legacy-brand';\nexport default { title: brand + legacy.suffix, url: 'https://t.test', tagline: import.meta.url, customFields: { dir: import.meta.dirname, file: import.meta.filename } };\n`,
      'node_modules/site-brand/package.json': JSON.stringify({
        name: 'site-brand',
        type: 'module',
        exports: { '.': { import: './index.js' } },
      }),
      'node_modules/site-brand/index.js': `export const brand = 'Acme';\n`,
      'node_modules/legacy-brand/package.json': JSON.stringify({ name: 'legacy-brand', main: 'index.js' }),
      'node_modules/legacy-brand/index.js': `module.exports = { suffix: ' Docs' };\n`,
    });
    const config = await loadConfig(root);
    expect(config.title).toBe('Acme Docs');
    expect(config.tagline).toBe(pathToFileURL(path.join(root, 'site.config.ts')).href);
    expect(config.customFields).toEqual({ dir: root, file: path.join(root, 'site.config.ts') });
  });

  it('gives up on a configuration that never finishes loading', async () => {
    const root = tempDir({ 'site.config.ts': `await new Promise(() => {});\nexport default { title: 'T', url: 'https://t.test' };\n` });
    const error = await docgenRejectionOf(loadConfig(root, { timeoutMs: 200 }));
    expect(error.code).toBe('DG066');
    expect(error.location).toEqual({ file: path.join(root, 'site.config.ts') });
    expect(error.message).toContain('still running after 0.2 s');
  });

  it('reports an import of a package the site does not have', async () => {
    const root = tempDir({
      'site.config.ts': `import x from 'not-installed-anywhere';\nexport default { title: x, url: 'https://t.test' };\n`,
    });
    const error = await docgenRejectionOf(loadConfig(root));
    expect(error.code).toBe('DG002');
    expect(error.location).toMatchObject({ file: path.join(root, 'site.config.ts'), line: 1 });
    expect(formatDocgenError(error)).toContain('not-installed-anywhere');
  });

  it('bundles local imports and types', async () => {
    const root = tempDir({
      'site.config.ts': `import { footer } from './config/footer';\ninterface Extra { a: number }\nconst extra: Extra = { a: 1 };\nexport default { title: 'T' + extra.a, url: 'https://t.test', footer };\n`,
      'config/footer.ts': `export const footer = { copyright: 'Copyright {year}' };\n`,
    });
    const config = await loadConfig(root);
    expect(config.title).toBe('T1');
    expect(config.footer.copyright).toBe('Copyright {year}');
  });

  it('reports a missing configuration file', async () => {
    const root = tempDir();
    const error = await docgenRejectionOf(loadConfig(root));
    expect(error.code).toBe('DG001');
    expect(error.message).toBe(`${root} has no site configuration: docgen looked for site.config.ts (and .mts, .js, .mjs) there.`);
    expect(error.hint).toContain('pass --root DIR');
    expect(error.hint).toContain('npx docgen-cli init');
    expect(error.hint).toContain('npm create docgen@latest');
  });

  it('reports a TypeScript syntax error with file:line:column and a code frame', async () => {
    const root = tempDir({
      'site.config.ts': `export default {\n  title: 'Broken',\n  url: 'https://x.test',,\n};\n`,
    });
    const file = path.join(root, 'site.config.ts');
    const error = await docgenRejectionOf(loadConfig(root));
    expect(error.code).toBe('DG002');
    expect(error.location).toEqual({ file, line: 3, column: 25 });
    expect(error.frame).toMatchInlineSnapshot(`
      "  1 | export default {
        2 |   title: 'Broken',
      > 3 |   url: 'https://x.test',,
          |                         ^
        4 | };
        5 | "
    `);
    const printed = formatDocgenError(error);
    expect(printed).toContain(`in ${file}:3:25`);
    expect(printed).toContain('caused by: Expected identifier but found ","');
    expect(printed).not.toMatch(/\n\s+at /);
  });

  it('reports a configuration without a default export', async () => {
    const root = tempDir({ 'site.config.ts': `export const config = { title: 'T', url: 'https://t.test' };\n` });
    const error = await docgenRejectionOf(loadConfig(root));
    expect(error.code).toBe('DG002');
    expect(String((error.cause as Error).message)).toBe('the file has no default export');
  });

  it('reports a configuration that throws while it runs, keeping the cause', async () => {
    const root = tempDir({
      'site.config.ts': `const missing: any = undefined;\nexport default { title: missing.title, url: 'https://t.test' };\n`,
    });
    const error = await docgenRejectionOf(loadConfig(root));
    expect(error.code).toBe('DG002');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(readdirSync(root).filter((name) => name.startsWith('.site.config'))).toEqual([]);
  });

  it('points an invalid field at its line in the file', async () => {
    const root = tempDir({
      'site.config.ts': `export default {\n  title: 'T',\n  url: 'https://t.test',\n  navbar: {\n    hideOnScroll: 'yes',\n  },\n};\n`,
    });
    const error = await docgenRejectionOf(loadConfig(root));
    expect(error.code).toBe('DG003');
    expect(error.message).toMatchInlineSnapshot(`"navbar.hideOnScroll: Invalid input: expected boolean, received string"`);
    expect(error.location).toEqual({ file: path.join(root, 'site.config.ts'), line: 5 });
  });

  it('leaves no temporary module behind when the config fails', async () => {
    const root = tempDir({ 'site.config.ts': `export default { title: 1, url: 'https://t.test' };\n` });
    await docgenRejectionOf(loadConfig(root));
    expect(existsSync(root) && readdirSync(root)).toEqual(['site.config.ts']);
  });
});
