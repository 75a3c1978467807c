import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createStaticServer, listen } from '../../src/http/static-server.js';
import { addressAt } from './site-address.js';
import { closeCounted } from './cpu-per-file.js';

/** Debian's Chromium; browser downloads by npm do not work here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  context: BrowserContext;
  /** Requests to other hosts that pages tried to make (they are all aborted). */
  thirdPartyRequests: string[];
  /** Console errors and warnings and uncaught page errors, per page. */
  consoleProblems: string[];
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Requests the test's own server answers, and those a page makes of itself (data:, blob:). */
const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/;

/**
 * Launches headless Chromium with a fresh profile. No host but the loopback resolves, so
 * tests never reach the internet; every request a page makes of another host is recorded.
 * When `thirdParty` answers some of them, those are intercepted and answered (and the
 * rest aborted); only then is every request routed through this process, which costs
 * each page load a third of its CPU and turns the HTTP cache off (Playwright routes all
 * requests once any route is set).
 */
export async function launchBrowser(
  options: {
    thirdParty?: (url: string) => { status: number; body: string; contentType?: string; headers?: Record<string, string> } | undefined;
    /** A phone's touch screen: touch events, `(hover: none)` and `(pointer: coarse)`. */
    touch?: boolean;
  } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'docgen-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
    viewport: { width: 1280, height: 900 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const thirdPartyRequests: string[] = [];
  const consoleProblems: string[] = [];
  const { thirdParty } = options;
  if (thirdParty) {
    // Recorded here, before the answer: a test that waits for what the answer does then
    // finds the request recorded (the request event may come after it).
    await context.route(
      (url) => !LOCAL.test(url.href),
      async (route) => {
        thirdPartyRequests.push(route.request().url());
        const answer = thirdParty(route.request().url());
        if (answer)
          return route.fulfill({
            status: answer.status,
            body: answer.body,
            contentType: answer.contentType ?? 'application/json',
            ...(answer.headers ? { headers: answer.headers } : {}),
          });
        return route.abort('blockedbyclient');
      },
    );
  } else {
    context.on('request', (request) => {
      if (!LOCAL.test(request.url())) thirdPartyRequests.push(request.url());
    });
  }
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    context,
    thirdPartyRequests,
    consoleProblems,
    async newPage(viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
    close: () => closeCounted(profile, () => context.close()),
  };
}

/** Serves a built output folder on a free loopback port. */
export async function serveFolder(root: string, baseUrl = '/'): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createStaticServer({ root, address: addressAt(baseUrl) });
  const port = await listen(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}${baseUrl.replace(/\/$/, '')}`,
    server,
    // Chromium keeps sockets open it may use later (preconnects that never send a request);
    // the server would wait for them until its headers timeout (a minute or more).
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
