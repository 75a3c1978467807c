import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { codeSpanParagraphs, createSpecMarkdown, plainParagraphs } from '../../../src/openapi/spec-markdown.js';

describe('spec markdown', () => {
  const markdown = createSpecMarkdown();

  it('renders CommonMark and GFM', () => {
    expect(markdown.render('A **bold** [link](https://example.com).')).toBe(
      '<p>A <strong>bold</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>.</p>',
    );
    expect(markdown.render('| a | b |\n| - | - |\n| 1 | 2 |')).toContain(
      '<div class="table-scroll" role="group" aria-label="Table: a, b" tabindex="0"><table>',
    );
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = markdown.render(
      'Hi <script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"> <a href="javascript:alert(3)">x</a>',
    )!;
    expect(html).not.toMatch(/<script|onerror|javascript:/);
    expect(html).toContain('<img src="https://x.test/a.png" alt="">');
  });

  it('highlights fenced code at build time', () => {
    expect(markdown.render('```json\n{"a": 1}\n```')).toContain('<span class="token property">"a"</span>');
  });

  it('gives page-level headings ids, anchors and a TOC', () => {
    const result = markdown.renderWithHeadings('Intro.\n\n## Rate limits\n\nText.\n\n### Per app');
    expect(result?.toc).toEqual([
      { depth: 2, id: 'rate-limits', text: 'Rate limits' },
      { depth: 3, id: 'per-app', text: 'Per app' },
    ]);
    expect(result?.html).toContain('<h2 id="rate-limits">Rate limits<a href="#rate-limits" class="hash-link"');
  });

  it('puts a description written with level-1 headings (as Redoc reads them) one level down, under the page’s own title, in its TOC', () => {
    const result = markdown.renderWithHeadings('# Authentication\n\nTokens.\n\n## Roles\n\nText.\n\n# Errors\n\n###### Deepest');
    expect(result?.toc).toEqual([
      { depth: 2, id: 'authentication', text: 'Authentication' },
      { depth: 3, id: 'roles', text: 'Roles' },
      { depth: 2, id: 'errors', text: 'Errors' },
    ]);
    expect(result?.html).not.toContain('<h1');
    expect(result?.html).toContain('<h6 id="deepest">');
  });

  it('returns nothing for empty text', () => {
    expect(markdown.render(undefined)).toBeUndefined();
    expect(markdown.render('  ')).toBeUndefined();
  });

  describe('fast paths render exactly what remark would', () => {
    const reference = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify).freeze();
    const cases = [
      'The pet’s name.',
      'First paragraph.\n\nSecond one,\nwrapped over two lines.',
      'Use `Authorization: Bearer <token>` & be happy.'.replace(' & be happy', ''),
      'Values: `a`, `b` and `  c  `.',
      'x `<b>` y',
    ];
    for (const text of cases) {
      it(JSON.stringify(text), () => {
        expect(plainParagraphs(text) ?? codeSpanParagraphs(text)).toBe(String(reference.processSync(text)));
      });
    }

    it('step aside for anything else', () => {
      for (const text of ['a  \nb', 'Title\n===', '- item', '> quote', '    code', 'see https://x.test', 'a *b*', 'mail a@b.test']) {
        expect(codeSpanParagraphs(text)).toBeUndefined();
      }
    });
  });
});

describe('links in API documents', () => {
  it('unwrap in-page links and resolve relative ones against the document’s site', () => {
    const markdown = createSpecMarkdown({ base: 'https://docs.example.com/rest/' });
    expect(markdown.render('See [webhooks](/rest/webhooks#get) and [below](#details) or [there](guide).')).toBe(
      '<p>See <a href="https://docs.example.com/rest/webhooks#get" target="_blank" rel="noopener noreferrer">webhooks</a> and below or <a href="https://docs.example.com/rest/guide" target="_blank" rel="noopener noreferrer">there</a>.</p>',
    );
  });

  it('leave relative links alone without a base: they are links into this site', () => {
    expect(createSpecMarkdown().render('Read [the guide](/guides/start).')).toBe('<p>Read <a href="/guides/start">the guide</a>.</p>');
  });
});

describe('HTML in API documents', () => {
  it('is parsed (and sanitised) outside code, and left as text inside code', () => {
    const markdown = createSpecMarkdown();
    expect(markdown.render('Send `Authorization: Bearer <token>` and read <b>this</b>.\n\n```http\nGET /a <b>\n```')).toBe(
      '<p>Send <code>Authorization: Bearer &#x3C;token></code> and read <b>this</b>.</p>\n<figure class="code-block" data-language="http"><pre class="language-http" tabindex="0"><code class="language-http">GET /a &#x3C;b></code></pre></figure>',
    );
  });
});

describe("descriptions' trees for the twins", () => {
  const linked = 'See [the guide](https://docs.test/guide) and:\n\n- one\n- two';
  const parse = unified().use(remarkParse).use(remarkGfm);

  it('are the trees the HTML was made from, as the parser makes them but without positions', () => {
    const markdown = createSpecMarkdown();
    for (const render of [markdown.render, markdown.renderWithHeadings]) {
      const text = `${linked}\n\n${render.name}`;
      render(text);
      const fresh = parse.parse(text);
      visit(fresh, (node) => void delete node.position);
      expect(markdown.syntaxTreeOf(text)).toEqual(fresh);
    }
  });

  it('are not kept for text the fast paths render, nor when the site has plugins (they may change the parse)', () => {
    const plain = createSpecMarkdown();
    plain.render('Just words.');
    expect(plain.syntaxTreeOf('Just words.')).toBeUndefined();
    const withPlugins = createSpecMarkdown({}, { remarkPlugins: [() => undefined], rehypePlugins: [] });
    withPlugins.render(linked);
    expect(withPlugins.syntaxTreeOf(linked)).toBeUndefined();
  });
});
