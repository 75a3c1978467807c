import { describe, expect, it } from 'vitest';
import { excerpt, highlight } from '../../../widgets/lib/highlight.js';

const marked = (segments: { text: string; mark: boolean }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

describe('highlight', () => {
  it('marks whole words whose lower case is a matched term, leaving markup-like text as plain text', () => {
    const segments = highlight('Create a Transaction: (transactions) & transactional', new Set(['transaction', 'transactions']));
    expect(marked(segments)).toBe('Create a [Transaction]: ([transactions]) & transactional');
    expect(segments.filter((segment) => segment.mark)).toHaveLength(2);
  });

  it('gives the text unmarked when nothing matches', () => {
    expect(highlight('plain', new Set(['other']))).toEqual([{ text: 'plain', mark: false }]);
  });
});

describe('excerpt', () => {
  const words = Array.from({ length: 80 }, (_, index) => `w${index}`).join(' ');

  it('shows a passage around the first match, cut at words, with ellipses where text was left out', () => {
    const text = `${words} needle ${words}`;
    const passage = marked(excerpt(text, new Set(['needle']), 80));
    expect(passage).toMatch(/^…w\d+ .*\[needle\] .* w\d+…$/);
    expect(passage.length).toBeLessThan(100);
  });

  it('starts at the beginning when only the title or heading matched, and is empty for an empty text', () => {
    expect(marked(excerpt(words, new Set(['absent']), 40))).toMatch(/^w0 w1 .* w\d+…$/);
    expect(excerpt('', new Set(['x']))).toEqual([]);
  });

  it('keeps a short text whole', () => {
    expect(marked(excerpt('A short text', new Set(['short'])))).toBe('A [short] text');
  });
});
