import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { autolinkStarts, remarkGfmSyntax } from '../../../src/markdown/remark-gfm-syntax.js';
import { repoRoot } from '../../helpers/paths.js';

/** remark-gfm itself, and docgen's GFM, each beside the docs' other syntax extensions. */
const reference = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkMath).freeze();
const ours = unified().use(remarkParse).use(remarkGfmSyntax).use(remarkDirective).use(remarkMath).freeze();
const sameTree = (text: string) => isDeepStrictEqual(ours.parse(text), reference.parse(text));

const EDGE_CASES = [
  'Mail jo.doe+x@example.com, visit www.example.com or https://example.com/path?q=1.',
  'WWW.EXAMPLE.COM and HTTPS://EXAMPLE.COM and Http://x.y',
  '> quoted a@b.co www.x.org\n> - list http://x.y/z\n>   continued jo@x.io',
  '- item\twith\ttabs a@b.cd\n\t- nested www.q.com\n',
  '😀 an emoji first, then a@b.cd and 𝔘 www.x.com 😀https://x.y',
  'line one\r\nline two a@b.cd\r\nwww.x.com\r\n',
  '[a link with www.x.com](https://y.z), [a@b.cd] and ![http://x.y](u)',
  '`code a@b.cd www.x.y http://z`\n\n```\nfenced a@b.cd\n```\n',
  '| a | b |\n|---|---|\n| a@b.cd | www.x.com |\n| http://x.y | c |',
  'A note[^1].\n\n[^1]: See www.x.com and a@b.cd.',
  'a@b, @at, trailing@, x@y.z, x@@y.z, /a@b.cd, _a@b.cd_, *www.x.com*, (http://x.y)',
  'mailto:a@b.cd, xmpp:a@b.cd/res and foo.bar@baz.qux.',
  'word-a@b.cd word.a@b.cd word_www.x.com awww.x.com xhttp://x.y',
  '\\a@b.cd \\www.x.com \\http://x.y &amp;a@b.cd &#64;x www&#46;x.com',
  '::note[www.x.com]\n\n:::tip\nhttps://x.y and a@b.cd\n:::',
  '$a@b.cd$ and $$\nwww.x.com\n$$',
  '[unbalanced www.x.com\n\n[a](www.x.com [b]) www.y.com',
  'a\u00a0b@c.de\u00a0www.x.com',
];

describe('docgen’s GitHub-flavoured markdown', () => {
  it('finds where each kind of literal autolink can start: a run of email characters before @, www., http:// or https://', () => {
    const text = 'see jo.doe+x@example.com, WWW.x.org and Https://y.z/a@b';
    expect(autolinkStarts(text)).toEqual({
      emailAutolink: new Set([text.indexOf('jo.doe'), text.indexOf('y.z/') + 4]),
      wwwAutolink: new Set([text.indexOf('WWW')]),
      protocolAutolink: new Set([text.indexOf('Https')]),
    });
    expect(autolinkStarts('no links here')).toEqual({ emailAutolink: new Set(), wwwAutolink: new Set(), protocolAutolink: new Set() });
  });

  it('parses the same trees as remark-gfm: autolinks in every kind of block, case, escape, tab, line ending and astral character', () => {
    expect(EDGE_CASES.filter((text) => !sameTree(text))).toEqual([]);
    // The trees do hold autolinks: the cases are not vacuous.
    const links = JSON.stringify(ours.parse(EDGE_CASES[0]!)).match(/"type":"link"/g);
    expect(links).toHaveLength(3);
  });

  it('parses the same trees as remark-gfm on the portal’s guides', () => {
    const docs = join(repoRoot, 'docs');
    const files = readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !sameTree(readFileSync(join(docs, file), 'utf8')))).toEqual([]);
  });

  it('parses the same trees as remark-gfm on 2,000 random texts of autolink parts and markdown syntax', () => {
    const parts = ['a', 'b.c', '@', 'x@y.z', 'www.', 'WwW.', 'http://', 'https://', 'hTTp:', '//', ' ', '\t', '\n', '\n\n', '\r\n'];
    parts.push('*', '_', '~', '[', ']', '(', ')', '!', '😀', '\\', '`', '> ', '- ', '|', '---', ':::', '$', '<', '&#64;', '.', '/');
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const differing: string[] = [];
    for (let index = 0; index < 2000; index++) {
      let text = '';
      for (let length = 5 + next(40); length > 0; length--) text += parts[next(parts.length)];
      if (!sameTree(text)) differing.push(text);
    }
    expect(differing).toEqual([]);
  });
});
