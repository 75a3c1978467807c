import { describe, expect, it } from 'vitest';
import { unsafeDescriptionLinks } from '../../../src/openapi/description-links.js';
import type { SpecWarning } from '../../../src/openapi/slugs.js';
import { externalDocsOf, specUrl } from '../../../src/openapi/spec-urls.js';
import { loadWithWarnings, openapiFixture } from './helpers.js';

const collect = () => {
  const warnings: SpecWarning[] = [];
  return { warnings, warn: (warning: SpecWarning) => warnings.push(warning) };
};

describe('URLs from an OpenAPI document', () => {
  it('keep safe URLs and drop others with a warning at their pointer', () => {
    const { warnings, warn } = collect();
    expect(specUrl('https://example.com/support', ['info', 'contact', 'url'], warn)).toBe('https://example.com/support');
    expect(specUrl('javascript:alert(1)', ['info', 'contact', 'url'], warn)).toBeUndefined();
    expect(specUrl(42, ['info', 'license', 'url'], warn)).toBeUndefined();
    expect(warnings).toEqual([
      {
        pointer: '/info/contact/url',
        message:
          'The URL "javascript:alert(1)" was left out: the javascript: scheme is not allowed (only http, https, mailto, tel or a relative URL).',
      },
    ]);
  });

  it('drop an externalDocs object whose URL is unsafe', () => {
    const { warnings, warn } = collect();
    expect(externalDocsOf({ url: 'https://example.com', description: 'Guide' }, ['tags', 0, 'externalDocs'], warn)).toEqual({
      url: 'https://example.com',
      description: 'Guide',
    });
    expect(externalDocsOf({ url: 'vbscript:msgbox', description: 'Guide' }, ['tags', 0, 'externalDocs'], warn)).toBeUndefined();
    expect(warnings.map((warning) => warning.pointer)).toEqual(['/tags/0/externalDocs/url']);
  });

  it('read a URL field written without its scheme or relative the way description links are read, never as a page of this site', () => {
    const { warnings, warn } = collect();
    const noBase = { relative: 'text' } as const;
    expect(specUrl('zeit.example', ['info', 'contact', 'url'], warn, 'link', noBase)).toBe('https://zeit.example');
    expect(specUrl('api.example.com/support', ['info', 'contact', 'url'], warn, 'link', noBase)).toBe('https://api.example.com/support');
    expect(specUrl('www.example.com/api', ['externalDocs', 'url'], warn, 'link', noBase)).toBe('https://www.example.com/api');
    expect(specUrl('./LICENSE', ['info', 'license', 'url'], warn, 'link', noBase)).toBeUndefined();
    expect(specUrl('terms.html', ['info', 'termsOfService'], warn, 'link', noBase)).toBeUndefined();
    expect(specUrl('./LICENSE', ['info', 'license', 'url'], warn, 'link', { base: 'https://docs.example.com/api/' })).toBe(
      'https://docs.example.com/api/LICENSE',
    );
    // A base on this very site keeps the site link, checked like any other.
    expect(specUrl('/legal/terms', ['info', 'termsOfService'], warn, 'link', { relative: 'site' })).toBe('/legal/terms');
    expect(warnings).toEqual([
      { pointer: '/info/license/url', message: expect.stringContaining('The relative URL "./LICENSE" was left out') },
      { pointer: '/info/termsOfService', message: expect.stringContaining('The relative URL "terms.html" was left out') },
    ]);
    expect(warnings[0]!.message).toContain('Give the document an externalDocs.url, or set api.services[].linkBase');
  });

  it('apply that reading to the info block of a document: a warning at each field left out', async () => {
    const { service } = await loadWithWarnings(openapiFixture('relative-info-urls.yaml'));
    expect(service.contact?.url).toBe('https://zeit.example');
    expect(service.license).toEqual({ name: 'MIT', url: undefined });
    expect(service.termsOfService).toBeUndefined();
    expect(service.warnings!.map((warning) => warning.pointer)).toEqual(
      expect.arrayContaining(['/info/license/url', '/info/termsOfService']),
    );
  });

  it('read the externalDocs URLs of tags and operations the same way as the info block', async () => {
    const { service } = await loadWithWarnings(openapiFixture('relative-info-urls.yaml'));
    const [ping, pong] = service.operations;
    // A host name without its scheme is that site; relative URLs with no base are left out, each with a warning.
    expect(ping!.externalDocs?.url).toBe('https://docs.example/ping');
    expect(pong!.externalDocs).toBeUndefined();
    expect(service.tags[0]!.externalDocs).toBeUndefined();
    expect(service.warnings!.map((warning) => warning.pointer).sort()).toEqual(
      ['/info/license/url', '/info/termsOfService', '/paths/~1pong/get/externalDocs/url', '/tags/0/externalDocs/url'].sort(),
    );
  });

  it('find unsafe links in descriptions, in markdown and HTML, once per object of a circular document', () => {
    const pet: Record<string, unknown> = { description: 'A pet. See [owner](javascript:steal) and <a href="data:text/html,x">this</a>.' };
    pet.self = pet;
    const document = {
      info: { description: 'Safe [link](https://example.com), mail <mailto:a@b.c>, note: nothing else.' },
      paths: { '/pets': { get: { description: 'Open <vbscript:run>', responses: { 200: { description: 'OK' } } } } },
      components: { schemas: { Pet: pet } },
    };
    expect(unsafeDescriptionLinks(document)).toEqual([
      { pointer: '/paths/~1pets/get/description', message: expect.stringContaining('"vbscript:run"') },
      { pointer: '/components/schemas/Pet/description', message: expect.stringContaining('"javascript:steal"') },
      { pointer: '/components/schemas/Pet/description', message: expect.stringContaining('"data:text/html,x"') },
    ]);
  });
});
