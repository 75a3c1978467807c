import { describe, expect, it } from 'vitest';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

/** A site without docs/index.md: the home page is generated, whatever the layout of docs/. */
const CONFIG = "export default { title: 'No home', url: 'https://nohome.test' };\n";
const cardsOf = (html: string) =>
  [...html.matchAll(/<a class="card-link" href="([^"]+)"><h2 class="card-title">([^<]+)</g)].map((match) => `${match[2]} ${match[1]}`);

describe('a site without docs/index.md', () => {
  it('with a folder per section: the home lists the sections', async () => {
    const root = tempDir({ 'site.config.ts': CONFIG, 'docs/guides/a.md': '# A\n', 'docs/api-docs/b.md': '# B\n' });
    const result = await buildInMemory(root);
    const home = textOf(result, 'index.html');
    expect(home).toContain('<h1>No home</h1>');
    expect(cardsOf(home)).toEqual(['Api docs /api-docs', 'Guides /guides']);
  });

  it("with docs at the root of docs/ (Docusaurus's layout): one sidebar, and the home lists its pages and folders", async () => {
    const root = tempDir({
      'site.config.ts': CONFIG,
      'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
      'docs/basics/_category_.json': '{ "label": "The basics", "position": 2 }',
      'docs/basics/first.md': '# First\n',
    });
    const result = await buildInMemory(root);
    expect(cardsOf(textOf(result, 'index.html'))).toEqual(['Intro /intro', 'The basics /basics']);
    expect(textOf(result, 'basics/first/index.html')).toContain('aria-label="Docs navigation"');
  });
});
