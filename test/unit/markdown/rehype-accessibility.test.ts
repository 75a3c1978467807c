import { describe, expect, it } from 'vitest';
import rehypeRaw from 'rehype-raw';
import { rehypeImageAlt } from '../../../src/markdown/rehype-image-alt.js';
import { rehypeTables } from '../../../src/markdown/rehype-tables.js';
import { rehypeTaskLists } from '../../../src/markdown/rehype-task-lists.js';
import { runPlugins } from '../../helpers/markdown.js';

describe('rehypeTables', () => {
  it('puts every table in a focusable scroll area named by its columns, and turns header cells without text into plain cells', async () => {
    const { html } = await runPlugins('|   | Read | Write |\n| - | - | - |\n| Admin | yes | yes |', { rehype: [rehypeTables] });
    expect(html).toMatch(
      /^<div class="table-frame"><div class="table-scroll" role="group" aria-label="Table: Read, Write" tabindex="0"><table>[\s\S]*<\/table><\/div><\/div>$/,
    );
    expect(html).toMatch(/<thead>\s*<tr>\s*<td><\/td>\s*<th>Read<\/th>/);
  });
});

describe('rehypeTaskLists', () => {
  it('names each checkbox by its item, in tight and loose lists', async () => {
    const tight = await runPlugins('- [x] Create an app\n- [ ] Issue a **token**', { rehype: [rehypeTaskLists] });
    expect(tight.html).toContain('<input type="checkbox" checked disabled aria-label="Create an app">');
    expect(tight.html).toContain('<input type="checkbox" disabled aria-label="Issue a token">');
    const loose = await runPlugins('- [x] First\n\n- [ ] Second', { rehype: [rehypeTaskLists] });
    expect(loose.html).toContain('aria-label="Second"');
  });
});

describe('rehypeImageAlt', () => {
  it('gives raw images without alt an empty one and keeps alt that is written', async () => {
    const { html } = await runPlugins('<img src="a.png"> <img src="b.png" alt="Chart">', { rehype: [rehypeRaw, rehypeImageAlt] });
    expect(html).toContain('<img src="a.png" alt="">');
    expect(html).toContain('<img src="b.png" alt="Chart">');
  });
});
