/**
 * The host files of a real build (the versions-locales fixture: two locales, two
 * versions): what they say matches the build's layout and what `docgen serve` sends, and
 * none of them is a page (not in the sitemap, not in search).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../src/http/static-server.js';
import { buildToTemp, fixtureSite } from '../helpers/build-fixture.js';
import { parseHeadersFile, rulesMatching } from '../helpers/host-rules.js';
import { addressAt } from '../helpers/site-address.js';

let outDir: string;
let server: Server;
let origin: string;
beforeAll(async () => {
  ({ outDir } = await buildToTemp(fixtureSite('versions-locales')));
  server = createStaticServer({ root: outDir, address: addressAt('/') });
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterAll(() => server?.close());

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const outputFiles = () =>
  readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(outDir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'));

describe('host files of a build', () => {
  it('writes _headers, _redirects with the Arabic 404 page, and .nojekyll', () => {
    expect(read('_redirects')).toContain('/ar/*  /ar/404.html  404');
    expect(outputFiles()).toContain('ar/404.html');
    expect(read('.nojekyll')).toBe('');
  });

  it('gives every page and asset the Cache-Control that docgen serve sends, by exactly one rule', async () => {
    const rules = parseHeadersFile(read('_headers'));
    const urls = outputFiles()
      .filter((file) => /(^|\/)index\.html$/.test(file) || file.startsWith('assets/') || /\.(json|xml|txt|yaml)$/.test(file))
      .filter((file) => !file.startsWith('.'))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`);
    expect(urls.filter((url) => url.startsWith('/assets/')).length).toBeGreaterThan(5);
    for (const url of urls) {
      const matching = rulesMatching(rules, url);
      expect(
        matching.map((rule) => rule.pattern),
        url,
      ).toHaveLength(1);
      const response = await fetch(`${origin}${url}`, { method: 'HEAD' });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe(matching[0]!.headers['Cache-Control']);
    }
  });

  it('lists none of them as a page: not in the sitemap, not in the search index', () => {
    const indexes = ['sitemap.xml', 'search-index.json', 'ar/search-index.json'].filter((file) => outputFiles().includes(file));
    expect(indexes.length).toBeGreaterThan(1);
    for (const file of indexes) for (const name of ['_headers', '_redirects', 'nojekyll']) expect(read(file), file).not.toContain(name);
  });
});
