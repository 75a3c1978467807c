import { describe, expect, it } from 'vitest';
import {
  diffLanguage,
  diffLines,
  extractMagicComments,
  lineNumberStart,
  parseLineRanges,
  withoutLineRanges,
} from '../../../src/markdown/code-lines.js';

describe('parseLineRanges', () => {
  it('reads single lines and ranges from Docusaurus braces', () => {
    expect([...parseLineRanges('title="a.ts" {1,4-6}')]).toEqual([1, 4, 5, 6]);
  });

  it('is empty without braces and ignores malformed parts', () => {
    expect(parseLineRanges('title="x"').size).toBe(0);
    expect([...parseLineRanges('{2, 3-,7}')]).toEqual([2, 7]);
  });

  it('takes the braces out of the meta for the key=value parser', () => {
    expect(withoutLineRanges('{1,3} title="x"')).toBe('title="x"');
  });
});

describe('extractMagicComments', () => {
  it('removes highlight-next-line and marks the line after it', () => {
    const result = extractMagicComments('a\n// highlight-next-line\nb\nc');
    expect(result.source).toBe('a\nb\nc');
    expect([...result.highlighted]).toEqual([2]);
  });

  it('marks every line between highlight-start and highlight-end', () => {
    const result = extractMagicComments('# highlight-start\nx = 1\ny = 2\n# highlight-end\nz = 3');
    expect(result.source).toBe('x = 1\ny = 2\nz = 3');
    expect([...result.highlighted]).toEqual([1, 2]);
  });

  it('knows the comment forms of other languages (HTML, block, JSX, SQL)', () => {
    const source = [
      '<!-- highlight-next-line -->',
      '<p>',
      '/* highlight-next-line */',
      'b',
      '{/* highlight-next-line */}',
      'c',
      '-- highlight-next-line',
      'd',
    ];
    const result = extractMagicComments(source.join('\n'));
    expect(result.source).toBe('<p>\nb\nc\nd');
    expect([...result.highlighted]).toEqual([1, 2, 3, 4]);
  });

  it('leaves a comment that only mentions the word, and code after the comment, alone', () => {
    const source = '// see highlight-next-line docs\nx(); // highlight-next-line';
    expect(extractMagicComments(source)).toEqual({ source, highlighted: new Set() });
  });
});

describe('diff fences', () => {
  it('knows diff and diff-<language>', () => {
    expect(diffLanguage('diff')).toEqual({ diff: true, inner: 'diff' });
    expect(diffLanguage('diff-ts')).toEqual({ diff: true, inner: 'ts' });
    expect(diffLanguage('ts')).toEqual({ diff: false, inner: 'ts' });
  });

  it('marks + and - lines but not the file headers, and keeps the markers in a plain diff', () => {
    const result = diffLines('--- a.ts\n+++ b.ts\n-old\n+new\n same', false);
    expect(result.source).toBe('--- a.ts\n+++ b.ts\n-old\n+new\n same');
    expect([...result.kinds]).toEqual([
      [3, 'removed'],
      [4, 'added'],
    ]);
  });

  it('takes the marker column out of a diff-<language> fence', () => {
    expect(diffLines('-a = 1\n+a = 2\n b = 3', true).source).toBe('a = 1\na = 2\nb = 3');
  });
});

describe('lineNumberStart', () => {
  it('starts at 1, at the given number, or is off', () => {
    expect(lineNumberStart(true)).toBe(1);
    expect(lineNumberStart('5')).toBe(5);
    expect(lineNumberStart(undefined)).toBeUndefined();
  });
});
