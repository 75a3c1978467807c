/**
 * The send panel's "Mock" server in real Chromium, on the fixture site test/fixtures/sites/mock:
 * answered by `docgen serve --watch` over HTTP, and, in a static build with `api.mock: true`,
 * in the page by the mock client, which loads only when the reader sends to the mock.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from '../helpers/browser.js';
import { buildToTemp } from '../helpers/build-fixture.js';
import { startServe, type ServeProcess } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { measureFirstLoadJs } from '../helpers/js-size.js';
import { closePages, DESKTOP, openPage, unexpectedProblems } from '../helpers/widget-pages.js';

let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});

afterAll(async () => {
  await session?.close();
});

afterEach(async () => {
  await closePages(session);
});

async function openPanel(siteUrl: string, pathname: string): Promise<Page> {
  const page = await openPage(session, siteUrl, pathname);
  // The panel hydrates when it nears the screen (it is not part of the page's first load).
  await page.locator('.send-panel').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector('docgen-island[data-widget="send-panel"]')?.getAttribute('data-hydrated') === 'true',
  );
  return page;
}

/** Picks the mock server, sends, and returns the status line and body the panel shows. */
async function sendToMock(page: Page, label: string): Promise<{ code: string; body: string }> {
  await page.selectOption('.send-panel select[name="server"]', { label });
  await page.click('.send-panel button[type="submit"]');
  const result = page.locator('.send-panel-result');
  await result.locator('.send-panel-code').waitFor();
  return {
    code: (await result.locator('.send-panel-code').textContent()) ?? '',
    body: (await result.locator('.send-panel-body-out').textContent()) ?? '',
  };
}

/**
 * Sends a cookie API key to a mock: the document's own server (another site) only
 * explains why it cannot; the mock takes it, and no cookie is left behind in the page.
 */
async function sendCookieKey(siteUrl: string, label: string): Promise<{ code: string; body: string }> {
  const page = await openPanel(siteUrl, '/api/pets/get-session');
  const field = page.locator('.send-panel input[name="token-cookieKey"]');
  await page.selectOption('.send-panel select[name="server"]', { label: 'https://pets.example.com/v1' });
  await page.locator('.send-panel-cookie').waitFor();
  await expect(page.locator('.send-panel').textContent()).resolves.toContain('A page cannot set cookies for another site');
  await expect(field.count()).resolves.toBe(0);
  await page.selectOption('.send-panel select[name="server"]', { label });
  await field.fill('s;1');
  await expect(page.locator('.send-panel-cookie').count()).resolves.toBe(0);
  const answer = await sendToMock(page, label);
  await expect(page.evaluate(() => document.cookie)).resolves.toBe('');
  return answer;
}

describe('the mock server under docgen serve --watch', () => {
  let server: ServeProcess;

  beforeAll(async () => {
    server = await startServe(['--watch', '--port', '0', '--host', '127.0.0.1'], copyFixtureSite('mock').root);
    await server.seen('Mock of Pet service');
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('is the last server of the panel, and sending to it shows the documented example', async () => {
    const page = await openPanel(server.url, '/api/pets/list-pets');
    const label = 'Mock (docgen serve) (/api/pets/__mock)';
    const options = await page.locator('.send-panel select[name="server"] option').allTextContents();
    expect(options.indexOf(label)).toBe(options.length - 2); // before "Other URL..."
    await page.selectOption('.send-panel select[name="server"]', { label });
    await expect(page.locator('.send-panel-url').textContent()).resolves.toContain(`${server.url}/api/pets/__mock/pets`);
    const answer = await sendToMock(page, label);
    expect(answer.code).toMatch(/^200\b/);
    expect(JSON.parse(answer.body)).toEqual([
      { id: 1, name: 'Rex' },
      { id: 2, name: 'Tom' },
    ]);
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('answers 401 when the reader gives no credentials', async () => {
    const page = await openPanel(server.url, '/api/pets/create-pet');
    const answer = await sendToMock(page, 'Mock (docgen serve) (/api/pets/__mock)');
    expect(answer.code).toMatch(/^401\b/);
    expect(answer.body).toContain('This operation needs credentials');
    expect(unexpectedProblems(session, [/status of 401/])).toEqual([]);
  });

  it('offers a field for a cookie API key, as the mock is on the page’s own origin, and sends the cookie', async () => {
    const answer = await sendCookieKey(server.url, 'Mock (docgen serve) (/api/pets/__mock)');
    expect(answer.code).toMatch(/^200\b/);
    expect(JSON.parse(answer.body)).toEqual({ signedIn: true });
    expect(unexpectedProblems(session)).toEqual([]);
  });
});

describe('the mock server of a static build with api.mock: true', () => {
  let site: Awaited<ReturnType<typeof serveFolder>>;
  const label = 'Mock (answered in this page) (/api/pets/__mock)';

  beforeAll(async () => {
    const { root } = copyFixtureSite('mock');
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('  api: {', '  api: {\n    mock: true,'));
    const { outDir } = await buildToTemp(root);
    site = await serveFolder(outDir);
  }, 60_000);

  afterAll(async () => {
    await site?.close();
  });

  it('answers in the page from the document, loading the mock client only when the reader sends to it', async () => {
    const page = await openPanel(site.url, '/api/pets/get-pet');
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.fill('.send-panel input[name="path-petId"]', '7');
    await page.selectOption('.send-panel select[name="server"]', { label });
    expect(scripts.filter((file) => file.includes('mock-fetch'))).toEqual([]);
    const answer = await sendToMock(page, label);
    // With its reason phrase, as the HTTP mock's answer has it.
    expect(answer.code).toMatch(/^200 OK\b/);
    expect(JSON.parse(answer.body)).toEqual({ id: 7, name: 'Rex' });
    expect(scripts.some((file) => /\/assets\/chunks\/mock-fetch-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts).toContain('/api/pets/__mock.json');
    // No request leaves for the mock's URL: a static host has nothing there.
    expect(scripts.filter((file) => file.startsWith('/api/pets/__mock/'))).toEqual([]);
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('keeps the mock client out of the first load, which stays under the API page budget (70 kB gzip)', async () => {
    const page = await session.newPage(DESKTOP);
    const size = await measureFirstLoadJs(page, `${site.url}/api/pets/create-pet`);
    console.log(`First-load JavaScript of /api/pets/create-pet with api.mock: ${size.scripts.length} scripts, ${size.gzip} bytes gzip`);
    expect(size.scripts.filter((script) => script.path.includes('mock-fetch'))).toEqual([]);
    expect(size.gzip).toBeLessThan(70_000);
  });

  it('shows the validation problems of a bad request as a 400', async () => {
    const page = await openPanel(site.url, '/api/pets/get-pet');
    await page.fill('.send-panel input[name="path-petId"]', 'seven');
    const answer = await sendToMock(page, label);
    expect(answer.code).toMatch(/^400 Bad Request\b/);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, problems: [{ pointer: '/path/petId', message: 'must be integer' }] });
  });

  it('offers a field for a cookie API key and hands the cookie to the mock in the page', async () => {
    const answer = await sendCookieKey(site.url, label);
    expect(answer.code).toMatch(/^200\b/);
    expect(JSON.parse(answer.body)).toEqual({ signedIn: true });
  });
});
