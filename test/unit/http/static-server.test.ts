import type { Server } from 'node:http';
import { symlinkSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen, readInside, resolveRequest } from '../../../src/http/static-server.js';
import { docgenRejectionOf, tempDir } from '../../helpers/temp.js';
import { addressAt } from '../../helpers/site-address.js';

describe('resolveRequest', () => {
  const root = '/out';
  const files = new Set([
    '/out/index.html',
    '/out/guides/x/index.html',
    '/out/404.html',
    '/out/img/logo.svg',
    '/out/legacy.html',
    '/out/guides/index.html',
  ]);
  const exists = (file: string) => files.has(file);
  const resolve = (pathname: string, baseUrl = '/') => resolveRequest(root, addressAt(baseUrl), pathname, exists);

  it('serves a clean URL from its folder index.html', () => {
    expect(resolve('/guides/x')).toEqual({ kind: 'file', file: path.join(root, 'guides/x/index.html') });
    expect(resolve('/')).toEqual({ kind: 'file', file: path.join(root, 'index.html') });
  });

  it('redirects /x.html and /x/index.html to /x', () => {
    expect(resolve('/guides/x.html')).toEqual({ kind: 'redirect', location: '/guides/x' });
    expect(resolve('/guides/x/index.html')).toEqual({ kind: 'redirect', location: '/guides/x' });
    expect(resolve('/index.html')).toEqual({ kind: 'redirect', location: '/' });
  });

  it('redirects a trailing slash to the clean URL', () => {
    expect(resolve('/guides/x/')).toEqual({ kind: 'redirect', location: '/guides/x' });
  });

  it('serves a page written as a .html file at its clean URL, after redirecting to it', () => {
    expect(resolve('/legacy.html')).toEqual({ kind: 'redirect', location: '/legacy' });
    expect(resolve('/legacy')).toEqual({ kind: 'file', file: path.join(root, 'legacy.html') });
  });

  it('serves static files as they are', () => {
    expect(resolve('/img/logo.svg')).toEqual({ kind: 'file', file: path.join(root, 'img/logo.svg') });
    expect(resolve('/404.html')).toEqual({ kind: 'file', file: path.join(root, '404.html') });
  });

  it('answers not-found for unknown paths, bad encodings and paths escaping the root', () => {
    expect(resolve('/nope')).toEqual({ kind: 'not-found' });
    expect(resolve('/nope.html')).toEqual({ kind: 'not-found' });
    expect(resolve('/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(resolve('/guides/../../etc/passwd')).toEqual({ kind: 'not-found' });
  });

  it('serves inside the base URL only, redirecting the base URL without its slash', () => {
    expect(resolve('/docs/guides/x', '/docs/')).toEqual({ kind: 'file', file: path.join(root, 'guides/x/index.html') });
    expect(resolve('/docs/guides/x.html', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/guides/x' });
    expect(resolve('/docs/index.html', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/' });
    expect(resolve('/docs', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/' });
    expect(resolve('/docs/', '/docs/')).toEqual({ kind: 'file', file: path.join(root, 'index.html') });
    expect(resolve('/guides/x', '/docs/')).toEqual({ kind: 'not-found' });
  });

  it('with trailingSlash, serves a folder page at /x/ and redirects /x, /x.html and /x/index.html there', () => {
    const slashed = (pathname: string, baseUrl = '/') => resolveRequest(root, addressAt(baseUrl, true), pathname, exists);
    const page = { kind: 'file', file: path.join(root, 'guides/x/index.html') };
    expect(slashed('/guides/x/')).toEqual(page);
    expect(slashed('/docs/guides/x/', '/docs/')).toEqual(page);
    expect(slashed('/docs/guides/x', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/guides/x/' });
    expect(slashed('/guides/x.html')).toEqual({ kind: 'redirect', location: '/guides/x/' });
    expect(slashed('/guides/x/index.html')).toEqual({ kind: 'redirect', location: '/guides/x/' });
    expect(slashed('/')).toEqual({ kind: 'file', file: path.join(root, 'index.html') });
    // Files are not folders: no slash is added to them.
    expect(slashed('/legacy')).toEqual({ kind: 'file', file: path.join(root, 'legacy.html') });
    expect(slashed('/img/logo.svg')).toEqual({ kind: 'file', file: path.join(root, 'img/logo.svg') });
  });
});

describe('createStaticServer', () => {
  let server: Server;
  let origin: string;
  const root = tempDir({
    'index.html': '<!doctype html><html><body>home</body></html>',
    'guides/x/index.html': '<!doctype html><html><body>guide x</body></html>',
    '404.html': '<!doctype html><html><body>custom not found</body></html>',
    'fr/404.html': '<!doctype html><html lang="fr"><body>page introuvable</body></html>',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/app-ABCDEFGH.js': 'console.log(1)',
    'guides/x.md': '# Guide x\n',
    'llms.txt': '# Site\n',
  });

  beforeAll(async () => {
    server = createStaticServer({
      root,
      address: addressAt('/docs/'),
      transformHtml: (html) => html.replace('</body>', '<!--live--></body>'),
    });
    const port = await listen(server, 0, '127.0.0.1');
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (pathname: string) => fetch(`${origin}${pathname}`, { redirect: 'manual' });

  it('serves pages with clean URLs under the base URL as HTML, transformed', async () => {
    const response = await get('/docs/guides/x');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<!doctype html><html><body>guide x<!--live--></body></html>');
  });

  it('redirects /x.html and /x/index.html to /x with 301, keeping the query', async () => {
    for (const pathname of ['/docs/guides/x.html', '/docs/guides/x/index.html']) {
      const response = await get(`${pathname}?tab=ts`);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/docs/guides/x?tab=ts');
    }
  });

  it('answers unknown paths with the site 404 page and status 404', async () => {
    for (const pathname of ['/docs/nope', '/outside-the-base']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('custom not found');
    }
  });

  it('answers unknown paths below a locale with that locale’s own 404 page', async () => {
    for (const pathname of ['/docs/fr/nope', '/docs/fr/guides/deep/nope', '/docs/fr/']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('page introuvable');
    }
    // Not a locale folder: a name that only starts alike, or a traversal, gets the site's page.
    for (const pathname of ['/docs/fra/nope', '/docs/../fr/nope', '/docs/%2e%2e/fr/x']) {
      const response = await get(pathname);
      expect(await response.text(), pathname).not.toContain('page introuvable');
    }
  });

  it('serves assets with their type, caching hashed names for good', async () => {
    const svg = await get('/docs/img/logo.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
    const js = await get('/docs/assets/app-ABCDEFGH.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log(1)');
  });

  it("serves a page's markdown twin beside its folder as markdown, and llms.txt as plain text", async () => {
    const markdown = await get('/docs/guides/x.md');
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('cache-control')).toBe('no-cache');
    expect(await markdown.text()).toBe('# Guide x\n');
    const llms = await get('/docs/llms.txt');
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await llms.text()).toBe('# Site\n');
    // The page itself is still the HTML at its clean URL.
    expect((await get('/docs/guides/x')).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers 404 with plain text when the site has no 404 page', async () => {
    const bare = createStaticServer({ root: tempDir({ 'index.html': 'home' }), address: addressAt('/') });
    const port = await listen(bare, 0, '127.0.0.1');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/nope`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    } finally {
      bare.close();
    }
  });

  it('reports a port in use as a user error naming the port', async () => {
    const port = Number(new URL(origin).port);
    const other = createStaticServer({ root, address: addressAt('/') });
    const error = await docgenRejectionOf(listen(other, port, '127.0.0.1'));
    expect(error.code).toBe('DG070');
    expect(error.message).toContain(`port ${port}`);
  });
});

describe('the static server refuses what it must not serve', () => {
  const outside = tempDir({ 'secret.txt': 'outside the site' });
  const root = tempDir({ 'index.html': 'home', '404.html': 'custom not found', 'big.bin': 'x'.repeat(8 * 1024 * 1024) });
  symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'secret.txt'));
  symlinkSync(outside, path.join(root, 'outside'));
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createStaticServer({ root, address: addressAt('/') });
    origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never follows a symlink out of the folder', async () => {
    for (const pathname of ['/secret.txt', '/outside/secret.txt', '/outside/../outside/secret.txt']) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toBe('custom not found');
    }
  });

  it('does not serve dot files such as the output marker, but does serve .well-known', () => {
    expect(resolveRequest('/out', addressAt('/'), '/.docgen-output.json', () => true)).toEqual({ kind: 'not-found' });
    expect(resolveRequest('/out', addressAt('/'), '/img/.hidden/x.svg', () => true)).toEqual({ kind: 'not-found' });
    expect(resolveRequest('/out', addressAt('/'), '/.well-known/security.txt', (file) => file.endsWith('security.txt'))).toEqual({
      kind: 'file',
      file: '/out/.well-known/security.txt',
    });
  });

  it('answers encoded traversal, backslashes and NUL bytes with 404', async () => {
    for (const pathname of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/..%5c..%5cetc%5cpasswd', '/index.html%00.txt']) {
      const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
      expect(response.status, pathname).toBe(404);
    }
  });

  it('answers other methods with 405 and the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${origin}/`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('4');
    expect(await response.text()).toBe('');
  });

  it('keeps serving after a client goes away mid-download', async () => {
    await new Promise<void>((resolve) => {
      const request = httpGet(`${origin}/big.bin`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => undefined);
    });
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('reads only files inside the folder, and a file that is gone is no answer (never a crash)', async () => {
    expect(await readInside(root, path.join(root, 'index.html'))).toEqual(Buffer.from('home'));
    expect(await readInside(root, path.join(root, 'vanished.html'))).toBeUndefined();
    expect(await readInside(root, path.join(root, 'secret.txt'))).toBeUndefined();
    expect(await readInside(path.join(root, 'gone-folder'), path.join(root, 'gone-folder/index.html'))).toBeUndefined();
  });
});
