import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli, snapshotTree } from '../../helpers/bad-input.js';
import { tempDir } from '../../helpers/temp.js';

/**
 * Docusaurus content that cannot build: each fails with exit 1, names the file and line
 * at fault, prints no stack trace and leaves the site folder as it was.
 */
const CONFIG = "export default {\n  title: 'Moved site',\n  url: 'https://moved.test',\n};\n";

async function buildFails(files: Record<string, string>) {
  const site = tempDir({ 'site.config.ts': CONFIG, 'docs/intro.md': '# Intro\n\nText.\n', ...files });
  const before = snapshotTree(site);
  const run = await runCli(['build'], { cwd: site });
  expect(snapshotTree(site), 'the site folder is unchanged').toEqual(before);
  return { run, site };
}

describe('bad input: Docusaurus content', () => {
  it('a _category_.json that is not JSON: names the file and the line', async () => {
    const { run, site } = await buildFails({
      'docs/guides/_category_.json': '{\n  "label": "Guides",\n  "position": 2,,\n}\n',
      'docs/guides/a.md': 'A.\n',
    });
    expectUserError(run, { file: path.join(site, 'docs/guides/_category_.json'), line: 3, code: 'DG011' });
    expect(run.stderr).toContain('Not valid JSON');
  });

  it('a sidebars.js naming an unknown doc: names sidebars.js, the line, the id and the id meant', async () => {
    const { run, site } = await buildFails({
      'sidebars.js': "module.exports = {\n  docs: [\n    'intro',\n    'guides/instal',\n  ],\n};\n",
      'docs/guides/install.md': 'Install.\n',
    });
    expectUserError(run, { file: path.join(site, 'sidebars.js'), line: 4, code: 'DG213' });
    expect(run.stderr).toContain('Sidebar "docs" lists the doc "guides/instal"');
    expect(run.stderr).toContain('Did you mean "guides/install"?');
  });

  it('a sidebars.ts that does not compile: names the file and the line', async () => {
    const { run, site } = await buildFails({ 'sidebars.ts': "const sidebars = {\n  docs: ['intro'\n};\nexport default sidebars;\n" });
    expectUserError(run, { file: path.join(site, 'sidebars.ts'), line: 3, code: 'DG212' });
  });

  it('a missing partial: names the page and the line of the include', async () => {
    const { run, site } = await buildFails({ 'docs/guides/page.md': '---\ntitle: Page\n---\n\nText.\n\n::include{file="_missing.md"}\n' });
    expectUserError(run, { file: path.join(site, 'docs/guides/page.md'), line: 7, code: 'DG210' });
  });

  it('pagination_next naming no doc: names the page and the line of the key', async () => {
    const { run, site } = await buildFails({ 'docs/guides/page.md': '---\ntitle: Page\npagination_next: guides/nope\n---\n\nText.\n' });
    expectUserError(run, { file: path.join(site, 'docs/guides/page.md'), line: 3, code: 'DG214' });
  });

  it('an i18n/<locale>/code.json that is not JSON: names the file and the line', async () => {
    const { run, site } = await buildFails({
      'docs/hello.mdx': "import Translate from '@docusaurus/Translate';\n\n<Translate id=\"hello\">{'Hello'}</Translate>\n",
      'i18n/en/code.json': '{\n  "hello": { "message": "Hi" },\n  "bye": { "message": "Bye" }\n  "more": { "message": "More" }\n}\n',
    });
    expectUserError(run, { file: path.join(site, 'i18n/en/code.json'), line: 4, code: 'DG217' });
    expect(run.stderr).toContain('not valid JSON');
  });

  it('a current.json entry without a message: names the file and the entry', async () => {
    const { run, site } = await buildFails({
      'i18n/en/docusaurus-plugin-content-docs/current.json':
        '{\n  "version.label": { "message": "Next" },\n  "sidebar.docs.category.Guides": "Guides"\n}\n',
    });
    expectUserError(run, { file: path.join(site, 'i18n/en/docusaurus-plugin-content-docs/current.json'), line: 3, code: 'DG217' });
    expect(run.stderr).toContain('the translation "sidebar.docs.category.Guides" has no "message" text');
  });
});
