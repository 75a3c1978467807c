import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen } from '../helpers/bad-input.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { outputFiles } from '../helpers/output-files.js';
import { tempDir } from '../helpers/temp.js';

/** Builds a copy of a fixture site with `--workers <count>`; the run must end by itself (no thread left running). */
async function buildWith(root: string, workers: number, out: string) {
  // Cold: a build whose pages are all cached starts no threads (test/integration/build-cache.test.ts).
  const run = await runDocgen(['build', '--root', root, '--out', out, '--workers', String(workers), '--no-cache'], {
    cwd: root,
    timeoutMs: 120_000,
  });
  return { ...run, files: run.code === 0 ? outputFiles(path.join(root, out)) : new Map<string, Buffer>() };
}

describe('docs markdown on worker threads', () => {
  for (const fixture of ['basic', 'builtins']) {
    it(`builds the ${fixture} fixture byte for byte the same with --workers 1 and --workers 3, and the CLI exits`, async () => {
      const { root } = copyFixtureSite(fixture);
      const single = await buildWith(root, 1, 'out-1');
      const threaded = await buildWith(root, 3, 'out-3');
      expect(single.code, single.stderr).toBe(0);
      expect(threaded.code, threaded.stderr).toBe(0);
      // The threaded build did render on workers, the single one on the main thread.
      expect(threaded.stderr + threaded.stdout).toMatch(/finish markdown on 3 worker threads/);
      expect(single.stderr + single.stdout).toMatch(/finish markdown/);
      expect(single.stderr + single.stdout).not.toMatch(/worker threads/);
      expect([...threaded.files.keys()].sort()).toEqual([...single.files.keys()].sort());
      const differing = [...single.files].filter(([file, bytes]) => !bytes.equals(threaded.files.get(file)!)).map(([file]) => file);
      expect(differing).toEqual([]);
      expect(single.files.size).toBeGreaterThan(5);
    }, 240_000);
  }

  it('keeps a small site on the main thread when neither --workers nor build.workers asks for threads', async () => {
    const { root } = copyFixtureSite('basic');
    const run = await runDocgen(['build', '--root', root], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/finish markdown/);
    expect(run.stderr).not.toMatch(/worker threads/);
  }, 60_000);

  it('names the file and line of a markdown error raised in a worker, as the main thread does, and exits', async () => {
    const deep = `${'> '.repeat(120)}too deep`;
    const root = tempDir({
      'site.config.ts': `export default { title: 'Deep', url: 'https://deep.test' };\n`,
      'docs/index.md': '# Home\n\nWelcome.\n',
      'docs/fine.md': '# Fine\n\nText.\n',
      'docs/deep.md': `---\ntitle: Deep\n---\n\nA paragraph.\n\n${deep}\n`,
    });
    const single = await runDocgen(['build', '--root', root, '--workers', '1'], { cwd: root });
    const threaded = await runDocgen(['build', '--root', root, '--workers', '2'], { cwd: root });
    expect(threaded.code).toBe(1);
    expect(threaded.stderr).toMatch(/finish markdown on 2 worker threads/);
    expect(threaded.stderr).toContain(`${path.join(root, 'docs/deep.md')}:7`);
    expect(threaded.stderr).toMatch(/nested 120 levels deep/);
    expect(threaded.stderr).not.toMatch(/^\s+at /m);
    expect(single.code).toBe(1);
    // The error's text from its code to its hint (stage lines of other work may print around it).
    const errorOf = (stderr: string) => /DG\d+:[^]*?hint: [^\n]*/.exec(stderr)?.[0];
    expect(errorOf(single.stderr)).toBeDefined();
    expect(errorOf(threaded.stderr)).toBe(errorOf(single.stderr));
  }, 120_000);

  it('refuses a --workers value that is not a whole number from 1, naming the option', async () => {
    const root = tempDir({ 'site.config.ts': `export default { title: 'W', url: 'https://w.test' };\n` });
    for (const value of ['0', 'two', '1.5', '-2']) {
      const run = await runDocgen(['build', '--root', root, `--workers=${value}`], { cwd: root });
      expect(run.code, value).toBe(2);
      expect(run.stderr, value).toMatch(/--workers/);
      expect(run.stderr, value).toMatch(/whole number of threads from 1/);
    }
  }, 120_000);

  it('refuses build.workers of the config below 1, naming the key', async () => {
    const root = tempDir({ 'site.config.ts': `export default { title: 'W', url: 'https://w.test', build: { workers: 0 } };\n` });
    const run = await runDocgen(['build', '--root', root], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/build\.workers/);
    expect(run.stderr).toMatch(/at least 1/);
  }, 60_000);
});
