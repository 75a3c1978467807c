import { chromeContextFor } from '../../helpers/chrome-context.js';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/pipeline/build-site.js';
import { loadConfig } from '../../../src/config/load.js';
import { validateConfig } from '../../../src/config/validate.js';
import { formatDocgenError } from '../../../src/errors/docgen-error.js';
import { buildChrome, type ChromeContext } from '../../../src/render/chrome.js';
import { docgenErrorOf, docgenRejectionOf, tempDir } from '../../helpers/temp.js';
import type { Sidebar } from '../../../src/core/sidebar.js';

/**
 * Navbar items that pass the schema but point at things the site does not have are
 * found when the navbar is resolved against the site (spec section 5).
 */
const guides: Sidebar = {
  id: 'guides',
  label: 'Guides',
  href: '/guides',
  items: [{ type: 'link', label: 'Intro', href: '/guides/intro', docId: 'guides/intro' }],
};

function contextFor(items: unknown[], sidebars: Sidebar[] = [guides]): ChromeContext {
  const config = validateConfig(
    { title: 'Acme', url: 'https://acme.test', navbar: { items } },
    { root: '/site', file: '/site/site.config.ts' },
  );
  return chromeContextFor(config, sidebars, (docId) =>
    docId === 'guides/intro' ? { route: '/guides/intro', title: 'Introduction' } : undefined,
  );
}

describe('navbar items resolved against the site', () => {
  it('raises an error for a docSidebar item whose sidebar has no docs', () => {
    const error = docgenErrorOf(() => buildChrome(contextFor([{ type: 'docSidebar', sidebarId: 'api', label: 'APIs' }]), '/'));
    expect(error.code).toBe('DG005');
    expect(error.message).toMatchInlineSnapshot(
      `"The navbar item at navbar.items[0] links to sidebar "api", but that sidebar has no docs."`,
    );
    expect(error.hint).toMatchInlineSnapshot(`"Add markdown files under docs/api/, or point the item at an existing sidebar."`);
    expect(error.location).toEqual({ file: '/site/site.config.ts' });
  });

  it('reports a doc item whose docId does not exist with the configuration hint', () => {
    const error = docgenErrorOf(() =>
      buildChrome(
        contextFor([
          { label: 'A', to: '/' },
          { type: 'doc', docId: 'guides/missing' },
        ]),
        '/',
      ),
    );
    expect(error.code).toBe('DG006');
    expect(error.message).toMatchInlineSnapshot(`"The navbar item at navbar.items[1] could not be rendered."`);
    expect(error.hint).toMatchInlineSnapshot(
      `"A navbar item is probably misconfigured: check its type and fields (doc items need an existing docId)."`,
    );
    expect((error.cause as Error).message).toBe('there is no doc with id "guides/missing"');
    expect(formatDocgenError(error)).toContain('caused by: there is no doc with id "guides/missing"');
  });

  it('resolves valid doc and docSidebar items to links', () => {
    const chrome = buildChrome(
      contextFor([
        { type: 'doc', docId: 'guides/intro' },
        { type: 'docSidebar', sidebarId: 'guides' },
      ]),
      '/guides/intro',
      'guides',
    );
    expect(chrome.navbar.items).toEqual([
      { kind: 'link', position: 'left', label: 'Introduction', href: '/guides/intro', external: false, active: true },
      { kind: 'link', position: 'left', label: 'Guides', href: '/guides', external: false, active: true },
    ]);
  });

  it('fails the build of a site whose navbar links to a sidebar without docs', async () => {
    const root = tempDir({
      'site.config.ts': `export default { title: 'T', url: 'https://t.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'APIs' }] } };\n`,
      'docs/guides/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    });
    const error = await docgenRejectionOf(loadConfig(root).then((config) => buildSite(config)));
    expect(error.code).toBe('DG005');
  });
});
