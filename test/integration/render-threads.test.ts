import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { outputFiles } from '../helpers/output-files.js';

/** Builds the site with `--workers <count>`; the run must end by itself (no thread left running). */
async function buildWith(root: string, workers: number) {
  const out = `out-${workers}`;
  const run = await runDocgen(['build', '--root', root, '--out', out, '--workers', String(workers), '--no-cache'], {
    cwd: root,
    timeoutMs: 120_000,
  });
  return { ...run, output: run.stdout + run.stderr, files: run.code === 0 ? outputFiles(path.join(root, out)) : new Map<string, Buffer>() };
}

/** The output files whose bytes differ between two builds (both must have the same files). */
function differing(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  return [...a].filter(([file, bytes]) => !bytes.equals(b.get(file)!)).map(([file]) => file);
}

describe('API pages rendered on render threads', () => {
  for (const fixture of ['api', 'llms', 'versions-locales', 'mock']) {
    it(`builds the ${fixture} fixture byte for byte the same with a render thread as without, and the CLI exits`, async () => {
      const { root } = copyFixtureSite(fixture);
      const single = await buildWith(root, 1);
      const threaded = await buildWith(root, 2);
      expect(single.code, single.stderr).toBe(0);
      expect(threaded.code, threaded.stderr).toBe(0);
      // The threaded build did share its API pages with a thread; the single one did not.
      expect(threaded.output).toMatch(/render \d+ pages with 1 render thread/);
      expect(single.output).not.toMatch(/render thread/);
      expect(differing(single.files, threaded.files)).toEqual([]);
      expect([...single.files.keys()].filter((file) => file.startsWith('api/')).length).toBeGreaterThan(5);
    }, 240_000);
  }

  it('loads a config that cannot cross threads (a markdown plugin is a function) again in the thread, with the same output', async () => {
    const { root } = copyFixtureSite('api');
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    // A remark plugin that marks every paragraph of the docs and the API descriptions alike.
    const plugin = `const marked = () => (tree: { children: Array<{ type: string; data?: object }> }) => {
  for (const node of tree.children) if (node.type === 'paragraph') node.data = { hProperties: { className: ['plugin-marked'] } };
};
`;
    writeFileSync(
      path.join(root, 'site.config.ts'),
      plugin + config.replace("  tagline: 'The Zoo APIs.',", "  tagline: 'The Zoo APIs.',\n  markdown: { remarkPlugins: [marked] },"),
    );
    const single = await buildWith(root, 1);
    const threaded = await buildWith(root, 2);
    expect(single.code, single.stderr).toBe(0);
    expect(threaded.code, threaded.stderr).toBe(0);
    expect(threaded.output).toMatch(/with 1 render thread/);
    expect(differing(single.files, threaded.files)).toEqual([]);
    // The plugin ran (the thread's config has it too: the API pages are the same bytes).
    expect(single.files.get('index.html')!.includes('plugin-marked')).toBe(true);
  }, 240_000);

  it("fails with the same site error (DG187, the override's file and the page), and no output, when a page on a render thread fails to render", async () => {
    const { root } = copyFixtureSite('api');
    mkdirSync(path.join(root, 'components/overrides'), { recursive: true });
    writeFileSync(
      path.join(root, 'components/overrides/OperationPage.tsx'),
      `import type { OverrideProps } from 'docgen-cli';
export default function OperationPage(_props: OverrideProps<'OperationPage'>): never {
  throw new Error('the operation page override refuses to render');
}
`,
    );
    const single = await buildWith(root, 1);
    const threaded = await buildWith(root, 2);
    // A mistake of the site (exit 1), not a crash of docgen, whichever thread met it first.
    for (const run of [single, threaded]) {
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toMatch(/error DG187/);
      expect(run.stderr).toMatch(/components\/overrides\/OperationPage\.tsx/);
      expect(run.stderr).toMatch(/failed to render the page \/api\/[a-z-]+\/[a-z-]+: the operation page override refuses to render/);
      expect(run.stderr).not.toMatch(/crashed|\n\s+at /);
    }
    expect(readdirSync(root)).not.toContain('out-2');
  }, 240_000);
});
