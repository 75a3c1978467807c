import { describe, expect, it } from 'vitest';
import { bracketLegacyTitles } from '../../../../src/markdown/legacy-directive-titles.js';

const names = new Set(['tip', 'note', 'details']);

describe('bracketLegacyTitles', () => {
  it('brackets the text after a known name on the same line, at any fence length and in quotes', () => {
    expect(bracketLegacyTitles(':::tip Read this\nBody\n:::', names)).toBe(':::tip[Read this]\nBody\n:::');
    expect(bracketLegacyTitles('::::note Outer\n:::', names)).toBe('::::note[Outer]\n:::');
    expect(bracketLegacyTitles('> :::tip Quoted\n> :::', names)).toBe('> :::tip[Quoted]\n> :::');
  });

  it('escapes brackets and backslashes of the title', () => {
    expect(bracketLegacyTitles(':::tip See [1] or a\\b', names)).toBe(':::tip[See \\[1\\] or a\\\\b]');
  });

  it('leaves other names, the bracketed and attribute forms, and fenced code alone', () => {
    const untouched = [
      ':::warning Title',
      ':::tip[Title]',
      ':::tip{open}',
      '```\n:::tip Title\n```',
      '~~~~md\n:::tip Title\n~~~\n:::tip Still code\n~~~~',
    ];
    for (const text of untouched) expect(bracketLegacyTitles(text, names)).toBe(text);
  });

  it('starts again after a fence closes', () => {
    expect(bracketLegacyTitles('```\ncode\n```\n:::tip After\n:::', names)).toBe('```\ncode\n```\n:::tip[After]\n:::');
  });
});
