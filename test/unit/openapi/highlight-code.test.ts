import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { highlightToHast } from '../../../src/markdown/highlight.js';
import { cachedHighlighter, highlightCode, highlightJson } from '../../../src/openapi/highlight-code.js';

const reference = (source: string, language: string) => toHtml(highlightToHast(source, language));

describe('highlighting', () => {
  it('highlights JSON exactly as Prism’s grammar does, only faster', () => {
    const value = { name: 'Rex <3 & co', count: -1.5e3, tags: ['a', 'quote"d'], ok: true, none: null, nested: { empty: {}, list: [] } };
    for (const text of [JSON.stringify(value, null, 2), JSON.stringify(value), '"just a string"', '42']) {
      expect(highlightJson(text)).toBe(reference(text, 'json'));
    }
  });

  it('falls back to Prism for text that is not plain JSON', () => {
    expect(highlightJson('{ // comment\n}')).toBeUndefined();
    expect(highlightCode('{ // comment\n}', 'json')).toBe(reference('{ // comment\n}', 'json'));
  });

  it('serialises other languages like hast-util-to-html', () => {
    const samples = {
      bash: "curl --request POST \\\n  --url 'https://x.test/a?b=1&c=<2>' \\\n  --header 'Authorization: Bearer <token>'",
      python: 'import requests\n\nresponse = requests.get("https://x.test", headers={"a": "b"})\nprint(response.text)',
      go: 'package main\n\nfunc main() {\n\tfmt.Println("hi")\n}',
      java: 'HttpRequest request = HttpRequest.newBuilder().build();',
      javascript: "fetch('https://x.test', {method: 'GET'}).then(res => res.json());",
      text: 'plain <text> & more',
    };
    for (const [language, source] of Object.entries(samples))
      expect(highlightCode(source, language), language).toBe(reference(source, language));
  });

  it('caches results', () => {
    let calls = 0;
    const highlight = cachedHighlighter((source) => `${++calls}:${source}`);
    expect(highlight('a', 'json')).toBe('1:a');
    expect(highlight('a', 'json')).toBe('1:a');
    expect(highlight('a', 'bash')).toBe('2:a');
  });

  it('forgets the least recently used results past its limit, so a large API does not keep every example', () => {
    let calls = 0;
    // Each entry costs its key ("json\n" + source) and its HTML: 6 + 3 characters here.
    const highlight = cachedHighlighter((source) => `${++calls}${source}`, 20);
    highlight('a', 'json');
    highlight('b', 'json');
    highlight('a', 'json'); // a is now the most recent
    highlight('c', 'json'); // over 20: b, the least recently used, goes
    expect(calls).toBe(3);
    expect(highlight('a', 'json')).toBe('1a');
    expect(highlight('b', 'json')).toBe('4b');
    expect(calls).toBe(4);
  });
});
