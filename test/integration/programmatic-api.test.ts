/**
 * docgen as a library: `build()` and `serve()` from the package entry do what the CLI
 * does, silently by default, with typed results and DocgenErrors for site problems.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, check, DocgenError, serve } from 'docgen-cli';
import { fixtureSite } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp.js';

describe('the programmatic API', () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-api-')), 'site');

  it('builds a site and returns what it built, printing nothing', async () => {
    const written: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      const result = await build({ root: fixtureSite('basic'), out });
      expect(result.outDir).toBe(out);
      expect(result.pages).toBeGreaterThan(3);
      expect(result.files).toBeGreaterThan(result.pages);
      expect(result.baseUrl).toBe('/');
      expect(Array.isArray(result.warnings)).toBe(true);
      expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    } finally {
      process.stderr.write = write;
    }
    expect(written.join('')).toBe('');
  });

  it('rejects with a DocgenError that says what and where for a broken site', async () => {
    const root = tempDir({ 'site.config.ts': "export default { title: 'Broken' };\n" });
    const error = await build({ root, out: 'build' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).code).toBe('DG003');
    expect((error as DocgenError).location?.file).toBe(path.join(root, 'site.config.ts'));
    expect((error as DocgenError).message).toMatch(/url/);
  });

  it('serves a built site on a free port until closed', async () => {
    const server = await serve({ root: fixtureSite('basic'), out, port: 0 });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    } finally {
      await server.close();
    }
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('checks a site and resolves with the report of `check --format json`, failed or not', async () => {
    const linked = tempDir({
      'site.config.ts': "export default { title: 'Links', url: 'https://links.test' };\n",
      'docs/index.md': '---\ntitle: Home\n---\n\nSee [the guide](guide/start.md).\n',
      'docs/guide/start.md': '---\ntitle: Start\n---\n\nBack [home](../index.md).\n',
    });
    const passed = await check({ root: linked, out: 'build' });
    expect(passed.ok).toBe(true);
    expect(passed.checked).toBeGreaterThan(passed.pages);
    expect(passed.broken).toEqual([]);

    const root = tempDir({
      'site.config.ts': "export default { title: 'Links', url: 'https://links.test' };\n",
      'docs/index.md': '---\ntitle: Home\n---\n\nSee [the missing page](/missing).\n',
    });
    const failed = await check({ root, out: 'build' });
    expect(failed.ok).toBe(false);
    expect(failed.error?.code).toMatch(/^DG\d{3}$/);
    expect(failed.error?.file).toBe(path.join(root, 'docs/index.md'));
  });
});
