import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../../../src/markdown/code-meta.js';
import { grammarFor, highlightToHast } from '../../../src/markdown/highlight.js';
import { rehypeCodeBlocks } from '../../../src/markdown/rehype-code-blocks.js';
import { runPlugins } from '../../helpers/markdown.js';

const render = async (markdown: string) => (await runPlugins(markdown, { rehype: [rehypeCodeBlocks] })).html;
const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\``;

describe('rehypeCodeBlocks', () => {
  it('highlights at build time into token spans, in a figure', async () => {
    const html = await render(fence('ts', 'const answer: number = 42;'));
    expect(html).toBe(
      '<figure class="code-block" data-language="ts"><pre class="language-typescript" tabindex="0"><code class="language-typescript">' +
        '<span class="token keyword">const</span> answer<span class="token operator">:</span> <span class="token builtin">number</span> ' +
        '<span class="token operator">=</span> <span class="token number">42</span><span class="token punctuation">;</span></code></pre></figure>',
    );
    expect(html).not.toContain('<script');
  });

  it('renders the title as a figcaption before the code', async () => {
    const html = await render(fence('bash title="Install the CLI"', 'npm install acme'));
    expect(html).toMatch(
      /^<figure class="code-block" data-language="bash"><figcaption class="code-block-title">Install the CLI<\/figcaption><pre /,
    );
  });

  it('has no figcaption without a title', async () => {
    expect(await render(fence('json', '{}'))).not.toContain('figcaption');
  });

  it('keeps the other meta attributes as data-* attributes on the figure', async () => {
    const html = await render(
      fence('json title="Request" operation="gemini-service#createDigitalTwin" part="request" status=201 showLineNumbers', '{}'),
    );
    expect(html).toContain(
      '<figure class="code-block" data-language="json" data-operation="gemini-service#createDigitalTwin" data-part="request" data-status="201" data-showlinenumbers="">',
    );
    expect(html).not.toContain('data-title');
  });

  it('maps language aliases to their grammar but keeps the written language in data-language', async () => {
    const html = await render(fence('sh', 'echo hi'));
    expect(html).toContain('data-language="sh"');
    expect(html).toContain('<code class="language-bash">');
    expect(html).toContain('<span class="token builtin class-name">echo</span>');
  });

  it('renders an unknown language as escaped plain text with its name as class', async () => {
    const html = await render(fence('brainfuck', '<b>++</b> & more'));
    expect(html).toBe(
      '<figure class="code-block" data-language="brainfuck"><pre class="language-brainfuck" tabindex="0"><code class="language-brainfuck">&#x3C;b>++&#x3C;/b> &#x26; more</code></pre></figure>',
    );
  });

  it('renders a fence without language as text', async () => {
    const html = await render(fence('', 'plain'));
    expect(html).toBe(
      '<figure class="code-block" data-language="text"><pre class="language-text" tabindex="0"><code class="language-text">plain</code></pre></figure>',
    );
  });

  it('drops the trailing newline of the fence but keeps inner blank lines', async () => {
    const html = await render(fence('', 'a\n\nb'));
    expect(html).toContain('<code class="language-text">a\n\nb</code>');
  });

  it('leaves inline code alone', async () => {
    expect(await render('Use `npm test` here.')).toBe('<p>Use <code>npm test</code> here.</p>');
  });
});

describe('parseCodeMeta', () => {
  it('reads double-quoted, single-quoted and bare values, and flags', () => {
    expect(parseCodeMeta(`title="src/my app.ts" alt='single quoted' status=201 showLineNumbers data-x=y`)).toEqual({
      title: 'src/my app.ts',
      alt: 'single quoted',
      status: '201',
      showLineNumbers: true,
      'data-x': 'y',
    });
  });

  it('returns nothing for an empty or missing meta string', () => {
    expect(parseCodeMeta('')).toEqual({});
    expect(parseCodeMeta(null)).toEqual({});
    expect(parseCodeMeta(undefined)).toEqual({});
  });
});

describe('grammarFor / highlightToHast', () => {
  it('resolves aliases case-insensitively and rejects unknown languages', () => {
    expect(grammarFor('sh')).toBe('bash');
    expect(grammarFor('YML')).toBe('yaml');
    expect(grammarFor('ts')).toBe('typescript');
    expect(grammarFor('tsx')).toBe('tsx');
    expect(grammarFor('http')).toBe('http');
    expect(grammarFor('brainfuck-ish')).toBeUndefined();
    expect(grammarFor(undefined)).toBeUndefined();
  });

  it('returns the source as one text node when there is no grammar', () => {
    expect(highlightToHast('<x>', 'nope')).toEqual({ type: 'root', children: [{ type: 'text', value: '<x>' }] });
  });
});
