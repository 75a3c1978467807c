import type { Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockRoute } from '../../../src/dev/mock-route.js';
import { createStaticServer, listen } from '../../../src/http/static-server.js';
import { SwapGate } from '../../../src/http/swap-gate.js';
import { tempDir } from '../../helpers/temp.js';
import { addressAt } from '../../helpers/site-address.js';

const documentOf = (name: string) => ({
  openapi: '3.0.3',
  info: { title: 'x', version: '1' },
  paths: { '/things': { post: { responses: { '200': { description: 'ok', content: { 'application/json': { example: { name } } } } } } } },
});

let root: string;
let server: Server;
let serverUrl: string;

beforeAll(async () => {
  root = tempDir({
    'index.html': '<p>home</p>',
    'api/things/__mock.json': JSON.stringify(documentOf('first')),
    'api/broken/__mock.json': '{"openapi": ',
  });
  const gate = new SwapGate();
  const site = { root, address: addressAt('/docs/'), gate, extraRoutes: createMockRoute({ root, baseUrl: () => '/docs/', gate }) };
  server = createStaticServer(site);
  serverUrl = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("docgen serve's mock route", () => {
  it('answers any method below the base URL, from the document beside the service’s pages, read again when it changes', async () => {
    const post = () => fetch(`${serverUrl}/docs/api/things/__mock/things`, { method: 'POST' });
    expect(await (await post()).json()).toEqual({ name: 'first' });
    writeFileSync(path.join(root, 'api/things/__mock.json'), JSON.stringify(documentOf('second, after a rebuild')));
    expect(await (await post()).json()).toEqual({ name: 'second, after a rebuild' });
    // Files are still served, and only with GET: the mock's methods stay its own.
    expect((await fetch(`${serverUrl}/docs/`, { method: 'POST' })).status).toBe(405);
  });

  it('refuses bodies above 5 MB with a 413 problem', async () => {
    const response = await fetch(`${serverUrl}/docs/api/things/__mock/things`, { method: 'POST', body: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('says there is no mock where no document was written', async () => {
    const response = await fetch(`${serverUrl}/docs/api/other/__mock/things`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { detail: string }).detail).toContain('There is no mock at /docs/api/other/__mock');
  });

  it('answers every path (the mock, 404 without a mock, 413, 500, preflights) with the same CORS headers as the mock itself', async () => {
    const pageOrigin = 'http://127.0.0.1:9';
    const cors = { 'access-control-allow-origin': pageOrigin, vary: 'Origin' };
    const answers = {
      mock: await fetch(`${serverUrl}/docs/api/things/__mock/things`, { method: 'POST', headers: { origin: pageOrigin } }),
      'no mock': await fetch(`${serverUrl}/docs/api/other/__mock/things`, { headers: { origin: pageOrigin } }),
      'too large': await fetch(`${serverUrl}/docs/api/things/__mock/things`, {
        method: 'POST',
        headers: { origin: pageOrigin },
        body: 'x'.repeat(5 * 1024 * 1024 + 1),
      }),
      'broken document': await fetch(`${serverUrl}/docs/api/broken/__mock/things`, { headers: { origin: pageOrigin } }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, response]) => [name, response.status]))).toEqual({
      mock: 200,
      'no mock': 404,
      'too large': 413,
      'broken document': 500,
    });
    for (const [name, response] of Object.entries(answers)) {
      for (const [header, value] of Object.entries(cors)) expect(response.headers.get(header), `${name}: ${header}`).toBe(value);
      expect(response.headers.get('access-control-expose-headers'), name).toBe('*');
    }
    // A preflight succeeds even where there is no mock, so the page can read the 404 that says why.
    for (const service of ['things', 'other', 'broken']) {
      const preflight = await fetch(`${serverUrl}/docs/api/${service}/__mock/things`, {
        method: 'OPTIONS',
        headers: { origin: pageOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.status, service).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin'), service).toBe(pageOrigin);
      expect(preflight.headers.get('access-control-allow-headers'), service).toBe('authorization');
      expect(preflight.headers.get('vary'), service).toBe('Origin');
    }
  });
});
