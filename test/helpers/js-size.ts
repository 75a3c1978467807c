import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface ScriptSize {
  path: string;
  raw: number;
  gzip: number;
}

export interface JsSize {
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
}

/**
 * The JavaScript a page loads on a first visit (empty cache, no interaction): every
 * script response until the network is idle and idle-time islands have hydrated (not
 * those that wait for the reader). Sizes are raw and gzip (level 6, what static hosts
 * typically serve).
 */
export async function measureFirstLoadJs(page: Page, url: string): Promise<JsSize> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<ScriptSize | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('docgen-island')]
      .filter((element) => !['visible', 'interaction'].includes(element.getAttribute('data-hydrate') ?? ''))
      .every((element) => element.getAttribute('data-hydrated') === 'true'),
  );
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((script): script is ScriptSize => script !== undefined);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  return {
    scripts,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}
