import { describe, expect, it } from 'vitest';
import { brokenLinksError, createLinkLocator, type LinkLocatorInput } from '../../../src/links/link-sources.js';
import type { Route } from '../../../src/core/route.js';

const routes: Route[] = [
  {
    path: '/guides/x',
    source: 'docs',
    kind: 'doc',
    outPath: 'guides/x/index.html',
    origin: { file: '/site/docs/guides/x.md' },
    ref: 'x',
    title: 'X',
  },
  {
    path: '/api/pets/list-pets',
    source: 'api',
    kind: 'operation',
    outPath: 'api/pets/list-pets/index.html',
    origin: { file: '/site/specs/pets.yaml', pointer: '/paths/~1pets/get' },
    ref: 'o',
    title: 'List',
  },
];

const input: LinkLocatorInput = {
  routes,
  // What each page's source answers: the docs know markdown lines, the API reference JSON pointers.
  linkOrigin: (route, href, occurrence) => {
    if (route.source === 'docs' && href === '/guides/missing')
      return [
        { file: route.origin.file, line: 12, column: 5, written: '[text](../missing.md)' },
        { file: route.origin.file, line: 20, column: 1, written: '[again](../missing.md)' },
      ][occurrence];
    if (route.source === 'api' && href === '/guides/photos')
      return Promise.resolve({ file: '/site/specs/pets.yaml', pointer: '/paths/~1pets/get/description', line: 30, column: 7 });
    return undefined;
  },
  configLinks: (href) => (href === '/nowhere' ? { file: '/site/site.config.ts', line: 9, key: 'navbar.items[1].to' } : undefined),
};

describe('createLinkLocator', () => {
  const locate = createLinkLocator(input);

  it('asks the source of the page, passing which occurrence of an equal href it is', async () => {
    expect(await locate('guides/x/index.html', '/guides/missing', 0)).toEqual({
      file: '/site/docs/guides/x.md',
      line: 12,
      column: 5,
      written: '[text](../missing.md)',
    });
    expect(await locate('guides/x/index.html', '/guides/missing', 1)).toMatchObject({ line: 20 });
  });

  it('waits for a source that answers asynchronously, and falls back to the config for links from templates', async () => {
    expect(await locate('api/pets/list-pets/index.html', '/guides/photos', 0)).toMatchObject({
      file: '/site/specs/pets.yaml',
      pointer: '/paths/~1pets/get/description',
    });
    expect(await locate('guides/x/index.html', '/nowhere', 0)).toMatchObject({ key: 'navbar.items[1].to', line: 9 });
    expect(await locate('guides/x/index.html', '/unknown', 0)).toBeUndefined();
  });
});

describe('brokenLinksError', () => {
  it('leads each line with where the link is written, relative to the site folder, and points the error at the first', async () => {
    const error = await brokenLinksError(
      [
        { page: 'guides/x/index.html', href: '/guides/missing', reason: 'no page or file at this path' },
        { page: 'api/pets/list-pets/index.html', href: '/guides/photos', reason: 'no page or file at this path' },
        { page: 'guides/x/index.html', href: '/nowhere', reason: 'no page or file at this path' },
        { page: 'guides/x/index.html', href: '/unknown#a', reason: 'no element with id "a" on the target page' },
      ],
      createLinkLocator(input),
      '/site',
    );
    expect(error.code).toBe('DG114');
    expect(error.message.split('\n')).toEqual([
      'docs/guides/x.md:12:5: [text](../missing.md) -> /guides/missing (no page or file at this path; on guides/x/index.html)',
      'specs/pets.yaml:30:7 (at /paths/~1pets/get/description): /guides/photos (no page or file at this path; on api/pets/list-pets/index.html)',
      'site.config.ts:9 (navbar.items[1].to): /nowhere (no page or file at this path; on guides/x/index.html)',
      'guides/x/index.html: /unknown#a (no element with id "a" on the target page)',
    ]);
    expect(error.location).toEqual({ file: '/site/docs/guides/x.md', line: 12, column: 5 });
  });
});
