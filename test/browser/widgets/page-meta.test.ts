/**
 * Redirect pages and a doc page's footer (edit link, last update) in real Chromium, on
 * test/fixtures/sites/page-meta committed into a temporary git repository. One build, one
 * server and one browser for the file.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { launchBrowser, serveFolder, type BrowserSession } from '../../helpers/browser.js';
import { buildToTemp } from '../../helpers/build-fixture.js';
import { committedPageMetaSite } from '../../helpers/page-meta-site.js';
import { closePages, openPage } from '../../helpers/widget-pages.js';

let site: Awaited<ReturnType<typeof serveFolder>>;
let session: BrowserSession;

beforeAll(async () => {
  const { outDir } = await buildToTemp(committedPageMetaSite());
  site = await serveFolder(outDir);
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  await site?.close();
});
afterEach(async () => {
  await closePages(session);
});

describe('redirect pages', () => {
  it("land on the page at once, keeping the old address's #fragment and ?query", async () => {
    const page = await session.newPage();
    await page.goto(`${site.url}/start#overview`);
    await page.waitForURL(`${site.url}/guides/intro#overview`);
    expect(await page.locator('main h1').textContent()).toBe('Introduction');

    // A target with a fragment of its own keeps it; the query comes along.
    await page.goto(`${site.url}/legacy/setup.html?ref=mail`);
    await page.waitForURL(`${site.url}/guides/setup?ref=mail#configure`);
    expect(await page.locator('main h1').textContent()).toBe('Setup');

    // The redirect page is not left in the history: Back leaves the site's pages.
    await page.goto(`${site.url}/guides/moved`);
    await page.goto(`${site.url}/getting-started`);
    await page.waitForURL(`${site.url}/guides/intro`);
    await page.goBack();
    await page.waitForURL(`${site.url}/guides/moved`);
    expect(session.consoleProblems).toEqual([]);
  });

  it("send a translated page's old address to the page in its locale", async () => {
    const page = await session.newPage();
    await page.goto(`${site.url}/fr/old/intro`);
    await page.waitForURL(`${site.url}/fr/guides/intro`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });
});

describe("a doc page's footer", () => {
  it('has an edit link and a last update that assistive technology can read, and passes axe', async () => {
    const page = await openPage(session, site.url, '/guides/setup');
    const edit = page.getByRole('link', { name: 'Edit this page' });
    expect(await edit.getAttribute('href')).toBe('https://github.com/acme/meta/edit/main/docs/guides/setup.md');
    const updated = page.locator('footer.doc-footer .doc-last-updated');
    expect(await updated.textContent()).toBe('Last updated on Mar 4, 2024 by Bo Builder');
    expect(await updated.locator('time').getAttribute('datetime')).toBe('2024-03-04T12:00:00.000Z');
    expect(describeViolations('/guides/setup', await axeViolations(page))).toEqual([]);
  });
});
