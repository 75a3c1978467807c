import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { formatDocgenError } from '../../../src/errors/docgen-error.js';
import { fixtureSite } from '../../helpers/paths.js';
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
    // The transpiled module is written beside the config and removed afterwards.
    expect(readdirSync(root).filter((name) => name.startsWith('.site.config'))).toEqual([]);
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
    expect(error.message).toBe(`docgen looked for ${path.join(root, 'site.config.ts')} and did not find it.`);
    expect(error.hint).toMatchInlineSnapshot(`"Run docgen in the folder that holds site.config.ts, or pass --root DIR."`);
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
    const root = tempDir({ 'site.config.ts': `const missing: any = undefined;\nexport default { title: missing.title, url: 'https://t.test' };\n` });
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
