import { describe, expect, it } from 'vitest';
import { rehypeCodeBlocks } from '../../../src/markdown/rehype-code-blocks.js';
import { runPlugins } from '../../helpers/markdown.js';

const render = async (markdown: string) => (await runPlugins(markdown, { rehype: [rehypeCodeBlocks] })).html;
const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\``;
/** The code's text as Copy reads it (tags out, entities back). */
const codeText = (html: string) =>
  html
    .replace(/^[\s\S]*?<code[^>]*>/, '')
    .replace(/<\/code>[\s\S]*$/, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<');

describe('code block lines', () => {
  it('wraps the lines of {1,3} in <mark>, others in plain line spans, keeping the text', async () => {
    const html = await render(fence('js {1,3}', 'a();\nb();\nc();'));
    expect(html.match(/<mark class="code-line code-line-highlighted">/g)).toHaveLength(2);
    expect(html).toContain('<span class="code-line"><span class="token function">b</span>');
    expect(codeText(html)).toBe('a();\nb();\nc();');
  });

  it('cuts a token that spans lines (a block comment) into one part per line', async () => {
    const html = await render(fence('js {2}', '/* one\ntwo */ x'));
    expect(html).toContain('<span class="code-line"><span class="token comment">/* one</span></span>');
    expect(html).toContain('<mark class="code-line code-line-highlighted"><span class="token comment">two */</span> x</mark>');
  });

  it('removes magic comments from the output and highlights what they mark', async () => {
    const html = await render(fence('ts', 'const a = 1;\n// highlight-next-line\nconst b = 2;'));
    expect(html).not.toContain('highlight-next-line');
    expect(codeText(html)).toBe('const a = 1;\nconst b = 2;');
    expect(html).toMatch(/<mark class="code-line code-line-highlighted"><span class="token keyword">const<\/span> b/);
  });

  it('numbers lines with CSS counters (no number in the text), from the given start', async () => {
    const html = await render(fence('py showLineNumbers=5', 'x = 1\ny = 2'));
    expect(html).toContain('<code class="language-python code-lines code-numbered" style="counter-reset:code-line 4">');
    expect(codeText(html)).toBe('x = 1\ny = 2');
    const fromOne = await render(fence('py showLineNumbers', 'x = 1'));
    expect(fromOne).toContain('<code class="language-python code-lines code-numbered">');
  });

  it('marks diff-<language> lines as <ins>/<del>, highlighted in the language, markers out of the text', async () => {
    const html = await render(fence('diff-ts', '-const a = 1;\n+const a = 2;'));
    expect(html).toContain('<code class="language-typescript code-lines code-diff-markers">');
    expect(html).toContain('<del class="code-line code-line-removed"><span class="token keyword">const</span>');
    expect(html).toContain('<ins class="code-line code-line-added"><span class="token keyword">const</span>');
    expect(html).toContain('data-language="diff-ts"');
    expect(codeText(html)).toBe('const a = 1;\nconst a = 2;');
  });

  it('marks a plain diff fence, keeping its markers as text', async () => {
    const html = await render(fence('diff', '-x\n+y'));
    expect(html).toContain('<code class="language-diff code-lines">');
    expect(codeText(html)).toBe('-x\n+y');
  });

  it('leaves a block without line features as plain tokens (no line elements)', async () => {
    expect(await render(fence('js', 'a();\nb();'))).not.toContain('code-line');
  });
});
