import { describe, expect, it } from 'vitest';
import { withoutModuleLines } from '../../../src/markdown/remark-mdx-code-block.js';
import { testRenderer } from '../../helpers/markdown.js';

const render = testRenderer();
const page = (body: string) => render({ path: '/site/docs/a.md', sourcePath: 'a.md', body, lineOffset: 2 });

describe('mdx-code-block fences', () => {
  it('render their content as markdown of the page, not as code', async () => {
    const output = await page('Intro\n\n```mdx-code-block\n## Inside {#inside}\n\nSome **bold** text.\n```\n');
    expect(output.html).not.toContain('<pre');
    expect(output.html).toContain('<h2 id="inside">Inside');
    expect(output.html).toContain('<p>Some <strong>bold</strong> text.</p>');
    expect(output.toc).toEqual([{ depth: 2, id: 'inside', text: 'Inside' }]);
  });

  it('drop import and export lines, which mean nothing in a .md page', async () => {
    const output = await page(
      "```mdx-code-block\nimport Tabs from '@theme/Tabs';\nimport {\n  A,\n} from 'b';\nexport const x = 1;\n\nKept.\n```\n",
    );
    expect(output.html.trim()).toBe('<p>Kept.</p>');
  });

  it('report warnings inside them at the file line', async () => {
    const output = await page('Intro\n\n```mdx-code-block\nText\n\n[broken](nowhere.md)\n```\n');
    expect(output.warnings).toEqual([expect.objectContaining({ line: 8, message: expect.stringContaining('nowhere.md') })]);
  });

  it('blank module lines keeping their length, so positions stay right', () => {
    expect(withoutModuleLines("import A from 'a';\nText")).toBe(`${' '.repeat(18)}\nText`);
  });

  it('leave other fences as code', async () => {
    expect((await page('```md\n## Not a heading\n```')).html).toContain('<pre');
  });
});
