/**
 * `docgen serve` and the mock: serve --watch builds the fixture site test/fixtures/sites/mock
 * with a "Mock" server, prints its URL and answers it over HTTP from the document, in a
 * development build of its own: `build/` (what a deploy publishes) never gets the mock; a
 * build without a mock says so in a 404 problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocgen } from '../helpers/bad-input.js';
import { startServe, type ServeProcess } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { WATCH_OUT } from '../helpers/watch-refresh.js';

let root: string;
let server: ServeProcess;
let mockUrl: string;

beforeAll(async () => {
  root = copyFixtureSite('mock').root;
  server = await startServe(['--watch', '--port', '0', '--host', '127.0.0.1'], root);
  await server.seen('Mock of Pet service: ');
  mockUrl = /Mock of Pet service: (\S+)/.exec(server.output())![1]!;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const problemsOf = async (response: Response) => ((await response.json()) as { problems: { pointer: string }[] }).problems;

describe('docgen serve --watch and the mock', () => {
  it('prints the mock’s URL below the service’s route, and the page offers it as the last server', async () => {
    expect(mockUrl).toBe(`${server.url}/api/pets/__mock`);
    const html = await fetch(`${server.url}/api/pets/create-pet`).then((response) => response.text());
    expect(html).toContain('Mock (docgen serve) (/api/pets/__mock)');
  });

  it('answers the documented example, with CORS headers, and a preflight', async () => {
    const response = await fetch(`${mockUrl}/pets?limit=2`, { headers: { origin: 'http://127.0.0.1:9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9');
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(await response.json()).toEqual([
      { id: 1, name: 'Rex' },
      { id: 2, name: 'Tom' },
    ]);
    const preflight = await fetch(`${mockUrl}/pets`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:9', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
  });

  it('validates the request: 401 without credentials, 400 with the problems, 201 with a generated answer', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${mockUrl}/pets`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post({}, '{"name":"Rex"}')).status).toBe(401);
    const invalid = await post({ 'x-api-key': 'k' }, '{"name":""}');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('content-type')).toBe('application/problem+json');
    expect(await problemsOf(invalid)).toEqual([{ pointer: '/body/name', message: 'must NOT have fewer than 1 characters' }]);
    const created = await post({ authorization: 'Bearer t' }, '{"name":"Rex"}');
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: 42 });
  });

  it('answers 404 and 405 from the document, and another documented response on Prefer', async () => {
    expect((await fetch(`${mockUrl}/owners`)).status).toBe(404);
    const patch = await fetch(`${mockUrl}/pets/7`, { method: 'PATCH' });
    expect([patch.status, patch.headers.get('allow')]).toEqual([405, 'GET, DELETE']);
    const preferred = await fetch(`${mockUrl}/pets/7`, { headers: { prefer: 'code=404' } });
    expect([preferred.status, await preferred.json()]).toEqual([404, { message: 'no such pet' }]);
  });
});

describe('the development build of serve --watch', () => {
  it('holds the mock in .docgen/serve, says it is not for deploying, and leaves build/ to docgen build', async () => {
    expect(server.output()).toContain(`Serving ${WATCH_OUT} at`);
    expect(server.output()).toContain('This development build is not for deploying: `docgen build` writes the site into build/.');
    expect(existsSync(path.join(root, WATCH_OUT, 'api/pets/__mock.json'))).toBe(true);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    // A build while the server runs writes the site to deploy beside it: no mock in its pages or files.
    const build = await runDocgen(['build', '--quiet'], { cwd: root });
    expect(build.code, build.stderr).toBe(0);
    expect(existsSync(path.join(root, 'build/api/pets/__mock.json'))).toBe(false);
    expect(readFileSync(path.join(root, 'build/api/pets/create-pet/index.html'), 'utf8')).not.toContain('__mock');
    // The server still serves its own build, mock included.
    const html = await fetch(`${server.url}/api/pets/create-pet`).then((response) => response.text());
    expect(html).toContain('Mock (docgen serve) (/api/pets/__mock)');
  }, 60_000);
});

describe('serve --watch --out build', () => {
  it('warns that build/ now holds a development build, not for deploying', async () => {
    const site = copyFixtureSite('mock').root;
    const watching = await startServe(['--watch', '--port', '0', '--host', '127.0.0.1', '--out', 'build'], site);
    try {
      expect(existsSync(path.join(site, 'build/api/pets/__mock.json'))).toBe(true);
      await watching.seen('before you deploy it.');
      expect(watching.output()).toContain(
        `warning ${path.join(site, 'build')}: this folder now holds a development build, with the mock that only docgen serve answers: run \`docgen build\` before you deploy it.`,
      );
    } finally {
      await watching.stop();
    }
  }, 60_000);
});

describe('docgen serve of a build without a mock', () => {
  it('answers the mock’s URL with a 404 that says how to get one, and prints no mock URL', async () => {
    // The site's config does not ask for the mock (api.mock), so its build has none.
    expect((await runDocgen(['build', '--quiet'], { cwd: root })).code).toBe(0);
    const plain = await startServe(['--port', '0', '--host', '127.0.0.1'], root);
    try {
      const response = await fetch(`${plain.url}/api/pets/__mock/pets`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { detail: string }).detail).toContain('set `api.mock: true`');
      expect(plain.output()).not.toContain('Mock of');
    } finally {
      await plain.stop();
    }
  }, 30_000);
});
