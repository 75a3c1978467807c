import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli } from '../../helpers/bad-input.js';
import { tempDir } from '../../helpers/temp.js';

/**
 * A site's components gone wrong: each build fails with exit 1, names the file (and the
 * line when there is one) and the error code, and prints no stack trace.
 */

const CONFIG = "export default { title: 'Components', url: 'https://components.test' };\n";
const page = (body: string) => `---\ntitle: Home\n---\n\n${body}\n`;

async function buildSite(files: Record<string, string>) {
  const site = tempDir({ 'site.config.ts': CONFIG, ...files });
  return { site, run: await runCli(['build'], { cwd: site }) };
}

describe("bad input: the site's components", () => {
  it('an unknown component directive warns (as in Docusaurus) and fails --strict, naming the page and line and listing the known components', async () => {
    const site = tempDir({
      'site.config.ts': CONFIG,
      'components/chart.tsx': 'export default () => <svg />;\n',
      'docs/index.md': page('Intro.\n\n::charts{data="1"}'),
    });
    const run = await runCli(['build', '--strict'], { cwd: site });
    expectUserError(run, { file: path.join(site, 'docs/index.md'), line: 7, code: 'DG200' });
    expect(run.stderr).toContain('DG031: The directive "::charts" names nothing docgen knows.');
    expect(run.stderr).toContain("widgets (qrcode); the site's components (chart)");
  }, 120_000);

  it('a component that throws names the page and line', async () => {
    const { site, run } = await buildSite({
      'components/chart.tsx':
        "export default function Chart({ data }: { data?: string }) {\n  if (!data) throw new Error('Chart needs data');\n  return <svg />;\n}\n",
      'docs/index.md': page('::chart{}'),
    });
    expectUserError(run, { file: path.join(site, 'docs/index.md'), line: 5, code: 'DG183' });
    expect(run.stderr).toContain('Chart needs data');
  });

  it('a component file with a syntax error names the file and line', async () => {
    const { site, run } = await buildSite({
      'components/chart.tsx': 'export default function Chart() {\n  return <svg>;\n  const = 1;\n}\n',
      'docs/index.md': page('::chart{}'),
    });
    expectUserError(run, { file: path.join(site, 'components/chart.tsx'), code: 'DG180' });
    expect(run.stderr).toMatch(/components\/chart\.tsx:\d+/);
  });

  it('a component file without a default export names the file', async () => {
    const { site, run } = await buildSite({
      'components/chart.tsx': 'export function Chart() {\n  return <svg />;\n}\n',
      'docs/index.md': page('::chart{}'),
    });
    expectUserError(run, { file: path.join(site, 'components/chart.tsx'), code: 'DG181' });
  });

  it('an override of a component that cannot be replaced names the file and lists those that can', async () => {
    const { site, run } = await buildSite({
      'components/overrides/Header.tsx': 'export default () => <header />;\n',
      'docs/index.md': page('Text.'),
    });
    expectUserError(run, { file: path.join(site, 'components/overrides/Header.tsx'), code: 'DG184' });
    expect(run.stderr).toContain('"Footer"');
  });

  it('an unknown client directive names the page and line', async () => {
    const { site, run } = await buildSite({
      'components/chart.tsx': 'export default () => <svg />;\n',
      'docs/index.md': page('::chart{client:hover}'),
    });
    expectUserError(run, { file: path.join(site, 'docs/index.md'), line: 5, code: 'DG186' });
  });
});
