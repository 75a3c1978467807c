/**
 * Hostile requests to `docgen serve`, in process (its request handler on a real socket):
 * redirects stay on the server's own host, no response shows a path of the machine, a
 * request built to backtrack in the mock's validation cannot freeze the server, and a
 * `docgen build` swapping the served folder never makes a page answer 404.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockRoute } from '../../../src/dev/mock-route.js';
import { createStaticServer, listen, sameHostLocation } from '../../../src/http/static-server.js';
import { SwapGate } from '../../../src/http/swap-gate.js';
import { addressAt } from '../../helpers/site-address.js';
import { tempDir } from '../../helpers/temp.js';

/** A GET sent as written (no client normalises the path), with the status, headers and body. */
function get(port: number, rawPath: string): Promise<{ status: number; location?: string; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, location: response.headers.location, body, ms: performance.now() - started }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** A built site's folder: a home page, a guide, a 404 page. */
function builtFolder(dir: string, label: string): string {
  for (const [file, text] of Object.entries({
    'index.html': `<h1>Home ${label}</h1>`,
    'guides/one/index.html': `<h1>One ${label}</h1>`,
    '404.html': '<h1>Not found</h1>',
  })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

let parent: string;
let root: string;
let server: Server;
let port: number;
const failures: unknown[] = [];

beforeAll(async () => {
  parent = tempDir();
  root = builtFolder(path.join(parent, 'out'), 'A');
  // A mock whose query parameter `name` has a pattern that backtracks exponentially.
  const document = {
    openapi: '3.1.0',
    info: { title: 'ReDoS', version: '1' },
    paths: {
      '/pets': {
        get: {
          parameters: [{ name: 'name', in: 'query', schema: { type: 'string', pattern: '^(a+)+$' } }],
          responses: { '200': { description: 'OK', content: { 'application/json': { example: { ok: true } } } } },
        },
      },
    },
  };
  mkdirSync(path.join(root, 'api/pets'), { recursive: true });
  writeFileSync(path.join(root, 'api/pets/__mock.json'), JSON.stringify(document));
  const gate = new SwapGate();
  const mock = createMockRoute({ root, baseUrl: () => '/', gate, onError: (error) => failures.push(error) });
  server = createStaticServer({
    root,
    address: addressAt('/'),
    gate,
    extraRoutes: mock,
    transformHtml: (html) => {
      if (html.includes('One A') && failures.length === 1_000) throw new Error(`cannot read ${root}/guides/one`);
      return html;
    },
    onError: (error) => failures.push(error),
  });
  port = await listen(server, 0, '127.0.0.1');
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('redirects stay on the server’s own host', () => {
  it.each([
    ['/.//guides/one/', '/guides/one'],
    ['//guides/one/', '/guides/one'],
    ['///guides/one/index.html', '/guides/one'],
    ['/.//guides/one.html', '/guides/one'],
  ])('%s redirects to a path of this host (%s), never to a protocol-relative //host', async (rawPath, location) => {
    const answer = await get(port, rawPath);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(location);
  });

  it('//guides/one is this site’s page, not a request for the host "guides"', async () => {
    const answer = await get(port, '//guides/one');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<h1>One A</h1>');
  });

  it('every redirect target is made a path of this host, whatever it was built from', () => {
    expect(sameHostLocation('//evil.test/x')).toBe('/evil.test/x');
    expect(sameHostLocation('/\\evil.test/x')).toBe('/evil.test/x');
    expect(sameHostLocation('/\t/evil.test')).toBe('/evil.test');
    expect(sameHostLocation('/guides/one/')).toBe('/guides/one/');
  });
});

describe('no response shows a path of the machine', () => {
  it('a 300-character path segment is a 404 with the site’s page, not a 500 naming the folder', async () => {
    // Its 404 page is looked for in the folder of that name first: too long for the file system.
    const answer = await get(port, `/${'a'.repeat(300)}/guide`);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<h1>Not found</h1>');
    expect(answer.body).not.toContain(parent);
  });

  it('a 4,000-character path of many segments is a 404 too', async () => {
    const answer = await get(port, `/${Array(400).fill('abcdefghi').join('/')}`);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(parent);
  });

  it('a failure while answering is a 500 that says where to look, without the error or any path; the terminal gets the reason', async () => {
    failures.length = 1_000; // arms transformHtml to fail once
    const answer = await get(port, '/guides/one');
    failures.length = 0;
    expect(answer.status).toBe(500);
    expect(answer.body).toBe('docgen serve could not answer this request; the terminal running it says why.');
    expect(answer.body).not.toContain(parent);
  });
});

describe('the mock cannot freeze the server', () => {
  it(
    'a request whose validation backtracks is stopped after its budget (DG278) while the pages go on being answered',
    { timeout: 20_000 },
    async () => {
      const evil = get(port, `/api/pets/__mock/pets?name=${'a'.repeat(40)}!`);
      // Sent while the mock works: answered once its budget is spent, not after the pattern's hours.
      const page = get(port, '/guides/one');
      const [answer, other] = await Promise.all([evil, page]);
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body).detail).toMatch(/^DG278: Checking this request against the API document took longer than 1000 ms/);
      expect(answer.ms).toBeLessThan(5_000);
      expect(other.status).toBe(200);
      expect(other.ms).toBeLessThan(5_000);
      // The mock still answers good requests afterwards.
      const good = await get(port, '/api/pets/__mock/pets?name=aaa');
      expect(good.status).toBe(200);
      expect(JSON.parse(good.body)).toEqual({ ok: true });
    },
  );
});

describe('a folder swapped by `docgen build` in another process', () => {
  it('every request during 30 swaps is answered 200 from the old or the new build, never 404', { timeout: 30_000 }, async () => {
    const staging = path.join(parent, '.out.docgen-staging');
    const previous = path.join(parent, '.out.docgen-previous');
    let stop = false;
    const statuses: number[] = [];
    const load = (async () => {
      while (!stop) {
        const answers = await Promise.all(['/', '/guides/one', '/guides/one/index.html'].map((p) => get(port, p)));
        statuses.push(...answers.map((answer) => answer.status));
      }
    })();
    for (let swap = 0; swap < 30; swap++) {
      builtFolder(staging, `B${swap}`);
      // docgen build's swap: the folder moved aside, a gap, the new one in its place.
      renameSync(root, previous);
      await new Promise((resolve) => setTimeout(resolve, 15));
      renameSync(staging, root);
      await new Promise((resolve) => setTimeout(resolve, 15));
      renameSync(previous, path.join(parent, `gone-${swap}`));
    }
    stop = true;
    await load;
    expect(statuses.length).toBeGreaterThan(30);
    expect(statuses.filter((status) => status !== 200 && status !== 301)).toEqual([]);
  });
});
