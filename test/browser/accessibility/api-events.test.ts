/**
 * Zero axe-core violations (WCAG 2.2 AA and best practices) on every page of a site whose
 * document has webhooks, callbacks, response links and x-tagGroups
 * (test/fixtures/openapi/webhooks-callbacks.yaml): webhook pages, an operation page with
 * callbacks and links, the grouped service page; 1280 and 390 px, light and dark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../../helpers/browser.js';
import { violationsOfSite } from '../../helpers/axe-sweep.js';
import { repoRoot } from '../../helpers/build-fixture.js';
import { tempDir } from '../../helpers/temp.js';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('API pages of webhooks, callbacks and tag groups', () => {
  it('have no axe violations, light and dark', async () => {
    const root = tempDir({
      'site.config.ts': `export default { title: 'Events', url: 'https://events.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, footer: { links: [], copyright: 'Events' }, api: { services: [{ id: 'orders', label: 'Orders', spec: 'specs/orders.yaml' }] } };\n`,
      'docs/index.md': '# Events\n\nThe [orders API](/api/orders).\n',
      'specs/orders.yaml': readFileSync(path.join(repoRoot, 'test/fixtures/openapi/webhooks-callbacks.yaml'), 'utf8'),
    });
    expect(await violationsOfSite(session, root, ['light', 'dark'])).toEqual([]);
  }, 300_000);
});
