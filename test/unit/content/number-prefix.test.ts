import { describe, expect, it } from 'vitest';
import { splitFileNumberPrefix, splitNumberPrefix, withoutNumberPrefixes } from '../../../src/content/number-prefix.js';

describe('Docusaurus number prefixes', () => {
  it('splits a number prefix off a name, whatever the separator', () => {
    expect(splitNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(splitNumberPrefix('2_guides')).toEqual({ name: 'guides', position: 2 });
    expect(splitNumberPrefix('10. Last step')).toEqual({ name: 'Last step', position: 10 });
    expect(splitFileNumberPrefix('02-install.md')).toEqual({ name: 'install.md', position: 2 });
  });

  it('keeps names without a prefix, date-like and version-like names as they are', () => {
    expect(splitNumberPrefix('intro')).toEqual({ name: 'intro' });
    expect(splitNumberPrefix('2024-01-release-notes')).toEqual({ name: '2024-01-release-notes' });
    expect(splitNumberPrefix('1.2-notes')).toEqual({ name: '1.2-notes' });
    expect(splitFileNumberPrefix('404.md')).toEqual({ name: '404.md' });
  });

  it('strips the prefix of every folder and of the file of a path', () => {
    expect(withoutNumberPrefixes('01-guides/02-setup/03-install.md')).toBe('guides/setup/install.md');
  });
});
