import { describe, expect, it } from 'vitest';
import { escapeHeadingIds } from '../../../src/mdx/escape-heading-ids.js';

describe('escapeHeadingIds (Docusaurus heading ids in MDX)', () => {
  it('escapes the brace of an id at the end of an ATX heading, so MDX reads it as text', () => {
    expect(escapeHeadingIds('## Check the version {#check-version}')).toBe('## Check the version \\{#check-version}');
    expect(escapeHeadingIds('###### Deep {#deep}  ')).toBe('###### Deep \\{#deep}  ');
  });

  it('leaves expressions elsewhere, headings without an id and paragraphs alone', () => {
    const source = ['# Title', 'Text {#not-a-heading}', '## Sum {1 + 1}', '#hashtag {#x}'].join('\n');
    expect(escapeHeadingIds(source)).toBe(source);
  });

  it('leaves code fences alone, including a longer fence around a shorter one', () => {
    const source = ['````md', '```', '## In code {#kept}', '```', '````', '## After {#after}'].join('\n');
    expect(escapeHeadingIds(source).split('\n')).toEqual(['````md', '```', '## In code {#kept}', '```', '````', '## After \\{#after}']);
  });
});
