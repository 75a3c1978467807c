/**
 * A locale's absolute links (src/markdown/localized-links.ts): as Docusaurus builds each
 * locale with its own base URL, a link to a page goes to that page in the locale when the
 * locale has it; a page it does not have, a file, a link already in the locale, and the
 * default locale's links stay as written.
 */
import { describe, expect, it } from 'vitest';
import { localePrefixOf, localizedRoutes, localizedSitePath } from '../../../src/markdown/localized-links.js';
import { RouteTable } from '../../../src/routes/route-table.js';

const href = (path: string) => `/base${path}`;

describe("a locale's absolute links", () => {
  it('go to the pages the locale has, with their anchor and query, under the base URL', () => {
    const localized = new Set(['/', '/docs/intro', '/team']);
    const write = localizedSitePath(href, '/fr', localized);
    expect(write('/docs/intro#install', 'page')).toBe('/base/fr/docs/intro#install');
    expect(write('/docs/intro/?tab=a', 'page')).toBe('/base/fr/docs/intro?tab=a');
    expect(write('/', 'page')).toBe('/base/fr');
    expect(write('/changelog', 'page')).toBe('/base/changelog');
    expect(write('/fr/team', 'page')).toBe('/base/fr/team');
    expect(write('/img/logo.svg', 'file')).toBe('/base/img/logo.svg');
    // The default locale writes its links as they are.
    expect(localizedSitePath(href, '', localized)('/docs/intro', 'page')).toBe('/base/docs/intro');
  });

  it("know the locale's pages from the route table, and its prefix from the locale", () => {
    const table = new RouteTable();
    for (const path of ['/', '/docs/intro', '/fr', '/fr/docs/intro', '/french-fries'])
      table.add({ path, kind: 'doc', source: 'docs', origin: { file: path }, ref: path, title: path });
    expect([...localizedRoutes(table, '/fr')].sort()).toEqual(['/', '/docs/intro']);
    expect(localePrefixOf({ isDefault: false, path: 'fr' })).toBe('/fr');
    expect(localePrefixOf({ isDefault: true, path: '' })).toBe('');
    expect(localePrefixOf(undefined)).toBe('');
  });
});
