import { describe, expect, it } from 'vitest';
import {
  answerBrokenLinks,
  answerMarkdownLinks,
  brokenLinkActions,
  brokenLinksError,
  createLinkLocator,
  type LinkLocatorInput,
} from '../../../src/links/link-sources.js';
import type { BrokenLink } from '../../../src/links/link-index.js';
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
        { page: 'guides/x/index.html', href: '/guides/missing', reason: 'no page or file at this path', kind: 'page' },
        { page: 'api/pets/list-pets/index.html', href: '/guides/photos', reason: 'no page or file at this path', kind: 'page' },
        { page: 'guides/x/index.html', href: '/nowhere', reason: 'no page or file at this path', kind: 'page' },
        { page: 'guides/x/index.html', href: '/unknown#a', reason: 'no element with id "a" on the target page', kind: 'anchor' },
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

describe('answerBrokenLinks', () => {
  const missingPage: BrokenLink = {
    page: 'guides/x/index.html',
    href: '/guides/missing',
    reason: 'no page or file at this path',
    kind: 'page',
  };
  const fromConfig: BrokenLink = { page: 'guides/x/index.html', href: '/nowhere', reason: 'no page or file at this path', kind: 'page' };
  const missingAnchor: BrokenLink = {
    page: 'api/pets/list-pets/index.html',
    href: '/guides/photos',
    reason: 'no element with id "p" on the target page',
    kind: 'anchor',
  };
  const broken = [missingPage, fromConfig, missingAnchor];
  const answer = (actions: Parameters<typeof answerBrokenLinks>[1]) =>
    answerBrokenLinks(broken, actions, createLinkLocator(input), '/site');

  it('fails with DG114 naming only the links whose action is throw', async () => {
    const error = await answer({ page: 'warn', anchor: 'throw' }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'DG114', location: { file: '/site/specs/pets.yaml', line: 30, column: 7 } });
    expect((error as Error).message.split('\n')).toEqual([
      'specs/pets.yaml:30:7 (at /paths/~1pets/get/description): /guides/photos (no element with id "p" on the target page; on api/pets/list-pets/index.html)',
    ]);
  });

  it('warns (warn) or notes (log) each link at the place it is written, and says nothing of ignored ones', async () => {
    expect(await answer({ page: 'warn', anchor: 'log' })).toEqual([
      {
        severity: 'warning',
        message: 'Broken link: [text](../missing.md) -> /guides/missing (no page or file at this path; on guides/x/index.html)',
        file: '/site/docs/guides/x.md',
        line: 12,
        column: 5,
      },
      {
        severity: 'warning',
        message: 'Broken link: /nowhere (no page or file at this path; on guides/x/index.html) (navbar.items[1].to)',
        file: '/site/site.config.ts',
        line: 9,
      },
      {
        severity: 'info',
        message: 'Broken anchor: /guides/photos (no element with id "p" on the target page; on api/pets/list-pets/index.html)',
        file: '/site/specs/pets.yaml',
        pointer: '/paths/~1pets/get/description',
        line: 30,
        column: 7,
      },
    ]);
    expect(await answer({ page: 'ignore', anchor: 'ignore' })).toEqual([]);
  });

  it('names the output page of a link whose source is unknown', async () => {
    const unknown: BrokenLink = { page: 'guides/x/index.html', href: '/unknown', reason: 'no page or file at this path', kind: 'page' };
    expect(await answerBrokenLinks([unknown], { page: 'warn', anchor: 'throw' }, createLinkLocator(input), '/site')).toEqual([
      { severity: 'warning', message: 'Broken link: /unknown (no page or file at this path) on guides/x/index.html' },
    ]);
  });
});

describe('brokenLinkActions', () => {
  it("takes the site's settings, and fails on every broken link under --strict", () => {
    const config = { onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' } as const;
    expect(brokenLinkActions(config)).toEqual({ page: 'warn', anchor: 'ignore' });
    expect(brokenLinkActions(config, true)).toEqual({ page: 'throw', anchor: 'throw' });
  });
});

describe('answerMarkdownLinks', () => {
  const mdLink = {
    severity: 'warning' as const,
    file: '/site/docs/a.md',
    line: 9,
    column: 11,
    message: 'Broken markdown link: missing.md does not match any page',
    brokenMarkdownLink: true,
  };
  const other = { severity: 'warning' as const, file: '/site/docs/a.md', line: 2, message: 'Unknown directive :::nope' };

  it('keeps the warnings (warn, the default), makes them notes (log) or leaves them out (ignore); other diagnostics pass', () => {
    expect(answerMarkdownLinks([other, mdLink], 'warn', '/site')).toEqual([other, mdLink]);
    expect(answerMarkdownLinks([other, mdLink], 'log', '/site')).toEqual([other, { ...mdLink, severity: 'info' }]);
    expect(answerMarkdownLinks([other, mdLink], 'ignore', '/site')).toEqual([other]);
  });

  it('fails with DG114 naming each link at its file and line (throw)', () => {
    let error: unknown;
    try {
      answerMarkdownLinks([other, mdLink], 'throw', '/site');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toMatchObject({ code: 'DG114', location: { file: '/site/docs/a.md', line: 9, column: 11 } });
    expect((error as Error).message).toBe('docs/a.md:9:11: Broken markdown link: missing.md does not match any page');
    expect(answerMarkdownLinks([other], 'throw', '/site')).toEqual([other]);
  });
});
