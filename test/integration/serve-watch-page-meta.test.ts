/**
 * `docgen serve --watch` on a site with edit links, last updates and redirects
 * (test/fixtures/sites/page-meta in a temporary git repository): its pages show them as a
 * build does, a saved `redirect_from` makes its redirect page (the site builds: redirect
 * pages are made by builds), and a saved body keeps the page's last update; each time the
 * served folder is what a fresh `docgen build` writes.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedPageMetaSite } from '../helpers/page-meta-site.js';
import { startServe } from '../helpers/serve-process.js';
import { edit, expectSameAsBuild, settled, SLOW } from '../helpers/watch-refresh.js';

describe('serve --watch with edit links, last updates and redirects', () => {
  it('serves them, and follows a new redirect_from and a saved body', async () => {
    const root = committedPageMetaSite();
    const server = await startServe(['--watch', '--port', '0'], root);
    const get = (address: string) => fetch(`${server.url}${address}`);
    try {
      await expect.poll(async () => (await get('/guides/setup')).status, { timeout: SLOW }).toBe(200);
      const setup = await (await get('/guides/setup')).text();
      expect(setup).toContain(
        '<time dateTime="2024-03-04T12:00:00.000Z">Mar 4, 2024</time> by <span class="doc-last-updated-author">Bo Builder</span>',
      );
      expect(setup).toContain('href="https://github.com/acme/meta/edit/main/docs/guides/setup.md"');
      expect(await (await get('/start')).text()).toContain('content="0; url=/guides/intro"');

      // A new old address in a doc's frontmatter: its redirect page and rule appear.
      let offset = server.output().length;
      edit(path.join(root, 'docs/guides/setup.md'), 'sidebar_position: 2', 'sidebar_position: 2\nredirect_from: /configuration');
      await settled(server, root, offset);
      expect(await (await get('/configuration')).text()).toContain('content="0; url=/guides/setup"');
      await expectSameAsBuild(root);

      // A saved body renders the page again, with its last update (the file's last commit) kept.
      offset = server.output().length;
      edit(path.join(root, 'docs/guides/setup.md'), 'Install Meta.', 'Install Meta first.');
      const printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      const saved = await (await get('/guides/setup')).text();
      expect(saved).toContain('Install Meta first.');
      expect(saved).toContain('Bo Builder');
      await expectSameAsBuild(root);
    } finally {
      await server.stop();
    }
  });
});
