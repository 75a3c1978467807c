import { describe, expect, it } from 'vitest';
import { findComplexityProblem } from '../../../src/markdown/complexity-guard.js';

const nestedList = (levels: number) => Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- item ${level}`).join('\n');

describe('markdown complexity limits', () => {
  it('accept what real pages have: nested lists, quotes, emphasis, indented code in fences', () => {
    const page = [
      '# Title',
      nestedList(12),
      '> quote',
      '> > nested quote',
      '> - a list in a quote',
      'Some *emphasis*, **strong** and snake_case_names.',
      '```',
      ' '.repeat(400) + 'deeply indented code is just code',
      '> '.repeat(300),
      '```',
    ].join('\n');
    expect(findComplexityProblem(page)).toBeUndefined();
    expect(findComplexityProblem(nestedList(100))).toBeUndefined();
  });

  it('refuse a list nested deeper than the limit, at the line where it is crossed', () => {
    expect(findComplexityProblem(nestedList(10_000))).toEqual({ line: 101, message: expect.stringContaining('nested 101 levels deep') });
  });

  it('refuse block quotes and list markers nested on one line', () => {
    expect(findComplexityProblem(`intro\n\n${'>'.repeat(10_000)} deep`)?.line).toBe(3);
    expect(findComplexityProblem(`${'- '.repeat(150)}x`)?.line).toBe(1);
    expect(findComplexityProblem(`${'> - '.repeat(60)}x`)?.message).toContain('nested 120 levels');
  });

  it('refuse thousands of emphasis delimiters in one block, counting again after a blank line', () => {
    const runs = (count: number) => '*a '.repeat(count);
    expect(findComplexityProblem(`${runs(6000)}x`)?.message).toContain('more than 5000 runs');
    expect(findComplexityProblem(`${runs(4000)}\n\n${runs(4000)}`)).toBeUndefined();
  });

  it('follow fences of either kind, closed only by a fence at least as long', () => {
    const body = ['~~~~', '```', '> '.repeat(200), '~~~', '> '.repeat(200), '~~~~', 'after'].join('\n');
    expect(findComplexityProblem(body)).toBeUndefined();
    expect(findComplexityProblem(`${body}\n${'> '.repeat(200)}`)?.line).toBe(8);
  });
});
