/**
 * Configurations a user can get wrong, tried through the CLI: each exits 1 naming the
 * file (and line where the field is written), prints no stack trace, and changes nothing
 * in the site folder.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli, snapshotTree } from '../../helpers/bad-input.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';

/** Builds the basic site with `config` as its site.config.ts; asserts the failure is a clean user error. */
async function badConfig(config: string, expected: { code: string; line?: number; text: string; file?: string }) {
  const { root, parent } = copyFixtureSite('basic');
  const file = path.join(root, 'site.config.ts');
  writeFileSync(file, config);
  const before = snapshotTree(parent);
  const run = await runCli(['build'], { cwd: root });
  expectUserError(run, { file: path.join(root, expected.file ?? 'site.config.ts'), line: expected.line, code: expected.code });
  expect(run.stderr).toContain(expected.text);
  expect(snapshotTree(parent)).toEqual(before);
}

const base = (fields: string) => `export default {\n  title: 'Acme',\n  url: 'https://acme.test',\n${fields}};\n`;

describe('a configuration that docgen refuses', () => {
  it('with an unknown key names the key and its line', async () => {
    await badConfig(base(`  colour: 'blue',\n`), { code: 'DG003', line: 4, text: 'colour: unknown key' });
  });

  it('with a wrong type names the field, what it expects and the line', async () => {
    await badConfig(`export default {\n  title: 42,\n  url: 'https://acme.test',\n};\n`, { code: 'DG003', line: 2, text: 'title' });
  });

  it('without the required url', async () => {
    await badConfig(`export default { title: 'Acme' };\n`, { code: 'DG003', text: 'url' });
  });

  it('with a navbar item of an unknown type', async () => {
    await badConfig(base(`  navbar: {\n    items: [{ type: 'serch', position: 'right' }],\n  },\n`), {
      code: 'DG004',
      line: 5,
      text: 'No NavbarItem component found for type "serch"',
    });
  });

  it('with a docs-sidebar item whose sidebar has no pages', async () => {
    await badConfig(base(`  navbar: { items: [{ type: 'docSidebar', sidebarId: 'missing', label: 'X' }] },\n`), {
      code: 'DG005',
      text: 'sidebar "missing"',
    });
  });

  it('with a doc item whose doc does not exist', async () => {
    await badConfig(base(`  navbar: { items: [{ type: 'doc', docId: 'no-such-doc', label: 'X' }] },\n`), {
      code: 'DG006',
      text: 'navbar.items[0]',
    });
  });

  it('without a default export', async () => {
    await badConfig(`export const config = { title: 'Acme', url: 'https://acme.test' };\n`, { code: 'DG002', text: 'no default export' });
  });

  it('that throws while it runs', async () => {
    await badConfig(
      `const region = undefined as unknown as { name: string };\nexport default { title: region.name, url: 'https://acme.test' };\n`,
      {
        code: 'DG002',
        text: 'caused by:',
      },
    );
  });

  it('with a syntax error, pointing at its line and column', async () => {
    await badConfig(`export default {\n  title: 'Acme'\n  url: 'https://acme.test',\n};\n`, { code: 'DG002', line: 3, text: 'Expected' });
  });

  it('with a custom stylesheet that does not exist', async () => {
    await badConfig(base(`  customCss: ['static/css/missing.css'],\n`), {
      code: 'DG007',
      text: 'listed in customCss, does not exist',
      file: 'static/css/missing.css',
    });
  });
});

describe('a site folder that docgen cannot use', () => {
  it('without site.config.ts says so', async () => {
    const { root, parent } = copyFixtureSite('basic');
    const { rmSync } = await import('node:fs');
    rmSync(path.join(root, 'site.config.ts'));
    const before = snapshotTree(parent);
    const run = await runCli(['build'], { cwd: root });
    expectUserError(run, { file: path.join(root, 'site.config.ts'), code: 'DG001' });
    expect(snapshotTree(parent)).toEqual(before);
  });

  it('that does not exist says so', async () => {
    const { parent } = copyFixtureSite('basic');
    const run = await runCli(['build', '--root', 'nowhere'], { cwd: parent });
    expectUserError(run, { file: path.join(parent, 'nowhere'), code: 'DG000' });
  });
});
