import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createReaderLinks } from '../../../src/llms/reader-links.js';
import remarkDirective from 'remark-directive';
import { markdownSyntax } from '../../../src/markdown/presets.js';
import remarkStringify from 'remark-stringify';
import type { Nodes, Root } from 'mdast';
import { plainBlock, STRINGIFY, toReaderMarkdown } from '../../../src/llms/reader-markdown.js';
import { siteAddress } from '../../../src/core/site-address.js';

const docs = { admonitionTitle: (type: string) => type[0]!.toUpperCase() + type.slice(1) };
const keep = (url: string) => url;

describe('toReaderMarkdown', () => {
  it('turns admonitions into quotes with their title in bold, keeping the body as written', () => {
    const text = ':::warning[Keep tokens secret]\nNever *commit* them.\n:::\n\n:::note\nPlain.\n:::\n';
    expect(toReaderMarkdown(text, { url: keep, directives: docs, rawHtml: 'keep' })).toBe(
      '> **Warning: Keep tokens secret**\n>\n> Never *commit* them.\n\n> **Note**\n>\n> Plain.\n',
    );
  });

  it("quotes an admonition's body line by line, its changed links written in place and a left-out definition's lines gone", () => {
    const text =
      ':::tip\nSee [the guide](g.md).\n\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\n[x]: javascript:x\n\n- one\n  more\n:::\n';
    const out = toReaderMarkdown(text, {
      url: (url) => (url.startsWith('javascript:') ? undefined : `/${url}`),
      directives: docs,
      rawHtml: 'keep',
    });
    expect(out).toBe(
      '> **Tip**\n>\n> See [the guide](/g.md).\n>\n>\n> ```js\n> const a = 1;\n>\n> const b = 2;\n> ```\n>\n> - one\n>   more\n',
    );
  });

  it('writes an admonition anew whole where its text would not mean the same once quoted: indented, or holding a tab', () => {
    // Indented, `    more` is a paragraph's line; quoted as written, it would be code.
    const indented = toReaderMarkdown('  :::note\n  *Body*\n\n    more\n  :::\n', { url: keep, directives: docs, rawHtml: 'keep' });
    expect(indented).toBe('> **Note**\n>\n> _Body_\n>\n> more\n');
    // A tab after `> ` would indent less than it did.
    const tabbed = toReaderMarkdown(':::note\n-\tone\n\n\t  two\n:::\n', { url: keep, directives: docs, rawHtml: 'keep' });
    expect(tabbed).toBe('> **Note**\n>\n> - one\n>\n>   two\n');
  });

  it('reads the legacy title form and the caution and important types as the HTML does', () => {
    const text = ':::caution Mind the gap\nStep over it.\n:::\n\n:::important\nRead this.\n:::\n';
    expect(toReaderMarkdown(text, { url: keep, directives: docs, rawHtml: 'keep' })).toBe(
      '> **Caution: Mind the gap**\n>\n> Step over it.\n\n> **Important**\n>\n> Read this.\n',
    );
  });

  it('turns nested admonitions into nested quotes', () => {
    const text = '::::note[Outer]\nText.\n\n:::tip\nInner.\n:::\n::::\n';
    expect(toReaderMarkdown(text, { url: keep, directives: docs, rawHtml: 'keep' })).toBe(
      '> **Note: Outer**\n>\n> Text.\n>\n> > **Tip**\n> >\n> > Inner.\n',
    );
  });

  it("turns a site's own admonition type into a quote titled with its label", () => {
    const custom = { security: { label: 'Security', style: 'danger' as const } };
    const text = ':::security\nRotate keys.\n:::\n\n:::security Twice a year\nAt least.\n:::\n';
    expect(toReaderMarkdown(text, { url: keep, directives: { ...docs, custom }, rawHtml: 'keep' })).toBe(
      '> **Security**\n>\n> Rotate keys.\n\n> **Security: Twice a year**\n>\n> At least.\n',
    );
  });

  it('keeps widget directives as written, code, tables and raw HTML of the docs', () => {
    const text =
      '::qrcode{value="did:x:1" size=150}\n\n```ts title="a.ts"\nconst a = 1;\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<div>raw</div>\n';
    const out = toReaderMarkdown(text, { url: keep, directives: docs, rawHtml: 'keep' });
    expect(out).toContain('::qrcode{value="did:x:1" size=150}');
    expect(out).toContain('```ts title="a.ts"\nconst a = 1;\n```');
    expect(out).toContain('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(out).toContain('<div>raw</div>');
  });

  it('leaves out a widget attribute that could run code, keeping the others', () => {
    const text =
      '::qrcode{value="did:x:1" logoImage="java\tscript:alert(1)" eyeColor="vbscript:x" placeholder="data:text/html,x" logo2="data:image/png;base64,AA"}\n';
    const out = toReaderMarkdown(text, { url: keep, directives: docs, rawHtml: 'keep' });
    expect(out).toBe('::qrcode{value="did:x:1" logo2="data:image/png;base64,AA"}\n');
  });

  it('keeps what no change touched exactly as written, and writes anew only the links and blocks it changed', () => {
    const text = [
      '# Setup {#start}',
      '',
      '* Read [the guide](guide.md "Guide") and *this*.',
      '* Then   __that__.',
      '',
      '> Quoted [link](a.md)',
      '> over two lines.',
      '',
      'A [long link',
      'text](b.md) across lines, and &amp; an entity.',
      '',
      '[r]: c.md',
      '',
      '```js',
      '// highlight-next-line',
      'run();',
      '```',
      '',
    ].join('\n');
    const out = toReaderMarkdown(text, { url: (url) => `https://s.test/${url}`, directives: docs, rawHtml: 'keep' });
    expect(out).toBe(
      [
        '# Setup', // its id is an instruction to the page: the heading is written anew
        '',
        '* Read [the guide](https://s.test/guide.md "Guide") and *this*.', // the author's bullets and emphasis stay
        '* Then   __that__.',
        '',
        '> Quoted [link](https://s.test/a.md)',
        '> over two lines.',
        '',
        // A link over two lines: its paragraph is written anew (the entity as the character it stands for).
        'A [long link\ntext](https://s.test/b.md) across lines, and & an entity.',
        '',
        '[r]: https://s.test/c.md',
        '',
        '```js',
        'run();',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('writes a table anew when a link in it changed, so that a `|` in its text stays escaped', () => {
    const out = toReaderMarkdown('| a | b |\n| - | - |\n| [x \\| y](p.md) | 2 |\n', {
      url: (url) => `https://s.test/${url}`,
      rawHtml: 'keep',
    });
    expect(out).toContain('[x \\| y](https://s.test/p.md)');
  });

  it('writes a title holding a NUL character (a frontmatter escape) with the rest of the text intact', () => {
    const out = toReaderMarkdown(':::note\nA.\n:::\n\nB [c](d.md)\n', {
      url: (url) => `/${url}`,
      title: 'T\u0000U',
      directives: docs,
      rawHtml: 'keep',
    });
    expect(out).toBe('# T\u0000U\n\n> **Note**\n>\n> A.\n\nB [c](/d.md)\n');
  });

  it('keeps two lists apart when a list next to another is written anew, or a block between them is left out', () => {
    const url = (target: string) => `https://s.test/${target}`;
    // Each of these is two lists in the text: a changed list written with the same bullet would join them.
    for (const text of [
      '- Intro\n\n* See [the long\nguide](g.md)\n',
      '- a\n\n[x]: javascript:x\n\n- b\n',
      '- a\n\n[x]: javascript:x\n\n      code\n',
    ])
      expect(toReaderMarkdown(text, { url, rawHtml: 'keep' })).toMatch(/\n\n<!---->\n\n/);
    const tree = unified().use(remarkParse).parse('- a\n\n* b\n');
    // A kept description tree has no positions: every block is written anew.
    const unplaced = JSON.parse(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));
    expect(toReaderMarkdown('- a\n\n* b\n', { url, rawHtml: 'as-text', parsed: { text: '- a\n\n* b\n', tree: unplaced } })).toBe(
      '- a\n\n<!---->\n\n- b\n',
    );
  });

  it('keeps the indentation a block starts with, where it has meaning', () => {
    const fence = '   ```\n   code\n     more\n   ```\n';
    expect(toReaderMarkdown(fence, { url: keep, rawHtml: 'keep' })).toBe(fence);
    const afterQuote = toReaderMarkdown(':::note\nx\n:::\n\n   - a\n\n     b\n', { url: keep, directives: docs, rawHtml: 'keep' });
    expect(afterQuote).toBe('> **Note**\n>\n> x\n\n   - a\n\n     b\n');
  });

  it('writes a block anew rather than put a line break or an image where a link was', () => {
    const url = (target: string) => `https://s.test/${target}`;
    // `&#10;` is a line break in the link's text: written in place, it would end the heading.
    expect(toReaderMarkdown('## [a&#10;b](a.md)\n', { url, rawHtml: 'keep' })).not.toMatch(/^## \[a\n/);
    expect(toReaderMarkdown('## [a&#10;b](a.md)\n', { url, rawHtml: 'keep' })).toContain('(https://s.test/a.md)');
    // An autolink right after `!`, written in place as `[text](url)`, would be an image.
    const out = toReaderMarkdown('Wow!<https://a.test/x>\n', { url: (target) => `${target}?v`, rawHtml: 'keep' });
    expect(out).toContain('(https://a.test/x?v)');
    expect(out).not.toMatch(/[^\\]!\[/);
  });

  it('takes a heading id written with an escaped `#` out, as the page does', () => {
    expect(toReaderMarkdown('## Set up {\\#install}\n', { url: keep, rawHtml: 'keep' })).toBe('## Set up\n');
  });

  it('reads a text with a byte order mark at the offsets the parser gives', () => {
    expect(toReaderMarkdown('\uFEFFsee [a](a.md) and [b](b.md)\n', { url: (target) => `/${target}`, rawHtml: 'keep' })).toBe(
      'see [a](/a.md) and [b](/b.md)\n',
    );
  });

  it('keeps the blank lines between blocks as written, and separates blocks it adds or moves with one', () => {
    const out = toReaderMarkdown('Intro\n\n\n[gone]: javascript:x\n\nText\n## Next\nEnd', { url: keep, title: 'T', rawHtml: 'keep' });
    expect(out).toBe('# T\n\nIntro\n\nText\n## Next\nEnd\n');
    expect(toReaderMarkdown('', { url: keep, rawHtml: 'keep' })).toBe('');
  });

  it('adds the title as a level-1 heading only when the text has none', () => {
    expect(toReaderMarkdown('Body.', { url: keep, title: 'Intro', rawHtml: 'keep' })).toBe('# Intro\n\nBody.\n');
    expect(toReaderMarkdown('# Own\n\nBody.', { url: keep, title: 'Intro', rawHtml: 'keep' })).toBe('# Own\n\nBody.\n');
  });

  it('points every link, image and definition where the caller says, and leaves unsafe URLs out', () => {
    const out = toReaderMarkdown('[a](x.md) ![i](/img/a.png) [b][r] [bad](javascript:alert(1))\n\n[r]: /y\n', {
      url: (url, use) => `https://site.test/${use}/${url.replace(/^\//, '')}`,
      rawHtml: 'keep',
    });
    expect(out).toBe(
      '[a](https://site.test/link/x.md) ![i](https://site.test/image/img/a.png) [b][r] bad\n\n[r]: https://site.test/link/y\n',
    );
  });

  it("shows an API document's raw HTML as text, never as HTML", () => {
    const out = toReaderMarkdown('Hi <script>alert(1)</script> there.\n\n<iframe src="x"></iframe>\n', { url: keep, rawHtml: 'as-text' });
    // Escaped (`\\<script>`): a markdown renderer shows the tag as text.
    expect(out).not.toMatch(/(^|[^\\])<(script|iframe)/m);
    expect(out).toContain('\\<script>alert(1)\\</script>');
  });
});

describe('createReaderLinks', () => {
  const routes = new Set(['/', '/guides', '/guides/setup', '/api/pets']);
  const links = createReaderLinks(siteAddress({ url: 'https://docs.test', baseUrl: '/docs/', trailingSlash: false }), {
    has: (path) => routes.has(path),
  });

  it('points site paths of pages at their twins and other paths at the files, absolute', () => {
    expect(links.resolve('/guides/setup#install', '/guides/intro')).toBe('https://docs.test/docs/guides/setup.md#install');
    expect(links.resolve('/', '/guides/intro')).toBe('https://docs.test/docs/index.md');
    expect(links.resolve('/img/a.png', '/guides/intro')).toBe('https://docs.test/docs/img/a.png');
    expect(links.resolve('/api/pets/openapi.yaml', '/api')).toBe('https://docs.test/docs/api/pets/openapi.yaml');
  });

  it('resolves relative links the way the HTML page does, and leaves other sites and fragments alone', () => {
    expect(links.resolve('setup', '/guides/intro')).toBe('https://docs.test/docs/guides/setup.md');
    expect(links.resolve('../api/pets?x=1', '/guides/intro')).toBe('https://docs.test/docs/api/pets.md?x=1');
    expect(links.resolve('https://other.test/a', '/guides/intro')).toBe('https://other.test/a');
    expect(links.resolve('#step-2', '/guides/intro')).toBe('#step-2');
    const slashed = createReaderLinks(siteAddress({ url: 'https://docs.test', baseUrl: '/', trailingSlash: true }), {
      has: (path) => routes.has(path),
    });
    expect(slashed.resolve('setup', '/guides')).toBe('https://docs.test/guides/setup.md');
    expect(slashed.markdownUrl('/guides')).toBe('https://docs.test/guides.md');
  });

  it('writes a plain title itself exactly as the serialiser does, and leaves any other to the serialiser', () => {
    const serialiser = unified().use(remarkParse).use(markdownSyntax).use(remarkDirective).use(remarkStringify, STRINGIFY).freeze();
    const serialised = (node: Nodes) => serialiser.stringify({ type: 'root', children: [node] } as Root).trim();
    const plain = ['Guide 841', 'Warning: Keep tokens secret', "Rate-limits, retries and it's done", 'Étape 2', '設定'];
    const other = [
      'www.example.com',
      'a:b',
      '1. Intro',
      '-x',
      'x ',
      ' x',
      'a  b',
      'a*b*',
      'Note #',
      'x_y',
      '<b>',
      'p://x',
      'a|b',
      'Node.js',
      '',
    ];
    for (const text of [...plain, ...other]) {
      const heading: Nodes = { type: 'heading', depth: 2, children: [{ type: 'text', value: text }] };
      const title: Nodes = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: text }] }] };
      for (const node of [heading, title]) {
        const quick = plainBlock(node);
        expect(quick === undefined, text).toBe(!plain.includes(text));
        if (quick !== undefined) expect(quick).toBe(serialised(node));
      }
    }
    const link = (url: string, text = 'the guide', title: string | null = null): Nodes => ({
      type: 'link',
      url,
      title,
      children: [{ type: 'text', value: text }],
    });
    const plainUrls = ['https://s.test/guides/part-0/guide-1.md', '/docs/a_b/c.md#install', '../x.md?v=2', 'https://s.test/%C3%A9'];
    const otherUrls = ['mailto:a@b.test', 'https://s.test/a(b)', 'a b.md', 'https://s.test/?a=1&b=2', '', '<x>', 'a\\b'];
    for (const url of [...plainUrls, ...otherUrls]) {
      const quick = plainBlock(link(url));
      expect(quick === undefined, url).toBe(!plainUrls.includes(url));
      // Written in a paragraph, as a link changed in place is.
      if (quick !== undefined) expect(quick).toBe(serialised({ type: 'paragraph', children: [link(url) as never] }));
    }
    expect(plainBlock(link('https://s.test/', 'https://s.test/'))).toBeUndefined();
    expect(plainBlock(link('/a.md', 'A', 'Title'))).toBeUndefined();
    // A title of more than words (a label with code) is the serialiser's.
    const labelled: Nodes = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'inlineCode', value: 'x' }] }] };
    expect(plainBlock(labelled)).toBeUndefined();
  });
});
