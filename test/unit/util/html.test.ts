import { describe, expect, it } from 'vitest';
import { decodeHtml, escapeAttribute, escapeText } from '../../../src/util/html.js';

describe('escapeText', () => {
  it('escapes what ends text in HTML (& and <) the way rehype does, and leaves quotes, which JSON examples are full of', () => {
    expect(escapeText('a < b && "c" > d')).toBe('a &#x3C; b &#x26;&#x26; "c" > d');
  });
});

describe('escapeAttribute', () => {
  it('escapes & < > and " so a value cannot close its attribute or start a tag', () => {
    expect(escapeAttribute('x" onload="alert(1)')).toBe('x&quot; onload=&quot;alert(1)');
    expect(escapeAttribute('&<>"')).toBe('&amp;&lt;&gt;&quot;');
  });
});

describe('decodeHtml', () => {
  it('reads named, decimal and hex references the way a browser does, and undoes both escapers', () => {
    expect(decodeHtml('&amp; &lt; &#x3C; &#60; &quot; &#x27; &nbsp;&hellip;')).toBe('& < < < " \' \u00a0…');
    const text = 'if (a < b && c > "d") {}';
    expect(decodeHtml(escapeText(text))).toBe(text);
    expect(decodeHtml(escapeAttribute(text))).toBe(text);
  });
});
