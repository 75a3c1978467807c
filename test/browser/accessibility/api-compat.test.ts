/**
 * Zero axe-core violations on the pages of test/fixtures/openapi/recursive-garden.yaml:
 * operation pages whose large recursive trees link their deeper models, admonitions in
 * an operation's description, x-enumDescriptions lists, x-deprecated-description notes
 * and code samples in the languages the config picks, at 1280 and 390 px, light and dark.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserSession } from '../../helpers/browser.js';
import { violationsOfSite } from '../../helpers/axe-sweep.js';
import { repoRoot } from '../../helpers/paths.js';
import { tempDir } from '../../helpers/temp.js';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('API pages with recursive models, admonitions and vendor extensions', () => {
  it('have no axe violation, light and dark', async () => {
    const root = tempDir({
      'site.config.ts': `export default {
  title: 'Garden',
  url: 'https://garden.example.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' }] },
  api: {
    services: [{ id: 'garden', label: 'Garden', spec: 'specs/garden.yaml' }],
    codeSamples: { languages: ['curl', 'node/axios', 'ruby'] },
  },
};
`,
      'docs/index.md': '# Home\n',
      'specs/garden.yaml': readFileSync(path.join(repoRoot, 'test/fixtures/openapi/recursive-garden.yaml'), 'utf8'),
    });
    expect(await violationsOfSite(session, root, ['light', 'dark'])).toEqual([]);
  }, 300_000);
});
