/**
 * The send panel's security schemes, server memory, history and parameter styles in real
 * Chromium, on the "secure" service (test/fixtures/openapi/security-schemes.yaml). A
 * node:http server on 127.0.0.1 started here plays both the OAuth server (token and
 * authorize endpoints, PKCE verifier checked, OIDC discovery) and the API (records what
 * it receives, CORS for the site's origin).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../helpers/axe.js';
import { launchBrowser, serveFolder, type BrowserSession } from '../helpers/browser.js';
import { buildToTemp } from '../helpers/build-fixture.js';
import { securitySite } from '../helpers/security-site.js';
import { closePages, openPage, unexpectedProblems } from '../helpers/widget-pages.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

const CLIENT = { id: 'docs-client', secret: 'docs-secret' };
let site: Awaited<ReturnType<typeof serveFolder>>;
let session: BrowserSession;
let server: Server;
let port = 0;
const received: Received[] = [];
/** Authorization codes handed out, with the PKCE challenge and redirect URI they were asked with. */
const codes = new Map<string, { challenge: string; redirectUri: string; token: string }>();

const base64Url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function json(response: import('node:http').ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** The OAuth server and the API in one: see the file's comment. */
function startServer(): Promise<Server> {
  const created = createServer((request, response) => {
    const url = new URL(request.url!, `http://${request.headers.host}`);
    const origin = `http://127.0.0.1:${port}`;
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-API-KEY, X-Pair',
      'Access-Control-Allow-Methods': 'GET, POST',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = new URLSearchParams(Buffer.concat(chunks).toString());
      if (url.pathname === '/.well-known/openid-configuration')
        return json(
          response,
          200,
          { issuer: origin, authorization_endpoint: `${origin}/oidc/authorize`, token_endpoint: `${origin}/token` },
          cors,
        );
      if (url.pathname === '/authorize' || url.pathname === '/oidc/authorize') {
        const query = url.searchParams;
        const redirect = new URL(query.get('redirect_uri')!);
        if (
          query.get('client_id') !== CLIENT.id ||
          query.get('response_type') !== 'code' ||
          query.get('code_challenge_method') !== 'S256'
        ) {
          redirect.searchParams.set('error', 'invalid_request');
        } else {
          const code = `code-${codes.size + 1}`;
          const token = url.pathname === '/authorize' ? 'pkce-token' : 'oidc-token';
          codes.set(code, { challenge: query.get('code_challenge')!, redirectUri: redirect.href, token });
          redirect.searchParams.set('code', code);
        }
        redirect.searchParams.set('state', query.get('state') ?? '');
        return void response.writeHead(302, { Location: redirect.href }).end();
      }
      if (url.pathname === '/token') {
        if (body.get('grant_type') === 'client_credentials') {
          const expected = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
          if (request.headers.authorization !== expected || body.get('scope') !== 'read')
            return json(response, 401, { error: 'invalid_client' }, cors);
          return json(response, 200, { access_token: 'cc-token', token_type: 'Bearer' }, cors);
        }
        const grant = codes.get(body.get('code') ?? '');
        const verifier = body.get('code_verifier') ?? '';
        if (
          !grant ||
          base64Url(createHash('sha256').update(verifier).digest()) !== grant.challenge ||
          body.get('redirect_uri') !== grant.redirectUri
        )
          return json(response, 400, { error: 'invalid_grant' }, cors);
        codes.delete(body.get('code')!);
        return json(response, 200, { access_token: grant.token, token_type: 'Bearer' }, cors);
      }
      received.push({ method: request.method!, url: request.url!, headers: request.headers });
      json(response, 200, { ok: true, url: request.url, n: 1, none: null }, cors);
    });
  });
  return new Promise((resolve) => created.listen(0, '127.0.0.1', () => resolve(created)));
}

beforeAll(async () => {
  server = await startServer();
  port = (server.address() as AddressInfo).port;
  const { outDir } = await buildToTemp(securitySite(`http://127.0.0.1:${port}`));
  site = await serveFolder(outDir);
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
  await site?.close();
  await new Promise((resolve) => server?.close(resolve));
});

afterEach(async () => {
  received.length = 0;
  await closePages(session);
});

/** Opens an operation of the secure service, hydrated, with the local server's port filled in. */
async function openPanel(slug: string): Promise<Page> {
  const page = await openPage(session, site.url, `/api/secure/${slug}`);
  await page.waitForFunction(
    () => document.querySelector('docgen-island[data-widget="send-panel"]')?.getAttribute('data-hydrated') === 'true',
  );
  await page.fill('.send-panel input[name="variable-port"]', String(port));
  return page;
}

async function send(page: Page): Promise<Received> {
  const before = received.length;
  await page.click('.send-panel button[type="submit"]');
  await page.locator('.send-panel-result .send-panel-code').waitFor();
  expect(received.length).toBe(before + 1);
  return received[before]!;
}

async function noViolations(page: Page, state: string) {
  expect(describeViolations(state, await axeViolations(page))).toEqual([]);
}

describe('API keys, basic and bearer', () => {
  it('sends an API key in its header and keeps it in sessionStorage only', async () => {
    const page = await openPanel('header-key');
    await page.fill('.send-panel input[name="token-headerKey"]', 'key-1');
    const request = await send(page);
    expect(request.headers['x-api-key']).toBe('key-1');
    expect(await page.evaluate(() => sessionStorage.getItem('docgen.api-token.headerKey'))).toBe('key-1');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('key-1');
    await noViolations(page, 'header API key');
  });

  it('sends an API key in the query string', async () => {
    const page = await openPanel('query-key');
    await page.fill('.send-panel input[name="token-queryKey"]', 'a b');
    expect((await send(page)).url).toBe('/v1/query-key?api_key=a%20b');
  });

  it('explains that a cookie key cannot be sent and shows the header to use', async () => {
    const page = await openPanel('cookie-key');
    await expect(page.locator('.send-panel').textContent()).resolves.toContain('A page cannot set cookies for another site');
    await expect(page.locator('.send-panel-cookie').textContent()).resolves.toBe('Cookie: session=<api-key>');
    await noViolations(page, 'cookie API key');
  });

  it('sends HTTP basic from a user name and a password', async () => {
    const page = await openPanel('basic');
    await page.fill('.send-panel input[name="user-basicAuth"]', 'zoë');
    await page.fill('.send-panel input[name="password-basicAuth"]', 'pa:ss');
    expect((await send(page)).headers.authorization).toBe(`Basic ${Buffer.from('zoë:pa:ss').toString('base64')}`);
    await noViolations(page, 'basic');
  });

  it('sends a bearer token', async () => {
    const page = await openPanel('bearer');
    await page.fill('.send-panel input[name="token-bearerAuth"]', 'jwt-1');
    expect((await send(page)).headers.authorization).toBe('Bearer jwt-1');
  });
});

describe('security requirements', () => {
  it('lets the reader choose between alternatives by keyboard, including none', async () => {
    const page = await openPanel('either');
    await expect(page.locator('.send-panel input[name="token-headerKey"]').count()).resolves.toBe(1);
    await page.focus('.send-panel select[name="auth-option"]');
    await page.keyboard.press('ArrowDown'); // the next alternative: basic
    await page.locator('.send-panel input[name="user-basicAuth"]').waitFor();
    await expect(page.locator('.send-panel input[name="token-headerKey"]').count()).resolves.toBe(0);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('user-basicAuth');
    await page.keyboard.type('ann');
    expect((await send(page)).headers.authorization).toBe(`Basic ${Buffer.from('ann:').toString('base64')}`);
    await noViolations(page, 'alternatives');
    await page.selectOption('.send-panel select[name="auth-option"]', { label: 'No authentication' });
    const request = await send(page);
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['x-api-key']).toBeUndefined();
  });

  it('asks for every scheme of a combined requirement and sends them together', async () => {
    const page = await openPanel('both');
    await expect(page.locator('.send-panel').textContent()).resolves.toContain('needs all of the following together');
    await page.fill('.send-panel input[name="token-headerKey"]', 'key-2');
    await page.fill('.send-panel input[name="token-bearerAuth"]', 'jwt-2');
    const request = await send(page);
    expect([request.headers['x-api-key'], request.headers.authorization]).toEqual(['key-2', 'Bearer jwt-2']);
  });
});

describe('OAuth 2.0 and OpenID Connect', () => {
  it('gets a client-credentials token from the panel, loading the flow only then', async () => {
    const scripts: string[] = [];
    const page = await openPanel('client-credentials');
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('oauth-flow')))).toBe(
      false,
    );
    await page.fill('.send-panel input[name="client-id-clientCredentials"]', CLIENT.id);
    await page.fill('.send-panel input[name="client-secret-clientCredentials"]', CLIENT.secret);
    await page.click('.send-panel-oauth-button');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="token-clientCredentials"]')?.value === 'cc-token',
    );
    expect(scripts.some((script) => /\/chunks\/oauth-flow-[A-Z0-9]+\.js$/.test(script))).toBe(true);
    await expect(page.locator('.send-panel-oauth-status').textContent()).resolves.toContain('Token received');
    expect((await send(page)).headers.authorization).toBe('Bearer cc-token');
    expect(await page.evaluate(() => sessionStorage.getItem('docgen.api-token.clientCredentials'))).toBe('cc-token');
    await noViolations(page, 'client credentials');
  });

  it('says why a token request failed', async () => {
    const page = await openPanel('client-credentials');
    await page.fill('.send-panel input[name="client-id-clientCredentials"]', CLIENT.id);
    await page.fill('.send-panel input[name="client-secret-clientCredentials"]', 'wrong');
    await page.click('.send-panel-oauth-button');
    await page.waitForFunction(() => document.querySelector('.send-panel-oauth-status')?.textContent?.startsWith('No token was received'));
    await expect(page.locator('.send-panel-oauth-status').textContent()).resolves.toContain('401 invalid_client');
  });

  it('signs in with authorization code and PKCE through a popup and the callback page', async () => {
    const page = await openPanel('pkce');
    await page.fill('.send-panel input[name="client-id-pkce"]', CLIENT.id);
    const popup = page.waitForEvent('popup');
    await page.click('.send-panel-oauth-button');
    await (await popup).waitForEvent('close');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="token-pkce"]')?.value === 'pkce-token');
    expect((await send(page)).headers.authorization).toBe('Bearer pkce-token');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('pkce-token');
    await noViolations(page, 'PKCE');
  });

  it('reads the OpenID Connect discovery document, then signs in with PKCE', async () => {
    const page = await openPanel('oidc');
    await page.fill('.send-panel input[name="client-id-oidc"]', CLIENT.id);
    await page.click('.send-panel-oauth-button');
    // Only the discovered endpoint (/oidc/authorize) hands out codes for this token.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="token-oidc"]')?.value === 'oidc-token');
    expect((await send(page)).headers.authorization).toBe('Bearer oidc-token');
    expect(unexpectedProblems(session)).toEqual([]);
  });
});

describe('server, history and parameter styles', () => {
  it('remembers the server and its variables per service, across reloads and pages', async () => {
    const page = await openPanel('bearer');
    await page.reload();
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLInputElement>('input[name="variable-port"]')?.value === expected,
      String(port),
    );
    await page.goto(`${site.url}/api/secure/basic`);
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLInputElement>('input[name="variable-port"]')?.value === expected,
      String(port),
    );
    await page.selectOption('.send-panel select[name="server"]', { label: 'Production (https://api.example.test/v1)' });
    await page.reload();
    await page.waitForFunction(() =>
      document.querySelector<HTMLSelectElement>('select[name="server"]')?.selectedOptions[0]?.textContent?.startsWith('Production'),
    );
    // Another service keeps its own choice.
    await page.goto(`${site.url}/api/pets/list-pets`);
    await page.waitForFunction(
      () => document.querySelector('docgen-island[data-widget="send-panel"]')?.getAttribute('data-hydrated') === 'true',
    );
    await expect(
      page.locator('.send-panel select[name="server"]').evaluate((select: HTMLSelectElement) => select.selectedIndex),
    ).resolves.toBe(0);
    await expect(page.locator('.send-panel-url').textContent()).resolves.toContain('https://pets.sandbox.zoo.test/v2/pets');
  });

  it('sends parameters written by their style, highlights the JSON answer and keeps a history to reopen', async () => {
    const page = await openPanel('styles');
    const first = await send(page);
    expect(first.url).toBe('/v1/points/;point=3;point=4/labels/.3.4?filter[colour]=red&ids=1|2&words=a%20b&tags=x,y&next=/a/b?c');
    expect(first.headers['x-pair']).toBe('a=1,b=2');
    await expect(page.locator('.send-panel-body-out .token.property').first().textContent()).resolves.toBe('"ok"');
    await expect(page.locator('.send-panel-body-out .token.boolean').first().textContent()).resolves.toBe('true');

    await page.fill('.send-panel input[name="query-filter"]', '{"colour":"blue"}');
    expect((await send(page)).url).toContain('filter[colour]=blue');
    const entries = page.locator('.send-panel-history li');
    await page.click('.send-panel-history summary');
    await expect(entries.count()).resolves.toBe(2);
    await expect(entries.first().textContent()).resolves.toContain('filter[colour]=blue');
    await expect(entries.first().textContent()).resolves.toContain('200');
    await noViolations(page, 'history');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await noViolations(page, 'history and highlighted answer, dark');
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));

    await entries.nth(1).locator('button').focus();
    await page.keyboard.press('Enter');
    await expect(page.inputValue('.send-panel input[name="query-filter"]')).resolves.toBe('{"colour":"red"}');
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('docgen.api-history.')));
    expect(stored).toEqual(['docgen.api-history.secure.get /points/{point}/labels/{id}']);
  });
});
