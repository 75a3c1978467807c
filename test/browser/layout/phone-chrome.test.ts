/**
 * The page chrome that floats over content, on the portal at phone and tablet sizes: the
 * cookie banner stays within a third of a phone's screen with equal buttons and remains
 * usable by keyboard on a 320 px phone and at 200 % zoom; the Help link ends the footer
 * where there is no free column beside the text, and floats only where there is one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { repoRoot } from '../../helpers/build-fixture.js';

const portal = useBuiltSite(repoRoot, {
  countryLookup: 'https://ipapi.co/json/',
  countryAnswer: (country) => ({ ip: '203.0.113.9', country }),
  tagManager: /^https:\/\/www\.googletagmanager\.com\//,
});

const GUIDE = '/guides/gettingstarted/create-app';
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 568 };
/** Browser zoom at 200 % halves the CSS viewport: a 390x844 phone becomes 195x422. */
const PHONE_ZOOMED = { width: 195, height: 422 };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

const boxOf = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
      return { top, bottom, left, right, width, height };
    }),
  );

/** A first visit: nothing stored, so the banner is open. */
const firstVisit = (viewport: { width: number; height: number }) => portal.open(GUIDE, { viewport, storage: {} });

describe('cookie banner', () => {
  it('takes at most a third of a 390x844 phone, shows all its text, with three equal buttons in one row', async () => {
    const page = await firstVisit(PHONE);
    const [banner] = await boxOf(page, '.cookie-banner');
    expect(banner!.height).toBeLessThanOrEqual(PHONE.height / 3);
    const buttons = await boxOf(page, '.cookie-banner .cookie-actions button');
    expect(buttons).toHaveLength(3);
    const widths = buttons.map((button) => button.width);
    expect(Math.max(...widths) - Math.min(...widths), `widths ${widths.join(', ')}`).toBeLessThanOrEqual(1);
    expect(new Set(buttons.map((button) => Math.round(button.top))).size, 'one row').toBe(1);
    // Every label fits its button, and the text needs no scrolling at this size.
    const cut = await page
      .locator('.cookie-banner button, .cookie-banner-text')
      .evaluateAll((elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1),
      );
    expect(cut).toHaveLength(0);
    // Text that does not scroll is no extra stop on the keyboard path.
    expect(await page.locator('.cookie-banner-text').getAttribute('tabindex')).toBeNull();
    expect(describeViolations(`${GUIDE} at 390px`, await axeViolations(page))).toEqual([]);
  });

  for (const [name, viewport, share] of [
    ['a 320x568 phone', SMALL_PHONE, 1 / 3],
    // At 200 % zoom a third cannot hold the title and three choices: up to two thirds.
    ['a 390x844 phone at 200 % zoom', PHONE_ZOOMED, 2 / 3],
  ] as const) {
    it(`stays usable on ${name}: every choice in view, the text scrolls by keyboard, a choice is made by keyboard`, async () => {
      const page = await firstVisit(viewport);
      const [banner] = await boxOf(page, '.cookie-banner');
      expect(banner!.height).toBeLessThanOrEqual(viewport.height * share + 1);
      for (const button of await boxOf(page, '.cookie-banner .cookie-actions button')) {
        expect(button.top).toBeGreaterThanOrEqual(banner!.top);
        expect(button.bottom).toBeLessThanOrEqual(banner!.bottom);
        expect(button.right).toBeLessThanOrEqual(viewport.width);
      }
      const labelsCut = await page
        .locator('.cookie-banner button')
        .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).length);
      expect(labelsCut).toBe(0);
      expect(describeViolations(`${GUIDE} at ${viewport.width}px`, await axeViolations(page))).toEqual([]);

      // The text is longer than its room here: it takes the focus and scrolls with the keys.
      const text = page.locator('.cookie-banner-text');
      expect(await text.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await expect.poll(() => text.getAttribute('tabindex')).toBe('0');
      await page.keyboard.press('Tab'); // the skip link
      await page.keyboard.press('Tab');
      expect(await text.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('End');
      await expect.poll(() => text.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

      for (let step = 0; step < 6; step++) {
        if (await page.evaluate(() => document.activeElement?.textContent === 'Necessary only')) break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.locator('.cookie-banner').waitFor({ state: 'detached' });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('docgen.cookie-consent') ?? 'null'));
      expect(stored?.accepted).toEqual(['necessary']);
    });
  }

  it('opens its settings on a 320 px phone within the screen, every switch and button reachable by keyboard', async () => {
    const page = await firstVisit(SMALL_PHONE);
    await page.locator('.cookie-banner').getByRole('button', { name: 'Cookie settings' }).click();
    const [dialog] = await boxOf(page, 'dialog.cookie-settings');
    expect(dialog!.left).toBeGreaterThanOrEqual(0);
    expect(dialog!.right).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(dialog!.bottom).toBeLessThanOrEqual(SMALL_PHONE.height);
    expect(await page.locator('dialog.cookie-settings [role="switch"]').count()).toBe(3);
    // Tab to the last button: it scrolls into view inside the dialog.
    await page.locator('dialog.cookie-settings').getByRole('button', { name: 'Accept all' }).focus();
    const [accept] = await boxOf(page, 'dialog.cookie-settings .cookie-actions .button-brand');
    expect(accept!.top).toBeGreaterThanOrEqual(dialog!.top);
    expect(accept!.bottom).toBeLessThanOrEqual(dialog!.bottom);
    await page.keyboard.press('Enter');
    await page.locator('dialog.cookie-settings').waitFor({ state: 'detached' });
  });
});

describe('Help link', () => {
  for (const viewport of [PHONE, { width: 768, height: 1024 }]) {
    it(`ends the footer at ${viewport.width} px, after its last link in the tab order, and back-to-top is not offered`, async () => {
      const page = await portal.open(GUIDE, { viewport });
      const help = page.locator('.help-button');
      expect(await page.locator('.help').evaluate((element) => getComputedStyle(element).position)).toBe('static');
      const [footer] = await boxOf(page, 'footer.footer');
      const [link] = await boxOf(page, '.help-button');
      expect(link!.top).toBeGreaterThanOrEqual(footer!.bottom - 1);
      expect(link!.right).toBeLessThanOrEqual(viewport.width);
      await page.locator('footer.footer a, footer.footer button').last().focus();
      await page.keyboard.press('Tab');
      expect(await help.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await help.isVisible()).toBe(true);
      expect(await page.locator('.back-to-top').evaluate((element) => getComputedStyle(element).display)).toBe('none');
      expect(describeViolations(`${GUIDE} at ${viewport.width}px`, await axeViolations(page))).toEqual([]);
    });
  }

  it('floats at 1280 px beside a table of contents that ends above it, and ends the footer on a page without one', async () => {
    const guide = await portal.open(GUIDE);
    expect(await guide.locator('.help').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await guide.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await guide.waitForFunction(() => {
      const toc = document.querySelector('.toc')!.getBoundingClientRect();
      return toc.top < 200;
    });
    const [toc] = await boxOf(guide, '.toc');
    const [help] = await boxOf(guide, '.help');
    const [backToTop] = await boxOf(guide, '.back-to-top');
    expect(toc!.bottom).toBeLessThanOrEqual(Math.min(help!.top, backToTop!.top));

    const sdk = await portal.open('/sdk');
    expect(await sdk.locator('.toc').count()).toBe(0);
    expect(await sdk.locator('.help').evaluate((element) => getComputedStyle(element).position)).toBe('static');
  });
});

describe('top bar', () => {
  it('keeps the brand beside the bar’s buttons from 320 to 1400 px: nothing drawn past it, the title never cut, no sideways scrolling', async () => {
    const page = await portal.open(GUIDE, { viewport: SMALL_PHONE });
    const problems: string[] = [];
    for (let width = 320; width <= 1400; width += 40) {
      await page.setViewportSize({ width, height: 700 });
      const found = await page.evaluate(() => {
        const brand = document.querySelector('.navbar-brand')!.getBoundingClientRect();
        const title = document.querySelector<HTMLElement>('.navbar-title')!;
        const shown = [...document.querySelectorAll('.navbar-brand > *')].filter((element) => element.getBoundingClientRect().width > 0);
        const buttons = [...document.querySelectorAll('.navbar-inner button, .navbar-items-right > *')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.left >= brand.left);
        const out: string[] = [];
        if (shown.some((element) => element.getBoundingClientRect().right > brand.right + 0.5)) out.push('brand part drawn past the brand');
        if (buttons.some((box) => box.left < brand.right - 0.5 && box.right > brand.left)) out.push('brand under a button');
        // Beside a logo on the narrowest phones the title is hidden from sight (1 px), not cut.
        const visuallyHidden = title.getBoundingClientRect().width <= 1;
        if (!visuallyHidden && title.scrollWidth > title.clientWidth) out.push('title cut');
        if (document.documentElement.scrollWidth > window.innerWidth) out.push('sideways scrolling');
        return out;
      });
      problems.push(...found.map((problem) => `${width}px: ${problem}`));
    }
    expect(problems).toEqual([]);
    // The brand keeps an accessible name when its title gives way on the narrowest phones.
    await page.setViewportSize(SMALL_PHONE);
    const brand = page.locator('.navbar-inner .navbar-brand');
    expect(await brand.isVisible()).toBe(true);
    // The title, hidden from sight, still names the link beside the logo's alt text.
    expect(await page.locator('.navbar-inner').getByRole('link', { name: 'Veriton Developers' }).count()).toBe(1);
  });
});
