import { describe, expect, it } from 'vitest';
import { testRenderer } from '../../helpers/markdown.js';

const render = testRenderer();
const html = async (body: string) =>
  (await render({ path: '/site/docs/guides/page.md', sourcePath: 'guides/page.md', body, lineOffset: 0 })).html;

describe('GitHub-flavoured markdown in the pipeline', () => {
  it('renders tables with column alignment', async () => {
    const out = await html('| Op | Method | Path |\n| --- | :---: | ---: |\n| createVc | `POST` | /credentials |');
    // A table is in a focusable scroll area, for keyboard users on narrow screens.
    expect(out).toContain('<div class="table-scroll" role="group" aria-label="Table: Op, Method, Path" tabindex="0"><table>');
    expect(out).toContain('<th>Op</th>\n<th align="center">Method</th>\n<th align="right">Path</th>');
    expect(out).toContain('<td align="center"><code>POST</code></td>');
  });

  it('renders task lists as disabled checkboxes', async () => {
    const out = await html('- [x] Create an app\n- [ ] Issue a token');
    expect(out).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" checked disabled aria-label="Create an app"> Create an app</li>\n<li class="task-list-item"><input type="checkbox" disabled aria-label="Issue a token"> Issue a token</li>\n</ul>',
    );
  });

  it('renders footnotes with a reference, a footnotes section and a back link whose targets exist', async () => {
    const out = await html('A claim[^src].\n\n[^src]: The source.');
    expect(out).toContain(
      '<sup><a href="#user-content-fn-src" id="user-content-fnref-src" data-footnote-ref aria-describedby="footnote-label">1</a></sup>',
    );
    expect(out).toContain('<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>');
    expect(out).toContain('<li id="user-content-fn-src">');
    expect(out).toContain('<a href="#user-content-fnref-src" data-footnote-backref=""');
  });

  it('renders strikethrough and autolinks', async () => {
    const out = await html('~~old~~ www.example.com');
    expect(out).toBe(
      '<p><del>old</del> <a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a></p>',
    );
  });
});
