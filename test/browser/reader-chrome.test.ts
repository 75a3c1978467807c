/**
 * The reader-chrome fixture in Chromium: docgen's own words on a French and an Arabic
 * page; analytics (GA4, Plausible, PostHog) requested only after consent, each once, and
 * never after "Necessary only"; "Was this page helpful?" answered by keyboard, sending
 * exactly one answer to each destination; axe clean in light and dark mode with the
 * banner and the question open, in the site's yellow brand colour.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, serveFolder, type BrowserSession } from '../helpers/browser.js';
import { axeViolations, describeViolations } from '../helpers/axe.js';
import { buildToTemp, fixtureSite } from '../helpers/build-fixture.js';
import { closePages, openPage, unexpectedProblems, waitForIslands } from '../helpers/widget-pages.js';

const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-BEACON1$/;
const PLAUSIBLE = /^https:\/\/plausible\.io\/js\/script\.js$/;
const POSTHOG = /^https:\/\/eu-assets\.i\.posthog\.com\/static\/array\.js$/;
const ANALYTICS = [GTAG, PLAUSIBLE, POSTHOG];

let session: BrowserSession;
let site: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  const { outDir } = await buildToTemp(fixtureSite('reader-chrome'));
  site = await serveFolder(outDir);
  // The analytics scripts answer with an empty script: what a test counts is the requests,
  // and the queues the page fills.
  session = await launchBrowser({
    thirdParty: (url) =>
      ANALYTICS.some((pattern) => pattern.test(url))
        ? { status: 200, body: '', contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' } }
        : undefined,
  });
}, 300_000);
afterAll(async () => {
  await session?.close();
  await site?.close();
});

// A page left open would take the next test's consent from storage (as another tab does).
afterEach(() => closePages(session));

/** Opens a page as a first visit: nothing stored, so the cookie banner is open. */
const firstVisit = (path: string) => openPage(session, site.url, path, { storage: {} });
const analyticsScripts = (page: Page) =>
  page.evaluate(
    () => document.querySelectorAll('script[src*="googletagmanager"], script[src*="plausible"], script[src*="posthog"]').length,
  );
const countOf = (pattern: RegExp) => session.thirdPartyRequests.filter((url) => pattern.test(url)).length;

describe('docgen’s words in the page’s language', () => {
  it('a French page: skip link, search, pagination, table of contents, the cookie banner and the question', async () => {
    const page = await firstVisit('/fr/guide/start');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('.skip-link').textContent()).toBe('Aller au contenu principal');
    expect(await page.getByRole('combobox', { name: 'Rechercher dans la documentation' }).locator('visible=true').count()).toBe(1);
    expect(await page.locator('.pagination-sublabel').allTextContents()).toEqual(['Suivant']);
    expect(await page.locator('.toc-title').textContent()).toBe('Sur cette page');
    const banner = page.getByRole('dialog', { name: 'Votre vie privée' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Tout accepter' }).isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Nécessaires uniquement' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Cette page vous a-t-elle été utile ?' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Oui' }).count()).toBe(1);
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('an Arabic page, right to left: the same chrome in Arabic', async () => {
    const page = await firstVisit('/ar/guide/start');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('.skip-link').textContent()).toBe('انتقل إلى المحتوى الرئيسي');
    expect(await page.getByRole('combobox', { name: 'البحث في التوثيق' }).locator('visible=true').count()).toBe(1);
    expect(await page.locator('.pagination-sublabel').allTextContents()).toEqual(['السابق']);
    const banner = page.getByRole('dialog', { name: 'خصوصيتك' });
    expect(await banner.getByRole('button', { name: 'قبول الكل' }).isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'الضرورية فقط' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'نعم' }).count()).toBe(1);
    expect(unexpectedProblems(session)).toEqual([]);
  });
});

describe('analytics behind the consent banner', () => {
  it('requests nothing before consent, then each tool once after "Accept all", and at once on the next page', async () => {
    const page = await firstVisit('/fr/guide/start');
    expect(await analyticsScripts(page)).toBe(0);
    expect(session.thirdPartyRequests).toEqual([]);
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => ANALYTICS.map(countOf)).toEqual([1, 1, 1]);
    expect(session.thirdPartyRequests).toHaveLength(3);
    expect(await analyticsScripts(page)).toBe(3);
    // The choice is kept: the next page loads them again at once, with no banner.
    session.thirdPartyRequests.length = 0;
    await page.goto(`${site.url}/guide/signals`);
    await waitForIslands(page);
    await expect.poll(() => ANALYTICS.map(countOf)).toEqual([1, 1, 1]);
    expect(await page.locator('.cookie-banner').count()).toBe(0);
    expect(unexpectedProblems(session)).toEqual([]);
  });

  it('requests none after "Necessary only", on this page nor the next', async () => {
    const page = await firstVisit('/ar/guide/start');
    await page.getByRole('button', { name: 'الضرورية فقط' }).click();
    await page.locator('.cookie-banner').waitFor({ state: 'detached' });
    await page.goto(`${site.url}/fr/guide/signals`);
    await waitForIslands(page);
    expect(await page.evaluate(() => localStorage.getItem('docgen.cookie-consent'))).toContain('"accepted":["necessary"]');
    expect(await analyticsScripts(page)).toBe(0);
    expect(session.thirdPartyRequests).toEqual([]);
  });
});

describe('"Was this page helpful?"', () => {
  it('is answered by keyboard and sends exactly one answer: one POST, one GA4 event, one Plausible event, one PostHog capture', async () => {
    const page = await firstVisit('/fr/guide/start');
    const posts: string[] = [];
    await page.route('**/api/helpful', async (route) => {
      posts.push(route.request().postData() ?? '');
      await route.fulfill({ status: 204, body: '' });
    });
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => ANALYTICS.map(countOf)).toEqual([1, 1, 1]);
    // Nothing is sent before the reader answers.
    expect(posts).toEqual([]);
    // Tab to "Non" (the page's controls come first), then Enter.
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent === 'Non')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('helpful-answer');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Merci pour votre avis.');
    await expect.poll(() => posts.length).toBe(1);
    expect(JSON.parse(posts[0]!)).toEqual({ path: '/fr/guide/start', helpful: false });
    // A second Enter on the thanks sends nothing more.
    await page.keyboard.press('Enter');
    const events = await page.evaluate(() => {
      const global = window as unknown as { dataLayer: ArrayLike<unknown>[]; plausible: { q: unknown[][] }; posthog: unknown[][] };
      return {
        gtag: global.dataLayer.map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'event'),
        plausible: global.plausible.q,
        posthog: global.posthog.filter((entry) => Array.isArray(entry) && entry[0] === 'capture'),
      };
    });
    expect(events).toEqual({
      gtag: [['event', 'helpful', { page_path: '/fr/guide/start', helpful: false }]],
      plausible: [['helpful', { props: { page_path: '/fr/guide/start', helpful: false } }]],
      posthog: [['capture', 'helpful', { page_path: '/fr/guide/start', helpful: false }]],
    });
    expect(posts).toHaveLength(1);
    expect(await page.getByRole('status').filter({ hasText: 'Merci pour votre avis.' }).count()).toBe(1);
  });
});

describe('accessibility in the brand colour', () => {
  for (const [path, necessaryOnly] of [
    ['/fr/guide/start', 'Nécessaires uniquement'],
    ['/ar/guide/start', 'الضرورية فقط'],
  ] as const) {
    it(`${path}: no axe violation in light and dark mode, with the banner open and the question answered or not`, async () => {
      const page = await firstVisit(path);
      const problems: string[] = [];
      const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
      for (const mode of ['light', 'dark']) {
        await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
        // The yellow brand colour, darkened for light mode, as written for dark mode.
        expect(await primary()).toBe(mode === 'light' ? '#736000' : '#ffd500');
        await page.locator('.helpful').scrollIntoViewIfNeeded();
        problems.push(...describeViolations(`${path} ${mode}, question open`, await axeViolations(page)));
      }
      // Answered (after "Necessary only": nothing leaves the site but the POST to the site itself).
      await page.route('**/api/helpful', (route) => route.fulfill({ status: 204, body: '' }));
      await page.getByRole('button', { name: necessaryOnly }).click();
      await page.locator('.helpful-answer').first().click();
      await page.locator('.helpful-thanks').waitFor();
      for (const mode of ['light', 'dark']) {
        await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
        problems.push(...describeViolations(`${path} ${mode}, answered`, await axeViolations(page)));
      }
      expect(problems).toEqual([]);
      expect(session.thirdPartyRequests).toEqual([]);
    });
  }
});
