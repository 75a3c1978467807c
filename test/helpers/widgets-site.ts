import type { Page } from 'playwright-core';
import { useBuiltSite, type BuiltSite } from './built-site.js';
import { fixtureSite } from './build-fixture.js';

const GEO_URL = 'https://geo.docgen.test/json/';
const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-TEST123$/;

export interface WidgetsSite extends BuiltSite {
  /** Turns the mouse wheel over the page and waits until the page has seen the event and painted a frame. */
  wheelAndWait(page: Page, deltaY: number): Promise<void>;
  readonly GEO_URL: string;
  readonly GTM: RegExp;
}

/** The widgets fixture site, built, served and opened in Chromium once for the test file. */
export function useWidgetsSite(): WidgetsSite {
  const built = useBuiltSite(fixtureSite('widgets'), {
    countryLookup: GEO_URL,
    countryAnswer: (country) => ({ country }),
    tagManager: GTM,
  });
  // Object.assign keeps the getters of `built` (outDir, site, session are set in beforeAll).
  return Object.assign(built, {
    async wheelAndWait(page: Page, deltaY: number) {
      await page.evaluate(() => {
        (window as unknown as { wheels: number }).wheels = 0;
        window.addEventListener('wheel', () => (window as unknown as { wheels: number }).wheels++, { passive: true, capture: true });
      });
      await page.mouse.wheel(0, deltaY);
      await page.waitForFunction(() => (window as unknown as { wheels: number }).wheels > 0);
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    },
    GEO_URL,
    GTM,
  });
}
