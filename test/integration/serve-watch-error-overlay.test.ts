/**
 * The build-error overlay of `docgen serve --watch` stays as long as the site is broken:
 * a page reloaded, opened in a new tab or reached by a click while the last build failed
 * shows the error too, and every page loses it once a build succeeds.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { edit, SLOW } from '../helpers/watch-refresh.js';

/** Long enough for a page to load and connect; without the kept error the overlay never comes. */
const OVERLAY = 20_000;

const overlay = (page: Page) => page.locator('#docgen-build-error');

/** Waits until the page listens to the server, so that what it shows is what the server sent. */
const listening = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.docgenLive === 'open', undefined, { timeout: SLOW });

describe('serve --watch, the build-error overlay', () => {
  it('shows on every page served while the last build failed, and goes once a build succeeds', async () => {
    const { root } = copyFixtureSite('basic');
    const usage = path.join(root, 'docs/guide/usage.md');
    const server = await startServe(['--watch', '--port', '0'], root);
    const browser = await launchBrowser();
    try {
      const open = await browser.newPage();
      await open.goto(`${server.url}/guide/intro`);
      await listening(open);

      // A link to an address that does not exist fails the build (DG114).
      edit(usage, 'Call it.', 'Call it. See [nowhere](/guide/nowhere).');
      await server.seen('still being served', 1, SLOW);
      await overlay(open).waitFor({ timeout: OVERLAY });

      // Reloaded, the open page still shows it.
      await open.reload();
      await overlay(open).waitFor({ timeout: OVERLAY });
      expect(await overlay(open).textContent()).toContain('DG114');

      // A new tab, on another page.
      const fresh = await browser.newPage();
      await fresh.goto(`${server.url}/guide/advanced/tuning`);
      await overlay(fresh).waitFor({ timeout: OVERLAY });

      // A click to another page (the router swaps it in, without a load).
      await open.locator('aside.sidebar a.sidebar-link[href="/guide/usage"]').click();
      await open.waitForURL(`${server.url}/guide/usage`, { timeout: SLOW });
      await overlay(open).waitFor({ timeout: OVERLAY });

      // The fix: every page loses the overlay, and a page opened now shows none.
      edit(usage, 'Call it. See [nowhere](/guide/nowhere).', 'Call it.');
      await server.seen('Up to date', 1, SLOW);
      await overlay(open).waitFor({ state: 'detached', timeout: OVERLAY });
      await overlay(fresh).waitFor({ state: 'detached', timeout: OVERLAY });
      await fresh.reload();
      await listening(fresh);
      expect(await overlay(fresh).count()).toBe(0);
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 300_000);
});
