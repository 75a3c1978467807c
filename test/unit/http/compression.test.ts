import { request } from 'node:http';
import type { Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compress, negotiateEncoding } from '../../../src/http/compression.js';
import { createStaticServer, listen } from '../../../src/http/static-server.js';
import { tempDir } from '../../helpers/temp.js';
import { addressAt } from '../../helpers/site-address.js';

const HTML = 'text/html; charset=utf-8';

describe('negotiateEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br', HTML, 5000)).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0', HTML, 5000)).toBe('gzip');
    expect(negotiateEncoding('*', HTML, 5000)).toBe('br');
    expect(negotiateEncoding('identity', HTML, 5000)).toBeUndefined();
    expect(negotiateEncoding(undefined, HTML, 5000)).toBeUndefined();
  });

  it('leaves small bodies, very large ones and binary types as they are', () => {
    expect(negotiateEncoding('br', HTML, 200)).toBeUndefined();
    expect(negotiateEncoding('br', HTML, 50 * 1024 * 1024)).toBeUndefined();
    expect(negotiateEncoding('br', 'image/png', 5000)).toBeUndefined();
    expect(negotiateEncoding('br', 'image/svg+xml', 5000)).toBe('br');
  });

  it('compresses to bytes that decompress to the original', () => {
    const body = Buffer.from('<p>hello</p>'.repeat(500));
    expect(brotliDecompressSync(compress(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compress(body, 'gzip')).equals(body)).toBe(true);
  });
});

describe('the static server', () => {
  const page = `<!doctype html><title>x</title>${'<p>text</p>'.repeat(400)}`;
  const root = tempDir({ 'index.html': page });
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createStaticServer({ root, address: addressAt('/') });
    port = await listen(server, 0, '127.0.0.1');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw GET (no automatic decompression), with the Accept-Encoding given. */
  const get = (acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('answers compressed when the client accepts it, with Vary and the compressed length', async () => {
    const brotli = await get('gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });
});
