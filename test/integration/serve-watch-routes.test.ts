/**
 * `docgen serve --watch` after a guide's route changed (a new slug), a new guide and a
 * removed one: no build of the site, only the pages that show the change are rendered
 * again, the old route's files leave the output, and once the saves pause the served
 * folder is byte for byte what a fresh `docgen build` of the same sources writes. A page
 * whose written link now points nowhere fails as the build fails.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen } from '../helpers/bad-input.js';
import { launchBrowser } from '../helpers/browser.js';
import { startServe } from '../helpers/serve-process.js';
import { edit, expectSameAsBuild, settled, SLOW, WATCH_OUT } from '../helpers/watch-refresh.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

describe('serve --watch, a moved, new or removed guide', () => {
  it('renders the pages that show it alone, and serves what a fresh build writes', async () => {
    const { root } = copyFixtureSite('basic');
    const server = await startServe(['--watch', '--port', '0'], root);
    const get = (address: string) => fetch(`${server.url}${address}`);
    try {
      // A new slug: the page moves, its sidebar's pages and the intro (whose markdown links usage.md) follow.
      let offset = server.output().length;
      edit(path.join(root, 'docs/guide/usage.md'), 'sidebar_position: 2', 'sidebar_position: 2\nslug: /guide/using-widgets');
      let printed = await settled(server, root, offset);
      expect(printed).toMatch(/Rendered [^\n]*\/guide\/using-widgets[^\n]* again/);
      expect(printed).not.toContain('Building .');
      expect((await get('/guide/using-widgets')).status).toBe(200);
      expect((await get('/guide/usage')).status).toBe(404);
      expect(await (await get('/guide/intro')).text()).toContain('href="/guide/using-widgets#calling-the-api"');
      await expectSameAsBuild(root);

      // A new guide.
      offset = server.output().length;
      writeFileSync(
        path.join(root, 'docs/guide/extra.md'),
        '---\ntitle: Extra\nsidebar_position: 4\n---\n\nMore about [usage](usage.md).\n',
      );
      printed = await settled(server, root, offset);
      expect(printed).toMatch(/Rendered [^\n]*\/guide\/extra[^\n]* again/);
      expect(printed).not.toContain('Building .');
      expect(await (await get('/guide/intro')).text()).toContain('href="/guide/extra"');
      await expectSameAsBuild(root);

      // A guide in a new folder: a new sidebar, and a new folder at the output's top level (_headers changes too).
      offset = server.output().length;
      mkdirSync(path.join(root, 'docs/faq'));
      writeFileSync(
        path.join(root, 'docs/faq/questions.md'),
        '---\ntitle: Questions\n---\n\nAsk away, or read [later](../guide/later.md).\n',
      );
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect((await get('/faq/questions')).status).toBe(200);
      await expectSameAsBuild(root);

      // A guide that a page of another sidebar linked before it existed: that link resolves now, and breaks when it goes.
      offset = server.output().length;
      writeFileSync(path.join(root, 'docs/guide/later.md'), '---\ntitle: Later\n---\n\nLater.\n');
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect(await (await get('/faq/questions')).text()).toContain('href="/guide/later"');
      await expectSameAsBuild(root);
      offset = server.output().length;
      rmSync(path.join(root, 'docs/guide/later.md'));
      await settled(server, root, offset);
      expect(await (await get('/faq/questions')).text()).not.toContain('href="/guide/later"');
      await expectSameAsBuild(root);

      // Removed guides: their pages and twins leave the output.
      offset = server.output().length;
      rmSync(path.join(root, 'docs/guide/extra.md'));
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect((await get('/guide/extra')).status).toBe(404);
      expect(existsSync(path.join(root, WATCH_OUT, 'guide/extra.md'))).toBe(false);
      await expectSameAsBuild(root);
      offset = server.output().length;
      rmSync(path.join(root, 'docs/faq/questions.md')); // the empty folder stays (a removed folder builds the site)
      await settled(server, root, offset);
      expect(existsSync(path.join(root, WATCH_OUT, 'faq'))).toBe(false);
      await expectSameAsBuild(root);
      expect(server.output().split('Building .').length - 1, server.output()).toBe(1); // the first build's only
    } finally {
      await server.stop();
    }
  }, 400_000);

  it('takes a new slug after a title change: the sidebar file the title change replaced is no longer link-checked', async () => {
    const { root } = copyFixtureSite('basic');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      // A title change gives the sidebar a new shared file (the old one leaves the output).
      let offset = server.output().length;
      edit(path.join(root, 'docs/guide/intro.md'), 'title: Introduction', 'title: Getting started');
      expect(await settled(server, root, offset)).toContain('Up to date');
      // Then a neighbour moves: the old sidebar file, which linked its old address, must not fail the link check.
      offset = server.output().length;
      edit(path.join(root, 'docs/guide/usage.md'), 'sidebar_position: 2', 'sidebar_position: 2\nslug: /guide/using-widgets');
      const printed = await settled(server, root, offset);
      expect(printed).not.toContain('DG114');
      expect(printed).toContain('Up to date');
      expect((await fetch(`${server.url}/guide/using-widgets`)).status).toBe(200);
      await expectSameAsBuild(root);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('warns, as a build does, at the markdown link of another page that a removed guide broke', async () => {
    const { root } = copyFixtureSite('basic');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      const offset = server.output().length;
      rmSync(path.join(root, 'docs/guide/usage.md')); // intro.md links usage.md#calling-the-api
      const printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      const build = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      const warning = /intro\.md:\d+:\d+: Broken markdown link: usage\.md[^\n]*/.exec(build.stderr)?.[0];
      expect(warning, build.stderr).toBeDefined();
      expect(printed).toContain(warning);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('in a browser: after a new slug, the sidebar of the open page links the new address, and the page is there', async () => {
    const { root } = copyFixtureSite('basic');
    const server = await startServe(['--watch', '--port', '0'], root);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/guide/intro`);
      await page.waitForFunction(() => document.documentElement.dataset.docgenLive === 'open', undefined, { timeout: SLOW });
      expect(await page.locator('aside.sidebar a.sidebar-link[href="/guide/usage"]').count()).toBe(1);

      edit(path.join(root, 'docs/guide/usage.md'), 'sidebar_position: 2', 'sidebar_position: 2\nslug: /guide/using-widgets');
      // The open page reloads itself with its new sidebar, whose link goes to the new address.
      const moved = page.locator('aside.sidebar a.sidebar-link[href="/guide/using-widgets"]');
      await moved.waitFor({ timeout: SLOW });
      expect(await page.locator('aside.sidebar a.sidebar-link[href="/guide/usage"]').count()).toBe(0);
      await moved.click();
      await page.waitForURL(`${server.url}/guide/using-widgets`, { timeout: SLOW });
      await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Call it.'), undefined, { timeout: SLOW });
      expect(server.output().split('Building .').length - 1).toBe(1); // the first build's only
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 300_000);

  it('fails as a build fails when a page links to the old address, and takes the fix', async () => {
    const { root } = copyFixtureSite('basic');
    // A link written as an address (not as the markdown file): it does not follow the page.
    edit(path.join(root, 'docs/guide/usage.md'), 'Call it.', 'Call it. Then [tune](/guide/advanced/tuning).');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      let offset = server.output().length;
      const tuning = path.join(root, 'docs/guide/advanced/tuning.md');
      edit(tuning, 'title: Tuning', 'title: Tuning\nslug: /guide/tuning');
      const printed = await settled(server, root, offset);
      expect(printed).toContain('The last good build is still being served');
      const build = await runDocgen(['build', '--out', 'fresh'], { cwd: root, timeoutMs: SLOW });
      expect(build.code).not.toBe(0);
      // The same broken link at the same place as the build's.
      const located = (text: string) => /DG114[^]*?(docs\/guide\/usage\.md:\d+:\d+)/.exec(text)?.[1];
      expect(located(printed)).toBeDefined();
      expect(located(printed)).toBe(located(build.stderr + build.stdout));
      // The old page is still served, and the fix (the link follows) brings the output to a build's.
      expect((await fetch(`${server.url}/guide/advanced/tuning`)).status).toBe(200);
      offset = server.output().length;
      edit(path.join(root, 'docs/guide/usage.md'), '(/guide/advanced/tuning)', '(/guide/tuning)');
      expect(await settled(server, root, offset)).toContain('Up to date');
      await expectSameAsBuild(root);
    } finally {
      await server.stop();
    }
  }, 300_000);
});
