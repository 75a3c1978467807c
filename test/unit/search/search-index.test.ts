import { describe, expect, it } from 'vitest';
import { buildSearchIndex, htmlToText } from '../../../src/search/search-index.js';

describe('htmlToText', () => {
  it('joins inline elements to their neighbours, separates blocks, drops scripts and decodes references', () => {
    expect(htmlToText('<p>Call <code>list</code>, then <a href="#x">go</a>.</p><p>Next</p><script>alert(1)</script>')).toBe(
      'Call list, then go. Next',
    );
    expect(htmlToText('<p>a &#x3C; b &amp;&amp; c&nbsp;&gt; d</p>')).toBe('a < b && c > d');
  });
});

describe('buildSearchIndex', () => {
  it('serialises a MiniSearch index that holds every document', () => {
    const index = JSON.parse(buildSearchIndex([{ id: '/a', title: 'Alpha', section: 'Guides', headings: '', text: 'hello' }]));
    expect(index.documentCount).toBe(1);
  });
});
