/**
 * Code blocks, Mermaid diagrams and math in real Chromium, on the codeblocks fixture site
 * (test/fixtures/sites/codeblocks). Every request to another host is aborted: Mermaid and
 * KaTeX come from the site itself.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { launchBrowser, serveFolder, type BrowserSession } from '../../helpers/browser.js';
import { sweepSite } from '../../helpers/axe-sweep.js';
import { buildToTemp, fixtureSite } from '../../helpers/build-fixture.js';
import { closePages, openPage, settle, unexpectedProblems } from '../../helpers/widget-pages.js';

let outDir: string;
let site: Awaited<ReturnType<typeof serveFolder>>;
let session: BrowserSession;
beforeAll(async () => {
  ({ outDir } = await buildToTemp(fixtureSite('codeblocks')));
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

const open = (pathname: string) => openPage(session, site.url, pathname);
/** Mermaid requests the page made: its module and chunks. */
function mermaidRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/mermaid-\d/.test(request.url())) seen.push(request.url());
  });
  return seen;
}
const drawnIn = (page: Page, theme: string) =>
  page.waitForFunction((expected) => document.querySelector('.mermaid-diagram')?.getAttribute('data-drawn') === expected, theme);

async function copyOf(page: Page, figure: number): Promise<string> {
  const button = page.locator('main figure.code-block').nth(figure).locator('.code-copy');
  await button.click();
  await expect.poll(() => button.textContent()).toBe('Copied');
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('code blocks', () => {
  it('copy the code without magic comments, line numbers or a diff’s removed lines', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await open('/guide/code');
    expect(await copyOf(page, 1)).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;');
    expect(await copyOf(page, 3)).toBe('npm install acme\nnpx acme init');
    expect(await copyOf(page, 4)).toBe('const retries = 3;\nconst timeout = 30;');
    expect(await copyOf(page, 5)).toBe('--- a/config.yml\n+++ b/config.yml\n-retries: 1\n+retries: 3');
  });

  it('show line numbers from the given start, as text that cannot be selected', async () => {
    const page = await open('/guide/code');
    const numbers = await page.evaluate(() =>
      [...document.querySelectorAll('code.code-numbered .code-line')].map((line) => getComputedStyle(line, '::before').content),
    );
    expect(numbers).toEqual(['counter(code-line) / ""', 'counter(code-line) / ""']);
    const firstNumber = await page.evaluate(() => {
      const line = document.querySelector('code.code-numbered .code-line')!;
      const style = getComputedStyle(line, '::before');
      return { userSelect: style.userSelect, counter: getComputedStyle(line.parentElement!).counterReset };
    });
    expect(firstNumber).toEqual({ userSelect: 'none', counter: 'code-line 4' });
    // Selecting the block selects the code only.
    const selected = await page.evaluate(() => {
      const code = document.querySelector('code.code-numbered')!;
      getSelection()!.selectAllChildren(code);
      return getSelection()!.toString();
    });
    expect(selected).toBe('npm install acme\nnpx acme init');
  });
});

describe('code tools on a touch screen', () => {
  it('show Copy and Wrap at full strength on every code block without hovering (touch cannot point)', async () => {
    const touch = await launchBrowser({ touch: true });
    try {
      const page = await openPage(touch, site.url, '/guide/code', { viewport: { width: 390, height: 844 } });
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const blocks = await page.locator('main figure.code-block').count();
      await page.waitForFunction((count) => document.querySelectorAll('main figure.code-block .code-copy').length === count, blocks);
      const tools = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main figure.code-block .code-tool')].map((tool) => {
          const style = getComputedStyle(tool);
          const text = getComputedStyle(document.body).color;
          return {
            visible: tool.offsetWidth > 0 && style.visibility === 'visible' && style.opacity === '1',
            fullStrength: style.color === text,
          };
        }),
      );
      expect(tools).toHaveLength(blocks * 2);
      expect(tools.every((tool) => tool.visible && tool.fullStrength)).toBe(true);
    } finally {
      await touch.close();
    }
  });
});

describe('Mermaid diagrams', () => {
  it('are drawn as SVG with the source folded below, and redrawn in dark mode', async () => {
    const page = await openPage(session, site.url, '/guide/diagrams', { wait: false });
    const requests = mermaidRequests(page);
    await page.waitForSelector('.mermaid-svg svg');
    await drawnIn(page, 'default');
    expect(await page.locator('.mermaid-svg svg').getAttribute('aria-roledescription')).toMatch(/flowchart/);
    expect(await page.locator('.mermaid-svg').textContent()).toContain('Acme API');
    expect(await page.locator('details.mermaid-source').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await drawnIn(page, 'dark');
    expect(requests.length).toBeGreaterThan(0);
    expect(session.thirdPartyRequests).toEqual([]);
    expect(unexpectedProblems(session), 'no console error or hydration warning').toEqual([]);
  });

  it('have no axe-core violations once drawn, in light and dark mode', async () => {
    const page = await open('/guide/diagrams');
    await drawnIn(page, 'default');
    const found = describeViolations('/guide/diagrams light', await axeViolations(page));
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await drawnIn(page, 'dark');
    found.push(...describeViolations('/guide/diagrams dark', await axeViolations(page)));
    expect(found).toEqual([]);
  });

  it('cost nothing on a page without one, and are drawn after client-side navigation to one', async () => {
    const page = await openPage(session, site.url, '/guide/plain', { wait: false });
    const requests = mermaidRequests(page);
    await settle(page);
    expect(requests).toEqual([]);
    // A mark on the window survives client-side navigation only (a full load would drop it).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.sidebar a[href="/guide/diagrams"]').first().click();
    await page.waitForSelector('.mermaid-svg svg');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(requests.length).toBeGreaterThan(0);
  });
});

describe('math', () => {
  it('uses KaTeX’s fonts from the site on the page with math', async () => {
    const page = await open('/guide/math');
    const family = await page
      .locator('.katex')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toContain('KaTeX_Main');
    await page.waitForFunction(() => document.fonts.check('16px KaTeX_Main'));
    expect(session.thirdPartyRequests).toEqual([]);
  });
});

describe('accessibility', () => {
  it('every page of the fixture has no axe-core violations, light and dark', async () => {
    expect((await sweepSite(session, site.url, outDir, ['light', 'dark'])).axe).toEqual([]);
  }, 300_000);
});
