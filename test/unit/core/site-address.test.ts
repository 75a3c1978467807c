import { describe, expect, it } from 'vitest';
import { addressData, rootAddress, siteAddress, withBase } from '../../../src/core/site-address.js';

const at = (baseUrl: string, trailingSlash = false) => siteAddress({ url: 'https://docs.test', baseUrl, trailingSlash });

describe('siteAddress: href', () => {
  it('puts a site path under the base URL', () => {
    expect(at('/').href('/guides/x')).toBe('/guides/x');
    expect(at('/docs/').href('/guides/x')).toBe('/docs/guides/x');
    expect(at('/docs/').href('img/logo.svg')).toBe('/docs/img/logo.svg');
  });

  it('writes the root as the base URL itself, with its slash, whatever the policy', () => {
    expect(at('/').href('/')).toBe('/');
    expect(at('/docs/').href('/')).toBe('/docs/');
    expect(at('/', true).href('/')).toBe('/');
    expect(at('/docs/', true).href('/')).toBe('/docs/');
  });

  it('adds the trailing slash to a page when the site uses them, never twice', () => {
    expect(at('/', true).href('/guides/x')).toBe('/guides/x/');
    expect(at('/docs/', true).href('/guides/x')).toBe('/docs/guides/x/');
    expect(at('/', true).href('/guides/x/')).toBe('/guides/x/');
    expect(at('/', false).href('/guides/x')).toBe('/guides/x');
  });

  it('adds no slash to a path ending in a file extension, nor to a path given as a file', () => {
    expect(at('/', true).href('/img/logo.svg')).toBe('/img/logo.svg');
    expect(at('/docs/', true).href('/guides/x.md')).toBe('/docs/guides/x.md');
    expect(at('/docs/', true).href('/api/pets/mock', 'file')).toBe('/docs/api/pets/mock');
  });

  it('keeps the query and hash, after the slash', () => {
    expect(at('/docs/', true).href('/guides/x#step-2')).toBe('/docs/guides/x/#step-2');
    expect(at('/', true).href('/search?q=twin')).toBe('/search/?q=twin');
    expect(at('/docs/').href('/guides/x?tab=ts#step')).toBe('/docs/guides/x?tab=ts#step');
  });

  it('leaves external URLs and in-page fragments untouched', () => {
    expect(at('/docs/', true).href('https://example.com/x')).toBe('https://example.com/x');
    expect(at('/docs/').href('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(at('/docs/', true).href('//cdn.example.com/x')).toBe('//cdn.example.com/x');
    expect(at('/docs/', true).href('#top')).toBe('#top');
  });

  it('is the join withBase makes, which the browser search calls with the two props', () => {
    for (const [baseUrl, trailingSlash] of [
      ['/', false],
      ['/docs/', true],
    ] as const)
      for (const path of ['/', '/guides/x', '/img/a.png', '/x?q=1#h', 'https://e.test/x', '#top'])
        expect(at(baseUrl, trailingSlash).href(path)).toBe(withBase(baseUrl, path, trailingSlash));
  });
});

describe('siteAddress: absolute', () => {
  it('puts the origin before the linked path, slash policy included', () => {
    expect(at('/docs/', true).absolute('/guides/x')).toBe('https://docs.test/docs/guides/x/');
    expect(at('/').absolute('/')).toBe('https://docs.test/');
    expect(at('/', true).absolute('/sitemap.xml')).toBe('https://docs.test/sitemap.xml');
  });

  it('drops a slash the configured url ends with, rather than doubling it', () => {
    expect(siteAddress({ url: 'https://docs.test/', baseUrl: '/docs/', trailingSlash: false }).absolute('/x')).toBe(
      'https://docs.test/docs/x',
    );
  });

  it('adds no slash to a path given as a file', () => {
    expect(at('/', true).absolute('/guides/x', 'file')).toBe('https://docs.test/guides/x');
  });

  it('returns an http(s) URL as it is', () => {
    expect(at('/docs/', true).absolute('https://cdn.test/og.png')).toBe('https://cdn.test/og.png');
  });
});

describe('siteAddress: outputHref', () => {
  it("addresses a folder's page with the slash when the site uses them, and without otherwise", () => {
    expect(at('/docs/', true).outputHref('guides/x', true)).toBe('/docs/guides/x/');
    expect(at('/docs/').outputHref('guides/x', true)).toBe('/docs/guides/x');
  });

  it('tells a page by the output, not by its name: a folder named like a file still takes the slash', () => {
    expect(at('/', true).outputHref('v1.2', true)).toBe('/v1.2/');
    expect(at('/', true).href('/v1.2')).toBe('/v1.2');
  });

  it('adds no slash to a page that is a file of its own, nor to the home page (the base URL)', () => {
    expect(at('/', true).outputHref('404.html', false)).toBe('/404.html');
    expect(at('/docs/', true).outputHref('', true)).toBe('/docs/');
    expect(at('/').outputHref('', true)).toBe('/');
  });
});

describe('addressData', () => {
  it('keeps the three fields and no function, so the address can cross a thread and be made again', () => {
    const address = at('/docs/', true);
    const data = addressData(address);
    expect(data).toEqual({ url: 'https://docs.test', baseUrl: '/docs/', trailingSlash: true });
    expect(structuredClone(data)).toEqual(data);
    expect(siteAddress(structuredClone(data)).href('/x')).toBe(address.href('/x'));
  });
});

describe('rootAddress', () => {
  it('is a site at the root with pages unslashed: paths are linked as they are written', () => {
    const root = siteAddress(rootAddress);
    expect(root.href('/guides/x')).toBe('/guides/x');
    expect(root.href('/')).toBe('/');
  });
});
