import { describe, expect, it } from 'vitest';
import { testRenderer } from '../../helpers/markdown.js';

const render = testRenderer();
const page = (body: string, lineOffset = 0) => render({ path: '/site/docs/a.md', sourcePath: 'a.md', body, lineOffset });

describe('math with KaTeX', () => {
  it('renders $inline$ math at build time to HTML and MathML, and marks the page as having math', async () => {
    const output = await page('Energy: $E = mc^2$.');
    expect(output.html).toContain('<span class="katex">');
    expect(output.html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(output.html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(output.math).toBe(true);
  });

  it('renders $$ blocks and ```math fences in display mode, not as code blocks', async () => {
    const output = await page('$$\n\\sum_{i=1}^n i\n$$\n\n```math\na^2 + b^2\n```\n');
    expect(output.html.match(/class="katex-display"/g)).toHaveLength(2);
    expect(output.html).not.toContain('code-block');
  });

  it('leaves a page without math unmarked (no KaTeX stylesheet for it)', async () => {
    const output = await page('Just text, and code: `$HOME`.\n\n```sh\necho $HOME $PATH\n```');
    expect(output.math).toBeUndefined();
    expect(output.html).not.toContain('katex');
  });

  it('with markdown.math false, dollars are plain text and the page has no math', async () => {
    const withoutMath = testRenderer({ plugins: { remarkPlugins: [], rehypePlugins: [], math: false } });
    const output = await withoutMath({ path: '/site/docs/a.md', sourcePath: 'a.md', body: 'It costs $5 and $10.', lineOffset: 0 });
    expect(output.html).toContain('<p>It costs $5 and $10.</p>');
    expect(output.math).toBeUndefined();
  });

  it('keeps an escaped dollar as text', async () => {
    const output = await page('It costs \\$5 and \\$10.');
    expect(output.html).toContain('<p>It costs $5 and $10.</p>');
  });

  it('warns with the file line and KaTeX reason for a formula it cannot read, and still builds the page', async () => {
    const output = await page('Text\n\nBad: $\\frac{1}{$ here.', 4);
    expect(output.warnings).toEqual([
      expect.objectContaining({
        file: '/site/docs/a.md',
        line: 7,
        message: expect.stringMatching(/^Could not render math with KaTeX: .+/),
      }),
    ]);
    expect(output.html).toContain('katex-error');
  });
});
