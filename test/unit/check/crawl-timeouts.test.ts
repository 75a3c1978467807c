import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LinkChecker } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crawlSite } from '../../../src/check/crawl.js';
import { isDocgenError } from '../../../src/errors/docgen-error.js';

/**
 * A site served slowly, as a busy machine serves it: `/stalls` sends half its page and
 * the rest only after `STALL_MS` (with a time limit, linkinator stops reading it and
 * misses the links after the stall, or rejects the whole check); `/late` answers its
 * first request after `STALL_MS` and later ones at once. The crawl's time limit
 * (`timeout`) is shorter than the stall.
 */
const STALL_MS = 800;
const LIMIT_MS = 200;
let server: Server;
let origin: string;
let lateRequests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const html = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(html('<a href="/stalls#half">stalls</a> <a href="/late">late</a>'));
    } else if (request.url === '/stalls') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<!doctype html><html><head><title>t</title></head><body><p id="half">half');
      setTimeout(() => response.end(' and <a href="/after-the-stall">the rest</a></p></body></html>'), STALL_MS);
    } else if (request.url === '/after-the-stall') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(html('<p>found</p>'));
    } else if (request.url === '/late') {
      const wait = lateRequests++ === 0 ? STALL_MS : 0;
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(html('<p>late</p>')), wait);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('docgen check on a slow machine', () => {
  it('waits for the local site as long as it takes without --external: every page read to its end, nothing broken', async () => {
    lateRequests = 0;
    const report = await crawlSite(`${origin}/`, { timeout: LIMIT_MS });
    expect(report.broken).toEqual([]);
    // `/`, `/stalls`, `/late`, and `/after-the-stall`, linked after the stall.
    expect(report.checked).toBe(4);
    expect(lateRequests).toBe(1);
  });

  it('with --external, tries a request that timed out again instead of counting it broken', async () => {
    lateRequests = 0;
    const report = await crawlSite(`${origin}/`, { external: true, timeout: LIMIT_MS });
    expect(report.broken).toEqual([]);
    // `/late` timed out once and was asked again.
    expect(lateRequests).toBeGreaterThanOrEqual(2);
  });

  it('turns a timeout that stops the whole crawl into DG074, which says what to do, not a stack trace', async () => {
    const timedOut = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const check = vi.spyOn(LinkChecker.prototype, 'check').mockRejectedValueOnce(new TypeError('terminated', { cause: timedOut }));
    try {
      const failure = await crawlSite(`${origin}/`, { external: true, timeout: 2_000 }).catch((error: unknown) => error);
      expect(isDocgenError(failure)).toBe(true);
      expect(failure).toMatchObject({ code: 'DG074' });
      expect((failure as Error).message).toContain('took longer than 2 s');
      expect((failure as { hint?: string }).hint).toContain('without --external');
    } finally {
      check.mockRestore();
    }
  });
});
