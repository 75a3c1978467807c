import { describe, expect, it } from 'vitest';
import { relinkedPage } from '../../../src/dev/sidebar-relink.js';

const relink = {
  route: '/guides/a',
  outPath: 'guides/a/index.html',
  from: '/assets/sidebars/aaaaaaaaaaaa.json',
  to: '/assets/sidebars/bbbbbbbbbbbb.json',
};
const island = (src: string) =>
  `<docgen-island data-widget="doc-sidebar" data-shared="{&quot;sidebar&quot;:&quot;${src}&quot;}"></docgen-island>`;

describe('relinkedPage', () => {
  it("names the sidebar's new shared file wherever the page names the old one, and changes nothing else", () => {
    const html = `<p>/assets/sidebars/aaaaaaaaaaaa.json as text</p>${island(relink.from)}${island(relink.from)}`;
    expect(relinkedPage(html, relink)).toBe(`<p>/assets/sidebars/aaaaaaaaaaaa.json as text</p>${island(relink.to)}${island(relink.to)}`);
  });

  it('gives nothing for a page that does not name the old file (it is rendered instead)', () => {
    expect(relinkedPage(island('/assets/sidebars/cccccccccccc.json'), relink)).toBeUndefined();
  });
});
