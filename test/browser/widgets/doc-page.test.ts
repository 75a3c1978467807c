/**
 * The widgets of a doc page, in real Chromium, on the fixture site that uses every widget
 * (test/fixtures/sites/widgets). One build, one server and one browser for the file.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { waitForIslands } from '../../helpers/widget-pages.js';
import { useWidgetsSite } from '../../helpers/widgets-site.js';

const widgets = useWidgetsSite();

describe('doc page widgets', () => {
  it('highlights the heading in view in the table of contents', async () => {
    const page = await widgets.open('/guide/intro');
    await page.locator('#section-5').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('section-5')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') === '#section-5');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') !== '#section-5');
  });

  it('copies a code block', async () => {
    await widgets.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: widgets.site.url });
    const page = await widgets.open('/guide/usage');
    const button = page.locator('.code-block .code-copy').first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("console.log('copy me');");
  });

  it('works by keyboard: copy a code block, close the announcement, go back to the top', async () => {
    await widgets.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: widgets.site.url });
    const page = await widgets.open('/guide/usage');
    const copy = page.locator('.code-block .code-copy').first();
    expect(await copy.evaluate((element) => getComputedStyle(element).opacity)).toBe('1'); // shown without hovering
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("console.log('copy me');");

    const bar = page.locator('.announcement-bar');
    await bar.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Space');
    await bar.waitFor({ state: 'hidden' });

    const long = await widgets.open('/guide/intro');
    await long.evaluate(() => window.scrollTo(0, 3000));
    await long.mouse.move(640, 500);
    await long.mouse.wheel(0, -100);
    await long.waitForFunction(() => document.querySelector('.back-to-top')?.classList.contains('back-to-top-shown'));
    await long.getByRole('button', { name: 'Scroll back to top' }).focus();
    await long.keyboard.press('Enter');
    await long.waitForFunction(() => window.scrollY === 0);
  });

  it('animates sidebar categories for a time that grows with height, 1 ms with reduced motion', async () => {
    const page = await widgets.open('/guide/intro');
    const transitions = async () => {
      await page.evaluate(() => {
        const record: string[] = [];
        (window as unknown as { transitions: string[] }).transitions = record;
        new MutationObserver(() => {
          const element = document.querySelector<HTMLElement>('.sidebar .sidebar-category-content');
          if (element?.style.transition) record.push(element.style.transition);
        }).observe(document.querySelector('.sidebar')!, { attributes: true, subtree: true, attributeFilter: ['style'] });
      });
      // The category has a page of its own: its label is a link, the fold a button beside it.
      const toggle = page.locator('.sidebar').getByRole('button', { name: 'Pages of Advanced' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      return page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
    };
    const normal = await transitions();
    expect(normal[0]).toMatch(/^height \d+ms/);
    expect(Number(/(\d+)ms/.exec(normal[0]!)![1])).toBeGreaterThan(100);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await waitForIslands(page);
    const reduced = await transitions();
    expect(reduced[0]).toMatch(/^height 1ms/);
  });

  it('folds a category with a page of its own by keyboard, with its link and its fold button as two stops', async () => {
    const page = await widgets.open('/guide/intro');
    const link = page.locator('.sidebar').getByRole('link', { name: 'Advanced', exact: true });
    const toggle = page.locator('.sidebar').getByRole('button', { name: 'Pages of Advanced' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await link.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const controlled = await toggle.getAttribute('aria-controls');
    await expect.poll(() => page.evaluate((id) => !document.getElementById(id!)!.hidden, controlled)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(page.url()).toMatch(/\/guide\/intro$/);
  });

  it('scrolls back to the top smoothly', async () => {
    const page = await widgets.open('/guide/intro');
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, -100);
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await page.waitForFunction(() => document.querySelector('.back-to-top')?.classList.contains('back-to-top-shown'));
    const positions: number[] = [];
    await button.click();
    for (let frame = 0; frame < 4; frame++)
      positions.push(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY)))));
    // Several frames, each covering part of the way (85 % of the rest remains per frame).
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions[1]).toBeLessThan(positions[0]!);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('shows the QR code displays: value, expired with Regenerate, placeholder and loading', async () => {
    const page = await widgets.open('/guide/codes');
    const first = page.locator('figure.qr-code').first();
    await first.scrollIntoViewIfNeeded();
    expect(await first.getAttribute('data-display')).toBe('value');
    expect(await first.locator('svg').getAttribute('width')).toBe('170');
    await page.waitForFunction(() => document.querySelector('figure.qr-code')?.getAttribute('data-display') === 'expired', undefined, {
      timeout: 6000,
    });
    expect(describeViolations('QR code expired', await axeViolations(page))).toEqual([]);
    await first.getByRole('button', { name: 'Regenerate' }).click();
    expect(await first.getAttribute('data-display')).toBe('loading');
    expect(await first.textContent()).toContain('Generation in Progress');
    await page.waitForFunction(() => document.querySelector('figure.qr-code')?.getAttribute('data-display') === 'value');
    const placeholder = page.locator('.qr-code-placeholder');
    expect(await placeholder.textContent()).toBe('Create an app to get a code');
    expect(await placeholder.evaluate((element) => element.getBoundingClientRect().width)).toBe(140);
    expect(await page.locator('.qr-code-loading').textContent()).toBe('Generation in Progress');
  });

  it('downloads a QR code as png by default, or jpg and webp', async () => {
    const page = await widgets.open('/guide/codes');
    const first = page.locator('figure.qr-code').first();
    await first.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('docgen-island[data-widget="qr-code"]')?.getAttribute('data-hydrated') === 'true',
    );
    for (const [format, extension] of [
      ['png', 'png'],
      ['jpg', 'jpg'],
      ['webp', 'webp'],
    ] as const) {
      await first.locator('select').selectOption(format);
      const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe(`qr-code.${extension}`);
    }
  });
});
