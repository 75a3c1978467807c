import { describe, expect, it } from 'vitest';
import { hasHost, isHttpUrl, isWebUrl, schemeOf, urlKind } from '../../../src/util/url-kind.js';

describe('URL kinds', () => {
  it.each([
    ['https://example.com/x', 'external'],
    ['HTTP://EXAMPLE.COM', 'external'],
    ['mailto:docs@example.com', 'external'],
    ['//cdn.example.com/a.js', 'external'],
    ['#install', 'fragment'],
    ['/guides/setup', 'path'],
    ['../setup.md#install', 'path'],
    ['setup.md', 'path'],
    ['?tab=go', 'path'],
    ['', 'path'],
    ['./notes:draft.md', 'path'],
  ])('%s is %s', (url, kind) => {
    expect(urlKind(url)).toBe(kind);
  });

  it('read the scheme in lower case', () => {
    expect(schemeOf('HTTPS://x')).toBe('https');
    expect(schemeOf('/x:y')).toBeUndefined();
  });

  it('tell web links, http URLs and URLs with a host apart', () => {
    expect([isHttpUrl('https://x'), isHttpUrl('//x'), isHttpUrl('mailto:a@b')]).toEqual([true, false, false]);
    expect([isWebUrl('https://x'), isWebUrl('//x'), isWebUrl('mailto:a@b')]).toEqual([true, true, false]);
    expect([hasHost('wss://x'), hasHost('https://x'), hasHost('/v1'), hasHost('mailto:a@b')]).toEqual([true, true, false, false]);
  });
});
