/**
 * MDX pages in real Chromium (test/fixtures/sites/mdx): a widget placed by a provided
 * component hydrates from the server HTML without a mismatch, and the pages pass axe.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { fixtureSite } from '../../helpers/build-fixture.js';
import { useBuiltSite } from '../../helpers/built-site.js';
import { hydrateVisibleIslands, unexpectedProblems } from '../../helpers/widget-pages.js';

const site = useBuiltSite(fixtureSite('mdx'), {
  countryLookup: 'https://geo.docgen.test/json/',
  countryAnswer: (country) => ({ country }),
  tagManager: /^https:\/\/www\.googletagmanager\.com\//,
});

describe('MDX pages in the browser', () => {
  it('hydrates the QR code a page places with <QrCode>, with no console error', async () => {
    const page = await site.open('/guides/share');
    await hydrateVisibleIslands(page);
    const island = page.locator('docgen-island[data-widget="qr-code"]');
    expect(await island.getAttribute('data-hydrated')).toBe('true');
    expect(await page.getByRole('img', { name: 'QR code for https://mdx.docs.test/guides/share' }).count()).toBe(1);
    expect(unexpectedProblems(site.session)).toEqual([]);
  });

  it('has no accessibility violations on the MDX pages', async () => {
    for (const path of ['/guides/intro', '/guides/share']) {
      const page = await site.open(path);
      await hydrateVisibleIslands(page);
      expect(describeViolations(path, await axeViolations(page))).toEqual([]);
    }
  });
});
