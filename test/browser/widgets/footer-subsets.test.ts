/**
 * The footer with any subset of its parts (link columns, logo, copyright line), on small
 * copies of the basic fixture site in Chromium: only the parts a site has are drawn, with
 * no empty box, no rule above a lone bottom line, and as much room above the content as
 * below it. A footer with nothing in it is not drawn at all.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe.js';
import { buildToTemp } from '../../helpers/build-fixture.js';
import { launchBrowser, serveFolder, type BrowserSession } from '../../helpers/browser.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';

const LINKS = `links: [{ title: 'Legal', items: [{ label: 'Privacy', href: 'https://acme.test/privacy' }] }]`;
const LOGO = `logo: { src: '/img/logo.svg', alt: 'Acme', href: 'https://acme.test' }`;
const COPYRIGHT = `copyright: '© {year} Acme Corp.'`;
/** Not a footer key: cookie consent adds a "Cookie settings" button to the footer's bottom line. */
const COOKIES = `cookieConsent: { description: 'Cookies.', categories: [{ id: 'necessary', title: 'Necessary', description: 'Needed.', toggle: { value: 'necessary', checked: true, disabled: true } }] }`;

const SUBSETS: Record<string, string[]> = {
  'copyright only': [COPYRIGHT],
  'links only': [LINKS],
  'logo only': [LOGO],
  'logo and copyright': [LOGO, COPYRIGHT],
  'links and copyright': [LINKS, COPYRIGHT],
  everything: [LINKS, LOGO, COPYRIGHT],
  nothing: [],
};

/** The basic fixture site with its footer made of `parts`, built and served. */
async function siteWithFooter(parts: string[]) {
  const { root } = copyFixtureSite('basic');
  const configFile = path.join(root, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const footer = /footer: \{[\s\S]*?\n {2}\},\n/;
  if (!footer.test(config)) throw new Error('the basic fixture has no footer block to replace');
  const footerParts = parts.filter((part) => part !== COOKIES);
  const consent = parts.includes(COOKIES) ? `${COOKIES},\n` : '';
  writeFileSync(configFile, config.replace(footer, `footer: { ${footerParts.join(', ')} },\n${consent}`));
  const { outDir } = await buildToTemp(root);
  return serveFolder(outDir);
}

interface FooterShape {
  exists: boolean;
  height: number;
  /** Room between the footer's edges and its first and last content. */
  above: number;
  below: number;
  /** Elements that take room but show nothing. */
  emptyBoxes: string[];
  /** Width of the rule above the bottom line (0: none). */
  bottomRule: number;
}

function footerShape(): FooterShape {
  const footer = document.querySelector('footer.footer');
  if (!footer) return { exists: false, height: 0, above: 0, below: 0, emptyBoxes: [], bottomRule: 0 };
  const box = footer.getBoundingClientRect();
  const content = [...footer.querySelectorAll('h2, a, p, img, button, li')]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.height > 0);
  const emptyBoxes = [...footer.querySelectorAll('*')]
    .filter(
      (element) =>
        element.getBoundingClientRect().height > 0 &&
        !element.textContent?.trim() &&
        !element.querySelector('img, svg') &&
        !/^(IMG|svg)$/.test(element.tagName),
    )
    .map((element) => element.className || element.tagName);
  const bottom = footer.querySelector('.footer-bottom');
  return {
    exists: true,
    height: box.height,
    above: Math.min(...content.map((rect) => rect.top)) - box.top,
    below: box.bottom - Math.max(...content.map((rect) => rect.bottom)),
    emptyBoxes,
    bottomRule: bottom ? parseFloat(getComputedStyle(bottom).borderTopWidth) : 0,
  };
}

describe('a footer with any subset of its parts', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  for (const [name, parts] of Object.entries(SUBSETS)) {
    it(`looks finished with ${name}`, async () => {
      const site = await siteWithFooter(parts);
      try {
        const page = await session.newPage({ width: 1280, height: 900 });
        await page.goto(`${site.url}/guide/intro`);
        const shape = await page.evaluate(footerShape);
        if (parts.length === 0) {
          expect(shape.exists).toBe(false);
          return;
        }
        expect(shape.exists).toBe(true);
        expect(shape.emptyBoxes).toEqual([]);
        expect(shape.bottomRule > 0, 'a rule only between link columns and the bottom line').toBe(
          parts.includes(LINKS) && parts.length > 1,
        );
        expect(Math.abs(shape.above - shape.below), JSON.stringify(shape)).toBeLessThanOrEqual(14);
        if (!parts.includes(LINKS)) expect(shape.height).toBeLessThan(110);
        expect(
          describeViolations(
            name,
            (await axeViolations(page)).filter((violation) => violation.nodes.some((node) => node.target.includes('footer'))),
          ),
        ).toEqual([]);
      } finally {
        await site.close();
      }
    });
  }

  it('draws nothing for a footer that holds only the cookie settings button when JavaScript is off, and the button alone with it on', async () => {
    const site = await siteWithFooter([COOKIES]);
    try {
      const page = await session.newPage({ width: 1280, height: 900 });
      await page.goto(`${site.url}/guide/intro`);
      await page.locator('html.js').waitFor({ state: 'attached' });
      const withScript = await page.evaluate(footerShape);
      expect(withScript.exists && withScript.height > 0).toBe(true);
      expect(withScript.emptyBoxes).toEqual([]);

      const noScript = await session.newPage({ width: 1280, height: 900 });
      const cdp = await noScript.context().newCDPSession(noScript);
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      await noScript.goto(`${site.url}/guide/intro`);
      expect(await noScript.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false);
      expect(await noScript.evaluate(() => document.querySelector('footer.footer')?.getBoundingClientRect().height ?? 0)).toBe(0);
    } finally {
      await site.close();
    }
  });
});
