/**
 * The axe helper every sweep relies on can fail: on a page with known faults it reports
 * each one, by rule and element (a sweep that found nothing because axe never ran would
 * otherwise pass), and the colour rules alone report only the colour fault.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../../helpers/browser.js';
import { axeViolations, COLOUR_RULES, describeViolations } from '../../helpers/axe.js';

const FAULTY = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
<h1>Faults</h1>
<p id="pale" style="color:#ccc;background:#fff">Pale text on white</p>
<img id="bare" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
</main></body></html>`;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

it('reports a contrast fault and an image without alternative text, naming each element', async () => {
  const page = await session.newPage();
  await page.setContent(FAULTY);
  const lines = describeViolations('faulty', await axeViolations(page));
  expect(lines).toEqual(
    expect.arrayContaining([expect.stringMatching(/^color-contrast .*#pale/), expect.stringMatching(/^image-alt .*#bare/)]),
  );
  // The page is checked again after a change without loading axe twice: the colour rules alone see only the contrast.
  const colourOnly = describeViolations('faulty', await axeViolations(page, COLOUR_RULES));
  expect(colourOnly).toHaveLength(1);
  expect(colourOnly[0]).toMatch(/^color-contrast .*#pale/);
  await page.close();
});
