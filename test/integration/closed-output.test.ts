/**
 * `docgen build 2>&1 | head -1`: a reader that closes the pipe early (EPIPE on the next
 * write) must not abort the build nor leave its lock behind. The build finishes, the
 * lock is released and the exit code is the build's own.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp.js';

interface ClosedRun {
  code: number | null;
  /** What the reader got before it closed the pipe. */
  read: string;
  /** Whether the output folder already existed when the pipe was closed. */
  outputExistedAtClose: boolean;
}

/** Runs docgen and closes `stream` once its first line has been read (or at once, for `closeAt: 'start'`). */
function runClosingEarly(args: string[], stream: 'stdout' | 'stderr', outDir: string, closeAt: 'first-line' | 'start'): Promise<ClosedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let read = '';
    let outputExistedAtClose = false;
    const reader = child[stream];
    const close = () => {
      outputExistedAtClose = existsSync(outDir);
      reader.destroy();
    };
    if (closeAt === 'start') close();
    else
      reader.on('data', (chunk: Buffer) => {
        read += chunk.toString();
        if (read.includes('\n')) close();
      });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`docgen ${args.join(' ')} did not finish`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, read, outputExistedAtClose });
    });
  });
}

describe('output whose reader went away', () => {
  it('build with stderr closed after the first line: finishes, releases the lock, exits 0', async () => {
    const parent = tempDir();
    const outDir = path.join(parent, 'site');
    const run = await runClosingEarly(['build', '--root', fixtureSite('basic'), '--out', outDir], 'stderr', outDir, 'first-line');
    // The pipe closed before the output was written, so the later lines (stages, summary) hit a closed pipe.
    expect(run.outputExistedAtClose).toBe(false);
    expect(run.read.split('\n')[0]).toMatch(/^Building .* into /);
    expect(run.code).toBe(0);
    expect(readdirSync(parent), 'no lock, staging or previous folder left').toEqual(['site']);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, 'guide/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '.docgen-output.json'))).toBe(true);
  });

  it('check --format json with stdout closed: the check still runs to its end and exits 0', async () => {
    const root = tempDir({
      'site.config.ts': "export default { title: 'Closed', url: 'https://closed.test' };\n",
      'docs/index.md': '---\ntitle: Home\n---\n\nSee [the guide](guides/start.md).\n',
      'docs/guides/start.md': '---\ntitle: Start\n---\n\nStart here.\n',
    });
    const outDir = path.join(root, 'build');
    const run = await runClosingEarly(['check', '--root', root, '--format', 'json'], 'stdout', outDir, 'start');
    expect(run.code).toBe(0);
    expect(readdirSync(root).sort()).toEqual(['build', 'docs', 'site.config.ts']);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
  });
});
