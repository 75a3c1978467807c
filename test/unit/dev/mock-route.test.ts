import type { Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockRoute } from '../../../src/dev/mock-route.js';
import { createStaticServer, listen } from '../../../src/dev/static-server.js';
import { SwapGate } from '../../../src/dev/swap-gate.js';
import { tempDir } from '../../helpers/temp.js';

const documentOf = (name: string) => ({
  openapi: '3.0.3',
  info: { title: 'x', version: '1' },
  paths: { '/things': { post: { responses: { '200': { description: 'ok', content: { 'application/json': { example: { name } } } } } } } },
});

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = tempDir({ 'index.html': '<p>home</p>', 'api/things/__mock.json': JSON.stringify(documentOf('first')) });
  const gate = new SwapGate();
  const site = { root, baseUrl: '/docs/', gate, extraRoutes: createMockRoute({ root, baseUrl: () => '/docs/', gate }) };
  server = createStaticServer(site);
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("docgen serve's mock route", () => {
  it('answers any method below the base URL, from the document beside the service’s pages, read again when it changes', async () => {
    const post = () => fetch(`${origin}/docs/api/things/__mock/things`, { method: 'POST' });
    expect(await (await post()).json()).toEqual({ name: 'first' });
    writeFileSync(path.join(root, 'api/things/__mock.json'), JSON.stringify(documentOf('second, after a rebuild')));
    expect(await (await post()).json()).toEqual({ name: 'second, after a rebuild' });
    // Files are still served, and only with GET: the mock's methods stay its own.
    expect((await fetch(`${origin}/docs/`, { method: 'POST' })).status).toBe(405);
  });

  it('refuses bodies above 5 MB with a 413 problem', async () => {
    const response = await fetch(`${origin}/docs/api/things/__mock/things`, { method: 'POST', body: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('says there is no mock where no document was written', async () => {
    const response = await fetch(`${origin}/docs/api/other/__mock/things`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { detail: string }).detail).toContain('There is no mock at /docs/api/other/__mock');
  });
});
