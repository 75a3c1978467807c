import { describe, expect, it } from 'vitest';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { inlineLink, inlineText } from '../../../src/llms/inline-markdown.js';

/** What a markdown reader shows of a line: its text, and whether any of it became HTML, a link or a heading. */
function read(markdown: string) {
  const kinds = new Set<string>();
  const walk = (node: { type: string; value?: string; children?: unknown[] }): string => {
    kinds.add(node.type);
    return node.value ?? (node.children ?? []).map((child) => walk(child as never)).join('');
  };
  const text = walk(unified().use(remarkParse).parse(markdown));
  return { text, kinds: [...kinds].sort() };
}

describe('inlineText', () => {
  it('shows text from a document exactly as written: no HTML, link, emphasis, code or heading', () => {
    for (const text of ['<script>alert(1)</script>', '[x](javascript:alert(1))', '*bold* _it_ `code`', '# Not a heading', '&lt;b&gt;'])
      expect(read(inlineText(text))).toEqual({ text, kinds: ['paragraph', 'root', 'text'] });
  });

  it('escapes texts met again (served from its cache) exactly as the first time, also past the cache size', () => {
    const texts = Array.from({ length: 25_000 }, (_, index) => `array<Item${index}>`);
    const first = texts.map(inlineText);
    expect(first[7]).toBe('array\\<Item7>');
    expect(texts.map(inlineText)).toEqual(first);
    expect(read(inlineText(texts[24_999]!)).text).toBe('array<Item24999>');
  });

  it('keeps plain text as it is, on one line', () => {
    expect(inlineText('List the pets\n of a user.')).toBe('List the pets of a user.');
  });
});

describe('inlineLink', () => {
  it('writes a link whose text is shown as written', () => {
    const markdown = inlineLink('Arrays [1] <b>', 'https://a.test/x');
    expect(read(markdown).text).toBe('Arrays [1] <b>');
    expect(read(markdown).kinds).toEqual(['link', 'paragraph', 'root', 'text']);
  });
});

describe('inlineLink written without a remark pass', () => {
  it('gives the bytes remark writes, for plain and for unusual texts and URLs', () => {
    const writer = unified().use(remarkStringify, { resourceLink: true }).freeze();
    const byRemark = (text: string, url: string) =>
      writer
        .stringify({
          type: 'root',
          children: [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: text }] }] }],
        })
        .trimEnd();
    const texts = [
      'Getting started',
      'Part 12',
      '',
      'a: b',
      'x_y',
      '1. first',
      'Tom & Jerry',
      'C# and F#',
      "It's",
      '"quoted"',
      'a/b?c',
      'ünïcödé',
    ];
    const urls = [
      'https://docs.test/guides/part-1.md',
      'https://docs.test/a.md#set-up',
      'https://docs.test/a_b~c.md?x=1&y=2',
      'https://docs.test/&amp;',
      'https://docs.test/(x)',
      'https://docs.test/a\\b',
      'https://docs.test/a%20b',
      'https://docs.test/a*b',
      '/relative/path',
      '#fragment',
      'mailto:x@y.test',
      '',
    ];
    for (const text of texts) for (const url of urls) expect(inlineLink(text, url), `${text} ${url}`).toBe(byRemark(text, url));
  });
});

describe('inlineLink remembered', () => {
  it('gives a text that needs escaping the same link on every use, each with its own URL and text', () => {
    const first = inlineLink('simple-user', 'https://a.test/models/simple-user.md');
    expect(first).toBe('[simple-user](https://a.test/models/simple-user.md)');
    expect(inlineLink('simple-user', 'https://a.test/models/simple-user.md')).toBe(first);
    expect(inlineLink('simple-user', 'https://b.test/v2/simple-user.md')).toBe('[simple-user](https://b.test/v2/simple-user.md)');
    expect(read(inlineLink('simple-user <b>', 'https://a.test/models/simple-user.md')).text).toBe('simple-user <b>');
  });
});
