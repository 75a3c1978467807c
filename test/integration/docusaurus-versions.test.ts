import { describe, expect, it } from 'vitest';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

/** A versioned Docusaurus site: sidebars.js for the current docs, versioned_sidebars/ for a released version. */
describe('hand-made sidebars of a versioned Docusaurus site', () => {
  it('gives each version the sidebars of its own file', async () => {
    const root = tempDir({
      'site.config.ts': "export default { title: 'Versioned', url: 'https://versioned.test' };\n",
      'versions.json': '["1.0"]\n',
      'sidebars.js': "module.exports = { docs: ['intro', 'guide'] };\n",
      'docs/intro.md': '# Intro now\n',
      'docs/guide.md': '# Guide\n',
      'versioned_docs/version-1.0/intro.md': '# Intro then\n',
      'versioned_docs/version-1.0/old.md': '# Old page\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["old", { "type": "doc", "id": "intro", "label": "First steps" }] }\n',
    });
    const result = await buildInMemory(root);
    const linksOf = (file: string) =>
      [...textOf(result, file).matchAll(/<a class="sidebar-link[^"]*" href="([^"]+)"[^>]*><span class="sidebar-link-label">([^<]+)</g)].map(
        (match) => `${match[2]} ${match[1]}`,
      );
    // 1.0 is the last version, served at the root; the current docs are "next".
    expect(linksOf('intro/index.html')).toEqual(['Old page /old', 'First steps /intro']);
    expect(linksOf('next/intro/index.html')).toEqual(['Intro now /next/intro', 'Guide /next/guide']);
  });
});
