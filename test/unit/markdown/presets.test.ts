import { describe, expect, it } from 'vitest';
import { createSpecMarkdown } from '../../../src/openapi/spec-markdown.js';
import { testRenderer } from '../../helpers/markdown.js';

/** The same markdown through the docs' pipeline and an API document's. */
async function both(markdown: string): Promise<{ docs: string; document: string }> {
  const docs = await testRenderer()({ path: '/site/docs/a.md', sourcePath: 'a.md', body: markdown, lineOffset: 0 });
  return { docs: docs.html, document: createSpecMarkdown().renderWithHeadings(markdown)!.html };
}

describe('the shared presets', () => {
  it('give docs and API descriptions one markdown dialect (GFM tables, strikethrough, task lists)', async () => {
    const { docs, document } = await both('| a | b |\n| - | - |\n| 1 | ~~2~~ |\n\n- [x] done');
    for (const html of [docs, document]) {
      expect(html).toContain('<div class="table-scroll" role="group" aria-label="Table: a, b" tabindex="0"><table>');
      expect(html).toContain('<del>2</del>');
      expect(html).toContain('type="checkbox"');
    }
  });

  it('give both the same heading ids, anchors and external-link treatment', async () => {
    const { docs, document } = await both('## Rate limits\n\nSee [the status page](https://status.example.test).');
    for (const html of [docs, document]) {
      expect(html).toContain('<h2 id="rate-limits">');
      expect(html).toContain('href="#rate-limits"');
      expect(html).toMatch(/<a href="https:\/\/status\.example\.test" target="_blank" rel="noopener noreferrer">/);
    }
  });

  it('still trust them differently: raw HTML survives in docs, scripts never in a document', async () => {
    const { docs, document } = await both('<kbd>Ctrl</kbd> <img src="x" onerror="alert(1)">');
    expect(docs).toContain('<kbd>Ctrl</kbd>');
    expect(document).toContain('<kbd>Ctrl</kbd>');
    expect(document).not.toContain('onerror');
  });
});
