/**
 * `docgen serve` as a user meets it: a taken port, nothing built yet, a folder another
 * serve --watch keeps built, symlinks that lead out of the output folder, methods a
 * static server does not accept.
 */
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runDocgen, snapshotTree } from '../../helpers/bad-input.js';
import { startServe } from '../../helpers/serve-process.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';
import { WATCH_OUT } from '../../helpers/watch-refresh.js';

/** A port some other program listens on, until `close`. */
async function takenPort(): Promise<{ port: number; close(): void }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return { port: (blocker.address() as { port: number }).port, close: () => blocker.close() };
}

describe('docgen serve', () => {
  it('says a port is taken before building anything', async () => {
    const { root, parent } = copyFixtureSite('basic');
    const blocker = await takenPort();
    try {
      const before = snapshotTree(parent);
      const run = await runDocgen(['serve', '--watch', '--port', String(blocker.port)], { cwd: root, timeoutMs: 20_000 });
      expectUserError(run, { file: '', code: 'DG070' });
      expect(run.stderr).toContain(`port ${blocker.port}`);
      expect(run.stderr).not.toContain('✓ markdown');
      expect(existsSync(path.join(root, 'build'))).toBe(false);
      expect(snapshotTree(parent)).toEqual(before);
    } finally {
      blocker.close();
    }
  });

  // No save in the site can make such a folder usable: serve --watch must not wait for one.
  it.each([
    ['a non-empty folder docgen did not write', 'DG062', (folder: string) => writeFileSync(path.join(folder, 'todo.txt'), 'my notes')],
    ['a file', 'DG063', (file: string) => writeFileSync(file, 'not a folder')],
  ])('serve --watch --out to %s exits 1 with the refusal, serving nothing', async (_, code, make) => {
    const { root, parent } = copyFixtureSite('basic');
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-foreign-')), 'out');
    if (code === 'DG062') mkdirSync(out);
    make(out);
    const before = snapshotTree(parent);
    const outside = snapshotTree(path.dirname(out));
    const run = await runDocgen(['serve', '--watch', '--port', '0', '--out', out], { cwd: root, timeoutMs: 30_000 });
    expectUserError(run, { file: out, code });
    expect(run.stderr).toContain('Nothing was changed.');
    expect(run.stdout + run.stderr).not.toContain('Serving ');
    expect(snapshotTree(parent)).toEqual(before);
    expect(snapshotTree(path.dirname(out))).toEqual(outside);
  });

  it('refuses another build or server of the folder serve --watch keeps built, until it stops', async () => {
    const { root } = copyFixtureSite('basic');
    const served = path.join(root, WATCH_OUT);
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      const before = snapshotTree(served);
      const build = await runDocgen(['build', '--out', WATCH_OUT], { cwd: root });
      expectUserError(build, { file: served, code: 'DG067' });
      expect(build.stderr).toContain(`docgen serve --watch (process ${server.child.pid})`);
      const second = await runDocgen(['serve', '--watch', '--port', '0'], { cwd: root, timeoutMs: 30_000 });
      expectUserError(second, { file: served, code: 'DG067' });
      expect(second.stdout + second.stderr).not.toContain('Serving ');
      expect(snapshotTree(served)).toEqual(before);
      // The site to deploy is built beside it as ever.
      expect((await runDocgen(['build', '--quiet'], { cwd: root })).code).toBe(0);
    } finally {
      await server.stop();
    }
    // Its claim goes with it: the folder is anybody's again.
    expect(existsSync(path.join(root, '.docgen/.serve.docgen-serving'))).toBe(false);
    expect((await runDocgen(['build', '--quiet', '--out', WATCH_OUT], { cwd: root })).code).toBe(0);
  }, 120_000);

  it('says the site has not been built yet', async () => {
    const { root, parent } = copyFixtureSite('basic');
    const before = snapshotTree(parent);
    const run = await runDocgen(['serve', '--port', '0'], { cwd: root });
    expectUserError(run, { file: path.join(root, 'build'), code: 'DG071' });
    expect(snapshotTree(parent)).toEqual(before);
  });

  it('never serves a file through a symlink that leads out of the output folder', async () => {
    const { root } = copyFixtureSite('basic');
    expect((await runDocgen(['build', '--quiet'], { cwd: root })).code).toBe(0);
    const outside = mkdtempSync(path.join(tmpdir(), 'docgen-outside-'));
    writeFileSync(path.join(outside, 'passwd'), 'root:x:0:0');
    symlinkSync(path.join(outside, 'passwd'), path.join(root, 'build/passwd'));
    symlinkSync(outside, path.join(root, 'build/etc'));
    const server = await startServe(['--port', '0'], root);
    try {
      for (const pathname of ['/passwd', '/etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.status, pathname).toBe(404);
        expect(await response.text()).not.toContain('root:x');
      }
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('answers methods other than GET and HEAD with 405 and Allow, and keeps serving', async () => {
    const { root } = copyFixtureSite('basic');
    expect((await runDocgen(['build', '--quiet'], { cwd: root })).code).toBe(0);
    const server = await startServe(['--port', '0'], root);
    try {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(`${server.url}/`, { method, body: method === 'DELETE' ? undefined : 'x' });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      }
      expect((await fetch(`${server.url}/`, { method: 'HEAD' })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
