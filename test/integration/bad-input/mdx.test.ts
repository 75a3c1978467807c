import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../../src/version.js';
import { expectUserError, runCli, snapshotTree, type CliRun } from '../../helpers/bad-input.js';
import { tempDir } from '../../helpers/temp.js';

/**
 * Mistakes in MDX pages (issue 11): each fails `docgen build` with exit 1, the error code,
 * the .mdx file with the line (and column) at fault, no stack trace, and leaves the site
 * folder and the previous output as they were.
 */
const PREVIOUS_OUTPUT = {
  'build/.docgen-output.json': `${JSON.stringify({ generator: 'docgen', version: VERSION })}\n`,
  'build/index.html': '<!doctype html><p>previous build</p>\n',
};
const page = (body: string) => `---\ntitle: Page\ndescription: An MDX page.\n---\n\n${body}`;

async function buildFails(files: Record<string, string>): Promise<{ run: CliRun; site: string }> {
  const site = tempDir({
    'site.config.ts': "export default { title: 'MDX site', url: 'https://mdx.test' };\n",
    'docs/index.md': '---\ntitle: Home\n---\n\nHome.\n',
    ...PREVIOUS_OUTPUT,
    ...files,
  });
  const before = snapshotTree(site);
  const run = await runCli(['build'], { cwd: site });
  expect(snapshotTree(site), 'the site folder and the previous output are byte-identical').toEqual(before);
  return { run, site };
}

describe('bad input: MDX pages', () => {
  it('an MDX syntax error: MDX’s message at the file line and column', async () => {
    const { run, site } = await buildFails({ 'docs/guide.mdx': page('Intro.\n\n<Note>\n  never closed\n') });
    expectUserError(run, { file: path.join(site, 'docs/guide.mdx'), line: 8, code: 'DG170' });
    expect(run.stderr).toContain(`${path.join(site, 'docs/guide.mdx')}:8:1`);
    expect(run.stderr).toContain('Expected a closing tag for `<Note>`');
  });

  it('an import that does not resolve: the line of the import in the page', async () => {
    const { run, site } = await buildFails({ 'docs/guide.mdx': page("import Chart from '../components/Chart.tsx';\n\n<Chart />\n") });
    expectUserError(run, { file: path.join(site, 'docs/guide.mdx'), line: 6, code: 'DG171' });
    expect(run.stderr).toContain(`${path.join(site, 'docs/guide.mdx')}:6:19`);
    expect(run.stderr).toContain('Could not resolve the import "../components/Chart.tsx"');
  });

  it('a component used without import: its name and the line of its use', async () => {
    const { run, site } = await buildFails({ 'docs/guide.mdx': page('Intro.\n\n<Chart data={[1, 2]} />\n') });
    expectUserError(run, { file: path.join(site, 'docs/guide.mdx'), line: 8, code: 'DG173' });
    expect(run.stderr).toContain('<Chart> is neither imported by the page nor provided by docgen');
  });

  it('a component that throws while rendering: the page, the component, the line and the cause', async () => {
    const { run, site } = await buildFails({
      'components/Chart.tsx': "export default function Chart(): never {\n  throw new Error('the chart needs data');\n}\n",
      'docs/guide.mdx': page("import Chart from '../components/Chart.tsx';\n\nIntro.\n\n<Chart />\n"),
    });
    expectUserError(run, { file: path.join(site, 'docs/guide.mdx'), line: 10, code: 'DG172' });
    expect(run.stderr).toContain('The component <Chart> threw');
    expect(run.stderr).toContain('caused by: the chart needs data');
  });
});
