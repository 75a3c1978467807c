/**
 * Ctrl-C or SIGTERM while a build is writing pages into its staging folder (pages under
 * way on disk, more rendering): the build stops taking pages, lets the writes under way
 * settle, removes the staging folder, and exits with the signal's code. Nothing is left.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedSite } from '../helpers/generated-site.js';
import { repoRoot } from '../helpers/paths.js';

/** Files under a folder, counted; 0 when it is not there (or goes while it is read). */
function filesUnder(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

describe('a build stopped mid-render', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`by ${signal} exits ${code} and leaves no staging folder`, async () => {
      const root = generatedSite(220);
      const staging = path.join(root, '.build.docgen-staging');
      const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '--no-cache'], {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
      // Pages on disk, and (220 guides) many more to render and write: the signal lands mid-render.
      await expect.poll(() => filesUnder(path.join(staging, 'guides')), { timeout: 120_000, interval: 10 }).toBeGreaterThan(5);
      child.kill(signal);
      expect(await exited, stderr).toBe(code);
      expect(existsSync(staging), stderr).toBe(false);
      expect(existsSync(path.join(root, 'build'))).toBe(false);
      expect(existsSync(path.join(root, '.build.docgen-lock'))).toBe(false);
    }, 180_000);
  }
});
