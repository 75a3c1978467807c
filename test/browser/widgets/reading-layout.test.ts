/**
 * The reading layout of the portal on tablets and wide screens, in Chromium: a content
 * column that fits code, tables that scroll in their own frame with an edge where there
 * is more, words kept whole, the code wrap toggle, copy buttons on touch screens, card
 * rows that come out full, method badges of one width. One portal build for the file.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { repoRoot } from '../../helpers/build-fixture.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { waitForIslands } from '../../helpers/widget-pages.js';
import { brokenWords, codeBlocksThatScroll, edgeOpacity, rowsOf } from './reading-layout-measures.js';

const portal = useBuiltSite(repoRoot, {
  countryLookup: 'https://ipapi.co/json/',
  countryAnswer: (country) => ({ ip: '203.0.113.9', country }),
  tagManager: /^https:\/\/www\.googletagmanager\.com\//,
});

const SDK_PAGE = '/sdks/kits/sec-kit';
const OPERATION_PAGE = '/api/gemini-service/create-digital-twin';
const TAG_PAGE = '/api/gemini-service/digital-twin';
const size = (width: number) => ({ viewport: { width, height: 900 } });

describe('the content column', () => {
  it('fits most code of the SDK page at 1280 px and all of it at 1920 px, with prose kept at a readable measure', async () => {
    const laptop = await portal.open(SDK_PAGE, size(1280));
    const atLaptop = await laptop.evaluate(codeBlocksThatScroll);
    expect(atLaptop.total).toBe(12);
    // 7 of 12 scrolled in the 664 px column this replaced.
    expect(atLaptop.scrolling).toBeLessThanOrEqual(5);

    const wide = await portal.open(SDK_PAGE, size(1920));
    expect(await wide.evaluate(codeBlocksThatScroll)).toEqual({ total: 12, scrolling: 0 });
    const widths = await wide.evaluate(() => {
      const paragraph = document.querySelector('main .markdown > p')!;
      const probe = document.createElement('span');
      probe.style.cssText = 'position:absolute;width:70ch';
      paragraph.append(probe);
      const measure = probe.getBoundingClientRect().width;
      probe.remove();
      return {
        paragraph: paragraph.getBoundingClientRect().width,
        code: document.querySelector('main .code-block')!.getBoundingClientRect().width,
        measure,
      };
    });
    expect(widths.paragraph).toBeLessThanOrEqual(widths.measure + 0.5);
    expect(widths.code).toBeGreaterThan(widths.paragraph + 200);
  });

  it('shows an API operation page at 1920 px with its code in the side pane, its descriptions at a readable measure', async () => {
    const page = await portal.open(OPERATION_PAGE, size(1920));
    // The code (samples, request and response examples) is in the side pane beside the
    // reference; long lines scroll inside their block there, as in Stripe's and Redoc's.
    const code = await page.evaluate(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('main pre')].filter((pre) => pre.getClientRects().length > 0);
      return { total: shown.length, inSidePane: shown.filter((pre) => pre.closest('.api-pane-side')).length };
    });
    expect(code.total).toBeGreaterThanOrEqual(3);
    expect(code.inSidePane).toBe(code.total);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
    const tooWide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main .schema-description, main .api-description > p')]
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => {
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;width:70ch';
          element.append(probe);
          const measure = probe.getBoundingClientRect().width;
          probe.remove();
          return element.getBoundingClientRect().width > measure + 0.5;
        })
        .map((element) => element.textContent!.slice(0, 40)),
    );
    expect(tooWide).toEqual([]);
  });
});

describe('tables', () => {
  const frame = (page: Page) => page.locator('main .table-frame').first();

  it('scroll in their frame with an edge on the side with more to see, and only when they overflow', async () => {
    const page = await portal.open(SDK_PAGE, size(1024));
    const area = page.getByRole('group', { name: 'Table: Option, Type, Default, Meaning' });
    expect(await area.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
    await expect.poll(() => edgeOpacity(frame(page))).toEqual({ start: 0, end: 1 });
    await area.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => edgeOpacity(frame(page))).toEqual({ start: 1, end: 0 });

    // Right to left, the table starts at the right: more to see on the left.
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await area.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect.poll(() => edgeOpacity(frame(page))).toEqual({ start: 0, end: 1 });
    expect(await frame(page).evaluate((element) => getComputedStyle(element, '::after').left)).toBe('0px');
    const wide = await portal.open(SDK_PAGE, size(1920));
    expect(
      await wide
        .locator('main .table-scroll')
        .first()
        .evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);
    await expect.poll(() => edgeOpacity(frame(wide))).toEqual({ start: 0, end: 0 });
  });

  it('mark the sides with more to see, which browsers without scroll-driven animations draw the edges from', async () => {
    const page = await portal.open(SDK_PAGE, size(1024));
    const area = page.getByRole('group', { name: 'Table: Option, Type, Default, Meaning' });
    const marks = () =>
      frame(page).evaluate((element) => ({ start: element.hasAttribute('data-more-start'), end: element.hasAttribute('data-more-end') }));
    await expect.poll(marks).toEqual({ start: false, end: true });
    await area.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(marks).toEqual({ start: true, end: false });
    // Right to left, scrolled back to its start (the right), there is more to see at the end again.
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await area.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect.poll(marks).toEqual({ start: false, end: true });
    await area.evaluate((element) => element.scrollTo({ left: -element.scrollWidth }));
    await expect.poll(marks).toEqual({ start: true, end: false });

    const wide = await portal.open(SDK_PAGE, size(1920));
    await expect
      .poll(() => frame(wide).evaluate((element) => element.hasAttribute('data-more-start') || element.hasAttribute('data-more-end')))
      .toBe(false);
  });

  it('scroll by keyboard while they overflow, and are no tab stop when they fit', async () => {
    const page = await portal.open(SDK_PAGE, size(1024));
    const area = page.locator('main .table-scroll').first();
    expect(await area.getAttribute('tabindex')).toBe('0');
    await area.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => area.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    const wide = await portal.open(SDK_PAGE, size(1920));
    await expect.poll(() => wide.locator('main .table-scroll').first().getAttribute('tabindex')).toBe(null);
  });

  for (const width of [390, 768, 1280]) {
    it(`keep every word whole at ${width} px (table cells and endpoint paths), the endpoint wrapping rather than scrolling`, async () => {
      for (const route of [SDK_PAGE, '/', TAG_PAGE, OPERATION_PAGE]) {
        const page = await portal.open(route, size(width));
        expect(await page.evaluate(brokenWords, 'main table, main .api-path, main .api-server'), route).toEqual([]);
        if (route === OPERATION_PAGE)
          expect(await page.locator('.api-endpoint').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    });
  }
});

describe('code blocks', () => {
  it('wrap on request, by mouse and by keyboard, and keep the choice for the session', async () => {
    const page = await portal.open(SDK_PAGE, size(1280));
    expect((await page.evaluate(codeBlocksThatScroll)).scrolling).toBeGreaterThan(0);
    const wrap = page.locator('main .code-block .code-wrap').nth(2);
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    await wrap.click();
    await expect.poll(() => wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(codeBlocksThatScroll)).toEqual({ total: 12, scrolling: 0 });
    expect(await page.locator('main .code-wrap[aria-pressed="false"]').count()).toBe(0);

    // The next page wraps from its first paint (a head script), before any widget runs.
    await page.goto(`${portal.site.url}${OPERATION_PAGE}`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-code-wrap'))).toBe(true);
    await waitForIslands(page);
    const next = page.getByRole('button', { name: 'Wrap long lines' }).first();
    await expect.poll(() => next.getAttribute('aria-pressed')).toBe('true');
    expect((await page.evaluate(codeBlocksThatScroll)).scrolling).toBe(0);

    await next.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => next.getAttribute('aria-pressed')).toBe('false');
    expect((await page.evaluate(codeBlocksThatScroll)).scrolling).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => next.getAttribute('aria-pressed')).toBe('true');
  });

  it('show their copy and wrap buttons at full strength on a touch screen, quieter for a mouse until pointed at', async () => {
    const page = await portal.open(SDK_PAGE, size(1280));
    const copy = page.locator('main .code-block .code-copy').first();
    const colours = () =>
      copy.evaluate((button) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-text)';
        document.body.append(probe);
        const text = getComputedStyle(probe).color;
        probe.remove();
        return { button: getComputedStyle(button).color, text };
      });
    const mouse = await colours();
    expect(mouse.button).not.toBe(mouse.text);

    const client = await page.context().newCDPSession(page);
    await client.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await client.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'hover', value: 'none' },
        { name: 'pointer', value: 'coarse' },
      ],
    });
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const touch = await colours();
    expect(touch.button).toBe(touch.text);
    expect(await copy.isVisible()).toBe(true);
    expect(await copy.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
  });

  it('have keyboard-reachable tools with a visible focus ring', async () => {
    const page = await portal.open(SDK_PAGE, size(1280));
    const copy = page.locator('main .code-block .code-copy').first();
    await page.locator('main .code-block pre').first().focus();
    await page.keyboard.press('Tab');
    const wrap = page.locator('main .code-block .code-wrap').first();
    await expect.poll(() => wrap.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await wrap.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await page.keyboard.press('Tab');
    await expect.poll(() => copy.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('cards and badges', () => {
  for (const width of [390, 768, 1280, 1920]) {
    it(`fill every row of the home page's six feature cards and the API's service cards at ${width} px`, async () => {
      const home = await portal.open('/', size(width));
      const features = await home.evaluate(rowsOf, '.feature-grid');
      expect(features.counts.reduce((sum, count) => sum + count, 0)).toBe(6);
      expect(new Set(features.counts).size, JSON.stringify(features.counts)).toBe(1);
      expect(features.filled, 'each row spans the grid').toBe(true);
      if (width >= 1280) expect(features.counts).toEqual([3, 3]);

      const api = await portal.open('/api', size(width));
      expect((await api.evaluate(rowsOf, '.card-grid')).filled).toBe(true);
      const tag = await portal.open(TAG_PAGE, size(width));
      expect((await tag.evaluate(rowsOf, '.api-operation-cards')).filled).toBe(true);
    });
  }

  it('give every method badge one width, in the sidebar, on tag pages and in operation headings', async () => {
    // Together these show GET, POST, PUT and DELETE badges (a DELETE in a heading, too).
    const seen: { method: string | null; width: number }[] = [];
    for (const route of [TAG_PAGE, '/api/gemini-service/did-document', '/api/gemini-service/remove-key-did-document']) {
      const page = await portal.open(route, size(1280));
      seen.push(
        ...(await page.evaluate(() =>
          [...document.querySelectorAll('.method-badge')]
            .filter((badge) => badge.getClientRects().length > 0)
            .map((badge) => ({ method: badge.textContent, width: Math.round(badge.getBoundingClientRect().width * 10) / 10 })),
        )),
      );
    }
    expect(new Set(seen.map((badge) => badge.method))).toEqual(new Set(['GET', 'POST', 'PUT', 'DELETE']));
    expect(new Set(seen.map((badge) => badge.width)).size, JSON.stringify(seen)).toBe(1);
  });
});

describe('accessibility of the pages this layout changes', () => {
  it('has no axe violation on the SDK page, the home page, a tag page and an operation page, with code wrapped', async () => {
    const problems: string[] = [];
    for (const [route, width] of [
      [SDK_PAGE, 1024],
      ['/', 1280],
      [TAG_PAGE, 1280],
      [OPERATION_PAGE, 1920],
    ] as const) {
      const page = await portal.open(route, size(width));
      const wrap = page.locator('main .code-wrap').first();
      if ((await wrap.count()) > 0) await wrap.click();
      problems.push(...describeViolations(`${route} @${width}`, await axeViolations(page)));
    }
    expect(problems).toEqual([]);
  });
});
