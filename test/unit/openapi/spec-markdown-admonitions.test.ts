import { describe, expect, it } from 'vitest';
import { createSpecMarkdown } from '../../../src/openapi/spec-markdown.js';
import { hasAdmonition } from '../../../src/openapi/remark-spec-directives.js';

describe('admonitions in API descriptions', () => {
  const markdown = createSpecMarkdown();

  it('renders each built-in type as the docs do: an aside with its title', () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
      const html = markdown.render(`Before.\n\n:::${type}\nKeep **this** in mind.\n:::\n\nAfter.`)!;
      expect(html).toContain(`<aside class="admonition admonition-${type}" role="note" aria-label="`);
      expect(html).toMatch(/<p class="admonition-title">[A-Z][a-z]+<\/p>/);
      expect(html).toContain('<p>Keep <strong>this</strong> in mind.</p></aside>');
      expect(html).not.toContain(':::');
    }
  });

  it('takes a title in brackets or in Docusaurus’s legacy form, and works in page-level text with headings', () => {
    expect(markdown.render(':::warning[Rate limits]\nSlow down.\n:::')).toContain('<p class="admonition-title">Rate limits</p>');
    expect(markdown.render(':::tip Read this first\nText.\n:::')).toContain('<p class="admonition-title">Read this first</p>');
    const page = markdown.renderWithHeadings('## Limits\n\n:::danger\nDeletes everything.\n:::')!;
    expect(page.html).toContain('<aside class="admonition admonition-danger"');
    expect(page.toc.map((entry) => entry.text)).toEqual(['Limits']);
  });

  it('keeps other directive syntax as the text it was written as', () => {
    const html = markdown.render(':::note\nTime is 10:30, ratio a:b and Note:value stay; so does :abbr[x].\n:::')!;
    expect(html).toContain('Time is 10:30, ratio a:b and Note:value stay; so does :abbr[x].');
    expect(markdown.render(':::unknown\nBody.\n:::\n\n:::note\nN.\n:::')).toContain('<p>:::unknown</p>\n<p>Body.</p>');
  });

  it('stays sanitised: an author cannot smuggle attributes through an admonition', () => {
    const html = markdown.render(':::note{onclick="alert(1)" class="x"}\n<aside onclick="alert(2)" class="evil">x</aside>\n:::')!;
    expect(html).not.toMatch(/onclick|evil|class="x"/);
    expect(html).toContain('<aside class="admonition admonition-note"');
  });

  it('leaves text without an admonition on the fast paths', () => {
    expect(hasAdmonition('Just text: with a colon.')).toBe(false);
    expect(hasAdmonition('Text\n\n:::note\nx\n:::')).toBe(true);
    expect(hasAdmonition('> :::tip\n> quoted\n> :::')).toBe(true);
    expect(markdown.render('Plain text.')).toBe('<p>Plain text.</p>');
  });
});
