import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

/**
 * Builds test/fixtures/sites/mdx: an MDX page importing a local component (with a hook),
 * an npm package of the site and a relative partial, and the site's own remark and rehype
 * plugins on docs and on an API description.
 */
let result: BuildResult;
beforeAll(async () => {
  result = await buildInMemory(fixtureSite('mdx'));
});

const html = (file: string) => textOf(result, file);
/** The page's markdown column. */
const content = (file: string) => {
  const page = html(file);
  return page.slice(page.indexOf('<div class="markdown">'), page.indexOf('</article>'));
};
/** The widget scripts a page loads (its `docgen-widgets` map). */
const widgetScripts = (file: string) =>
  Object.keys(JSON.parse(/<script type="application\/json" id="docgen-widgets">([^<]*)<\/script>/.exec(html(file))![1]!) as object);

describe('a site with MDX pages', () => {
  it('builds every page, the .mdx one at its clean URL, with nothing skipped', () => {
    expect([...result.files.keys()].filter((file) => file.endsWith('index.html')).sort()).toEqual([
      'api/index.html',
      'api/notes/index.html',
      'api/notes/list-notes/index.html',
      'guides/index.html',
      'guides/intro/index.html',
      'guides/plain/index.html',
      'index.html',
    ]);
  });

  it('renders imports, exports, expressions and JSX on the server, and no comment or import line', () => {
    const page = content('guides/intro/index.html');
    expect(page).toContain('version 2.3 is');
    expect(page).toContain('a and b are letters');
    expect(page).toContain('<p class="counter">Visitors: <output>3</output></p>');
    expect(page).toContain('<strong class="shout">quiet words</strong>');
    expect(page).toContain('<code>hello-world</code>'); // github-slugger, from the site's packages
    expect(page).toContain('<h3 id="installing">Installing'); // the partial
    expect(page).not.toMatch(/import |export const|An MDX comment/);
  });

  it('gives the .mdx page docgen’s markdown: admonitions, highlighted code, heading anchors, TOC, rewritten links', () => {
    const page = html('guides/intro/index.html');
    expect(page).toContain('<aside class="admonition admonition-note" role="note" aria-label="Note">');
    expect(page).toContain('<span class="token keyword">const</span>');
    expect(page).toContain('<a href="#counting" class="hash-link"');
    expect(page).toMatch(/<a class="toc-link" href="#counting">Counting<\/a>/);
    expect(page).toContain('<a href="/guides/plain#setting-up">plain markdown</a>');
    expect(html('guides/plain/index.html')).toContain('<a href="/guides/intro#counting">the MDX guide</a>');
    expect(html('index.html')).toContain('<a href="/guides/intro">the MDX guide</a>');
  });

  it('runs the site’s remark and rehype plugins on .md and .mdx pages and on API descriptions', () => {
    expect(content('guides/intro/index.html')).toContain('<p data-site-plugin="seen">Notes Pro version 2.3');
    expect(content('guides/plain/index.html')).toContain('<p data-site-plugin="seen">A Notes Pro page');
    expect(html('api/notes/index.html')).toContain('<p data-site-plugin="seen">The Notes Pro service.</p>');
    expect(html('api/notes/list-notes/index.html')).toContain('<p data-site-plugin="seen">Returns the notes');
  });

  it('ships no component JavaScript for an MDX page without interactive components', () => {
    expect(widgetScripts('guides/intro/index.html')).toEqual(widgetScripts('guides/plain/index.html'));
    expect(html('guides/intro/index.html')).not.toMatch(/Counter|Shout|github-slugger/);
  });

  it('indexes the MDX page for search and writes its markdown twin without imports or comments', () => {
    expect(textOf(result, 'search-index.json')).toContain('Visitors');
    const twin = textOf(result, 'guides/intro.md');
    expect(twin).toContain('# MDX guide');
    expect(twin).not.toMatch(/^import /m);
    expect(twin).not.toContain('An MDX comment');
  });
});
