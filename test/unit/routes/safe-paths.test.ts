import { describe, expect, it } from 'vitest';
import { assertSafeRoute, checkServiceRoute, resolveSlug } from '../../../src/routes/safe-paths.js';

describe('resolveSlug', () => {
  it('resolves absolute slugs from the root and relative ones from the file’s folder', () => {
    expect(resolveSlug('guides/intro.md', '/start/')).toEqual({ route: '/start' });
    expect(resolveSlug('guides/intro.md', 'start')).toEqual({ route: '/guides/start' });
    expect(resolveSlug('guides/deep/intro.md', '../start')).toEqual({ route: '/guides/start' });
    expect(resolveSlug('guides/intro.md', './a//b/.')).toEqual({ route: '/guides/a/b' });
    expect(resolveSlug('intro.md', '/')).toEqual({ route: '/' });
  });

  it('refuses slugs that climb above the site root', () => {
    for (const [file, slug] of [
      ['intro.md', '/../..'],
      ['guides/intro.md', '../../x'],
      ['intro.md', '..'],
      ['guides/intro.md', '/guides/../../etc'],
    ]) {
      expect(resolveSlug(file!, slug!), slug).toEqual({ problem: expect.stringContaining('above the site root') });
    }
  });

  it('refuses hidden separators, control characters, ? and #', () => {
    expect(resolveSlug('a.md', '/%2e%2e/x')).toEqual({ problem: expect.stringContaining('%2e') });
    expect(resolveSlug('a.md', '/a%2Fb')).toEqual({ problem: expect.stringContaining('encoded') });
    expect(resolveSlug('a.md', '..\\..\\x')).toEqual({ problem: expect.stringContaining('backslash') });
    expect(resolveSlug('a.md', '/x\u0000')).toEqual({ problem: expect.stringContaining('control character') });
    expect(resolveSlug('a.md', '/x?y')).toEqual({ problem: expect.stringContaining('`?` or `#`') });
  });
});

describe('checkServiceRoute', () => {
  it('accepts plain paths and normalises slashes', () => {
    expect(checkServiceRoute('/api/billing/')).toEqual({ route: '/api/billing' });
    expect(checkServiceRoute('reference//v1.2~x_y')).toEqual({ route: '/reference/v1.2~x_y' });
  });

  it('refuses . and .. segments, odd characters and hidden separators', () => {
    expect(checkServiceRoute('../x')).toEqual({ problem: expect.stringContaining('`..`') });
    expect(checkServiceRoute('/api/./x')).toEqual({ problem: expect.stringContaining('`..`') });
    expect(checkServiceRoute('/api/%2e%2e')).toEqual({ problem: expect.stringContaining('%2e') });
    expect(checkServiceRoute('/api/a b')).toEqual({ problem: expect.stringContaining('"a b"') });
  });
});

describe('assertSafeRoute', () => {
  it('lets normal routes through and throws a docgen bug for any route that would leave the output', () => {
    expect(() => assertSafeRoute('/guides/x')).not.toThrow();
    expect(() => assertSafeRoute('/')).not.toThrow();
    for (const route of ['guides', '/a/../..', '/./x', '/a\\b', '/x\u0000'])
      expect(() => assertSafeRoute(route), route).toThrow(/docgen bug/);
  });
});
