import { describe, expect, it } from 'vitest';
import { decodeHtml } from '../../../src/util/html.js';
import { FEW_WIDE_CHARACTERS, oneByteHtml, oneByteJson } from '../../../src/util/one-byte.js';

/** Whether V8 could hold the text in one byte a character: no character outside Latin-1. */
const latin1 = (text: string) => !/[^\u0000-\u00ff]/.test(text);

describe('oneByteHtml', () => {
  it('writes the few characters outside Latin-1 as references that decode to the same text', () => {
    const html = '<button title="No results for “x”…"><span aria-hidden="true">☀</span> café ↑ 🍫</button>';
    const written = oneByteHtml(html);
    expect(latin1(written)).toBe(true);
    expect(written).toContain('café');
    expect(written).toContain('&#x1f36b;'); // a surrogate pair is one code point
    expect(decodeHtml(written)).toBe(html);
  });

  it('leaves Latin-1 HTML, text with many such characters and raw-text elements as they are', () => {
    expect(oneByteHtml('<p>café</p>')).toBe('<p>café</p>');
    const arabic = `<p>${'ع'.repeat(FEW_WIDE_CHARACTERS + 1)}</p>`;
    expect(oneByteHtml(arabic)).toBe(arabic);
    expect(oneByteHtml(`<p>${'ع'.repeat(FEW_WIDE_CHARACTERS)}</p>`)).not.toContain('ع');
    const script = '<div>☀<script>let s = "☀"</script></div>';
    expect(oneByteHtml(script)).toBe(script);
  });
});

describe('oneByteJson', () => {
  it('writes them as \\u escapes that JSON.parse reads as the same value', () => {
    const value = { search: 'No results for “{query}”', loading: 'Loading…', chocolate: '🍫', plain: 'café' };
    const json = oneByteJson(JSON.stringify(value));
    expect(latin1(json)).toBe(true);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('leaves JSON with many of them as JSON.stringify wrote it', () => {
    const json = JSON.stringify({ label: 'ع'.repeat(FEW_WIDE_CHARACTERS + 1) });
    expect(oneByteJson(json)).toBe(json);
  });
});
