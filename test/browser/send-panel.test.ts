/**
 * The send panel in real Chromium: fills it on operation pages of the fixture site
 * (test/fixtures/sites/api), sends to a local node:http server started here, and checks
 * what the server received and what the panel shows, including failures.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../helpers/axe.js';
import { CHROMIUM, launchBrowser, serveFolder, type BrowserSession } from '../helpers/browser.js';
import { buildToTemp, fixtureSite } from '../helpers/build-fixture.js';
import { closePages, openPage, unexpectedProblems } from '../helpers/widget-pages.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let site: Awaited<ReturnType<typeof serveFolder>>;
let session: BrowserSession;
let api: Server;
let apiUrl: string;
const received: Received[] = [];

/** A stand-in for the documented API: answers with what it got, allows this origin (CORS). */
function startApi(): Promise<Server> {
  const server = createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Request-Id',
      'Access-Control-Allow-Methods': 'GET, POST, DELETE',
      'Access-Control-Expose-Headers': 'X-Total-Count',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (request.url!.includes('/slow')) return; // never answers: for the cancel button
      response.writeHead(request.method === 'POST' ? 201 : 200, { ...cors, 'Content-Type': 'application/json', 'X-Total-Count': '42' });
      response.end(JSON.stringify({ ok: true, method: request.method, url: request.url }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  const { outDir } = await buildToTemp(fixtureSite('api'));
  site = await serveFolder(outDir);
  session = await launchBrowser();
  api = await startApi();
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await session?.close();
  await site?.close();
  await new Promise((resolve) => api?.close(resolve));
});

afterEach(async () => {
  received.length = 0;
  await closePages(session);
});

async function openPanel(pathname: string): Promise<Page> {
  const page = await openPage(session, site.url, pathname);
  await panelHydrated(page);
  return page;
}

/** The panel hydrates when it nears the screen: scrolls it there and waits. */
async function panelHydrated(page: Page): Promise<void> {
  await page.locator('.send-panel').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector('docgen-island[data-widget="send-panel"]')?.getAttribute('data-hydrated') === 'true',
  );
}

async function useServer(page: Page, baseUrl: string): Promise<void> {
  await page.selectOption('.send-panel select[name="server"]', { label: 'Other URL...' });
  await page.fill('.send-panel input[name="base-url"]', baseUrl);
}

const result = (page: Page) => page.locator('.send-panel-result');

describe('the send panel', () => {
  it('is complete in the HTML and enabled once hydrated', async () => {
    const page = await openPanel('/api/pets/create-pet');
    // Enabled by the hydrated panel's first render: waited for, not read at once.
    await page.locator('.send-panel button[type="submit"]:enabled').waitFor();
    await expect(page.locator('.send-panel-note').count()).resolves.toBe(0);
    // The server's variables pick the URL.
    await expect(page.locator('.send-panel-url').textContent()).resolves.toContain('https://pets.sandbox.zoo.test/v2/pets');
    await page.selectOption('.send-panel select[name="variable-environment"]', 'production');
    // The panel re-renders after the change event: wait for the new URL, not a snapshot.
    await page.locator('.send-panel-url', { hasText: 'https://pets.production.zoo.test/v2/pets' }).waitFor();
    // The body is pre-filled from the first example.
    expect(JSON.parse(await page.inputValue('.send-panel textarea[name="body"]'))).toEqual({ name: 'Rex', kind: 'dog', barks: true });
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('sends the request with token and body, and shows status, time, headers and the pretty body', async () => {
    const page = await openPanel('/api/pets/create-pet');
    await useServer(page, `${apiUrl}/v2`);
    await page.fill('.send-panel input[name="token-bearerAuth"]', 'secret-token');
    await page.fill('.send-panel textarea[name="body"]', '{"name":"Tom","kind":"cat","lives":9}');
    await page.click('.send-panel button[type="submit"]');
    await result(page).locator('.send-panel-code').waitFor();

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v2/pets', body: '{"name":"Tom","kind":"cat","lives":9}' });
    expect(received[0]!.headers.authorization).toBe('Bearer secret-token');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.headers.cookie).toBeUndefined();

    await expect(result(page).locator('.send-panel-code').textContent()).resolves.toMatch(/^201 Created/);
    await expect(result(page).locator('.send-panel-time').textContent()).resolves.toMatch(/^\d+ ms$/);
    await expect(result(page).locator('.send-panel-headers').textContent()).resolves.toContain('x-total-count42');
    await expect(result(page).locator('.send-panel-body-out').textContent()).resolves.toBe(
      JSON.stringify({ ok: true, method: 'POST', url: '/v2/pets' }, null, 2),
    );

    // The token is kept for the tab only: sessionStorage, never localStorage or a cookie.
    expect(await page.evaluate(() => sessionStorage.getItem('docgen.api-token.bearerAuth'))).toBe('secret-token');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('secret-token');
    expect(await session.context.cookies()).toEqual([]);
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('fills path and query parameters from their examples', async () => {
    const page = await openPanel('/api/pets/list-pets');
    await useServer(page, apiUrl);
    await page.fill('.send-panel input[name="header-X-Request-Id"]', 'req-1');
    await page.click('.send-panel button[type="submit"]');
    await result(page).locator('.send-panel-code').waitFor();
    expect(received[0]).toMatchObject({ method: 'GET', url: '/pets?limit=20&status=available' });
    expect(received[0]!.headers['x-request-id']).toBe('req-1');

    const pet = await openPanel('/api/pets/get-pet');
    await useServer(pet, apiUrl);
    await expect(pet.inputValue('.send-panel input[name="path-petId"]')).resolves.toBe('0b7f5f2e-8f3a-4c55-9d4e-1f2a3b4c5d6e');
    await pet.fill('.send-panel input[name="path-petId"]', 'a b');
    await pet.click('.send-panel button[type="submit"]');
    await result(pet).locator('.send-panel-code').waitFor();
    expect(received[1]).toMatchObject({ method: 'GET', url: '/pets/a%20b' });
  });

  it('offers an array of allowed values as a group of checkboxes, chosen from the keyboard and sent in the parameter’s style', async () => {
    const page = await openPanel('/api/pets/list-pets');
    await useServer(page, apiUrl);
    const group = page.locator('.send-panel fieldset.send-panel-choices');
    await expect(group.locator('legend').textContent()).resolves.toContain('traits');
    await expect(group.getByRole('checkbox').count()).resolves.toBe(3);
    // From the keyboard: focus the first box, Space ticks it, Tab to the third and tick it.
    await group.getByRole('checkbox', { name: 'friendly' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await group.getByRole('checkbox', { name: 'vaccinated', checked: true }).waitFor();
    await expect(group.getByRole('checkbox', { name: 'trained' }).isChecked()).resolves.toBe(false);
    await page.fill('.send-panel input[name="header-X-Request-Id"]', 'req-2');
    await page.click('.send-panel button[type="submit"]');
    await result(page).locator('.send-panel-code').waitFor();
    expect(received[0]).toMatchObject({ method: 'GET', url: '/pets?limit=20&status=available&traits=friendly&traits=vaccinated' });
    const violations = await axeViolations(page);
    expect(describeViolations('/api/pets/list-pets', violations)).toEqual([]);
  });

  it('uploads files in multipart bodies', async () => {
    const page = await openPanel('/api/pets/upload-pet-photo');
    await useServer(page, apiUrl);
    await page.fill('.send-panel input[name="path-petId"]', 'rex');
    await page.setInputFiles('.send-panel input[name="field-photo"]', {
      name: 'rex.png',
      mimeType: 'image/png',
      buffer: Buffer.from('PNGDATA'),
    });
    await page.click('.send-panel button[type="submit"]');
    await result(page).locator('.send-panel-code').waitFor();
    expect(received[0]!.url).toBe('/pets/rex/photos');
    expect(received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toContain('filename="rex.png"');
    expect(received[0]!.body).toContain('PNGDATA');
    expect(received[0]!.body).toContain('Rex at the beach');
    // An array is a part per item; an object is a JSON part of that type (a Blob: a string part is always text/plain).
    expect(received[0]!.body.match(/name="tags"\r\n\r\n(\w+)/g)).toEqual(['name="tags"\r\n\r\nbeach', 'name="tags"\r\n\r\nsummer']);
    expect(received[0]!.body).toMatch(/name="place"[^\r]*\r\nContent-Type: application\/json\r\n\r\n\{"city":"Bern"\}/);
  });

  it('checks JSON before sending', async () => {
    const page = await openPanel('/api/pets/create-pet');
    await useServer(page, apiUrl);
    await page.fill('.send-panel textarea[name="body"]', '{"name": ');
    await expect(page.locator('.send-panel-error-inline').textContent()).resolves.toContain('Not valid JSON');
    await page.click('.send-panel button[type="submit"]');
    await expect(result(page).locator('.send-panel-error').textContent()).resolves.toContain('The request body is not valid JSON');
    expect(received).toEqual([]);
  });

  it('explains a request that fails on the network (connection refused)', async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)),
    );
    await new Promise((resolve) => closed.close(resolve));

    const page = await openPanel('/api/pets/get-health');
    await useServer(page, `http://127.0.0.1:${port}`);
    await page.click('.send-panel button[type="submit"]');
    const error = result(page).locator('.send-panel-error');
    await error.waitFor();
    const text = await error.textContent();
    expect(text).toContain(`No answer could be read from http://127.0.0.1:${port}`);
    expect(text).toContain('connection refused');
    expect(text).toContain('CORS');
    expect(text).toContain('Browser message: Failed to fetch');
    // The browser logs the refused connection itself; nothing else went wrong.
    expect(unexpectedProblems(session, [/ERR_CONNECTION_REFUSED|Failed to load resource/])).toEqual([]);
  });

  it('keeps the focus on Send, announces the answer in one sentence, and has no axe violation after an answer or an error', async () => {
    const page = await openPanel('/api/pets/create-pet');
    await useServer(page, `${apiUrl}/v2`);
    const send = page.locator('.send-panel button[type="submit"]');
    await send.focus();
    await page.keyboard.press('Enter');
    await result(page).locator('.send-panel-code').waitFor();
    expect(await send.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('.send-panel [role="status"]').textContent()).toMatch(/^Answer: 201 Created, in \d+ ms\.$/);
    expect(describeViolations('after an answer', await axeViolations(page))).toEqual([]);

    await useServer(page, 'http://127.0.0.1:9');
    await page.keyboard.press('Shift+Tab'); // away from the field and back to Send by keyboard
    await send.focus();
    await page.keyboard.press('Enter');
    await result(page).locator('.send-panel-error').waitFor();
    expect(await send.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator('.send-panel [role="status"]').textContent()).toMatch(/^The request failed: /);
    expect(describeViolations('after an error', await axeViolations(page))).toEqual([]);
  });

  it('remembers the code-sample language chosen, for the tab’s session', async () => {
    const page = await openPanel('/api/pets/create-pet');
    await page.click('label[for="op-create-pet-sample-python"]');
    await expect(page.locator('#op-create-pet-sample-python-panel').isVisible()).resolves.toBe(true);
    await page.goto(`${site.url}/api/pets/get-pet`);
    await panelHydrated(page);
    await expect(page.locator('#op-get-pet-sample-python').isChecked()).resolves.toBe(true);
    await expect(page.locator('#op-get-pet-sample-python-panel').isVisible()).resolves.toBe(true);
    await expect(page.locator('#op-get-pet-sample-curl-panel').isVisible()).resolves.toBe(false);
  });

  it('cancels a slow request', async () => {
    const page = await openPanel('/api/pets/get-health');
    await useServer(page, `${apiUrl}/slow`);
    await page.click('.send-panel button[type="submit"]');
    await page.locator('.send-panel-cancel').waitFor();
    await expect.poll(() => received.length).toBe(1);
    await page.click('.send-panel-cancel');
    await expect(result(page).locator('.send-panel-error').textContent()).resolves.toContain('Request cancelled');
    // Enabled by the hydrated panel's first render: waited for, not read at once.
    await page.locator('.send-panel button[type="submit"]:enabled').waitFor();
  });
});

describe('an operation page without JavaScript', () => {
  it('switches code samples and unfolds schemas, and says the send panel needs JavaScript', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${site.url}/api/pets/create-pet`);
      const panel = (language: string) => page.locator(`#op-create-pet-sample-${language}-panel`);
      // The document's own sample (x-codeSamples) comes first.
      await expect(panel('x-0').isVisible()).resolves.toBe(true);
      await expect(panel('go').isVisible()).resolves.toBe(false);
      await page.click('label[for="op-create-pet-sample-go"]');
      await expect(panel('go').isVisible()).resolves.toBe(true);
      await expect(panel('x-0').isVisible()).resolves.toBe(false);
      await expect(panel('go').textContent()).resolves.toContain('http.NewRequest("POST"');

      const dog = page.locator('details.schema-choice', { hasText: 'Dog' }).first();
      await expect(dog.locator('.schema-property-name', { hasText: 'barks' }).isVisible()).resolves.toBe(false);
      await dog.locator('summary').click();
      await expect(dog.locator('.schema-property-name', { hasText: 'barks' }).isVisible()).resolves.toBe(true);

      await expect(page.locator('.send-panel-note').textContent()).resolves.toContain('needs JavaScript');
      await expect(page.locator('.send-panel button[type="submit"]').isDisabled()).resolves.toBe(true);
    } finally {
      await browser.close();
    }
  });
});
