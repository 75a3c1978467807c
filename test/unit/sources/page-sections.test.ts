import { describe, expect, it } from 'vitest';
import { pageSections } from '../../../src/sources/api/page-sections.js';
import { uniqueId } from '../../../src/openapi/unique-id.js';
import { statusText } from '../../../src/openapi/status-text.js';

describe('pageSections', () => {
  it('keeps the shown sections in order, with ids clear of the description’s headings, and the same list for the TOC', () => {
    const taken = new Set(['authentication']);
    const { sections, toc } = pageSections(
      [
        { key: 'auth', title: 'Authentication', depth: 2, shown: true },
        { key: 'servers', title: 'Servers', depth: 2, shown: false },
        { key: 'untagged', title: 'Other operations', depth: 3, shown: true },
      ],
      taken,
    );
    expect(sections).toEqual({
      auth: { id: 'authentication-1', title: 'Authentication' },
      untagged: { id: 'other-operations', title: 'Other operations' },
    });
    expect(toc).toEqual([
      { depth: 2, id: 'authentication-1', text: 'Authentication' },
      { depth: 3, id: 'other-operations', text: 'Other operations' },
    ]);
  });
});

describe('uniqueId', () => {
  it('numbers repeats and takes what it returns', () => {
    const taken = new Set<string>();
    expect([uniqueId('a', taken), uniqueId('a', taken), uniqueId('a', taken)]).toEqual(['a', 'a-1', 'a-2']);
  });
});

describe('statusText', () => {
  it('names statuses, ranges in either case, and default', () => {
    expect([statusText('404'), statusText('4xx'), statusText('default'), statusText('299')]).toEqual([
      'Not Found',
      'Client error',
      'Any other status',
      '',
    ]);
  });
});
