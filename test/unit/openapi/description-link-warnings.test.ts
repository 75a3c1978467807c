import { describe, expect, it } from 'vitest';
import { descriptionLinkProblems } from '../../../src/openapi/description-link-warnings.js';
import { descriptionLinkOptions } from '../../../src/openapi/load-service.js';
import { specLinkTarget } from '../../../src/openapi/rehype-spec-links.js';
import { createSpecMarkdown } from '../../../src/openapi/spec-markdown.js';
import { specUrl } from '../../../src/openapi/spec-urls.js';

describe('where a description link of an API document points', () => {
  it('resolves relative links against the base, adds https:// to a scheme-less www. address, drops in-page links, keeps Redoc anchors canonical', () => {
    const options = { base: 'https://docs.example.com/api/' };
    expect(specLinkTarget('./Introduction', 'link', options)).toBe('https://docs.example.com/api/Introduction');
    expect(specLinkTarget('/reference/getversions', 'link', options)).toBe('https://docs.example.com/reference/getversions');
    expect(specLinkTarget('www.elastic.co/guide', 'link', {})).toBe('https://www.elastic.co/guide');
    expect(specLinkTarget('#details', 'link', options)).toBeUndefined();
    expect(specLinkTarget('#tag/pets/operation/listPets', 'link', options)).toBe('#operation/listPets');
  });

  it('shows relative links as plain text when no site is named, and keeps them as site links when the base is this site', () => {
    const text = createSpecMarkdown({ relative: 'text' });
    expect(text.render('Read [the guide](/guides/start) or [Elastic](www.elastic.co).')).toBe(
      '<p>Read the guide or <a href="https://www.elastic.co" target="_blank" rel="noopener noreferrer">Elastic</a>.</p>',
    );
    expect(createSpecMarkdown({ relative: 'site' }).render('[the guide](/guides/start)')).toBe(
      '<p><a href="/guides/start">the guide</a></p>',
    );
  });

  it('takes the configured linkBase first, then externalDocs.url; a base on this site keeps site links', () => {
    const documented = { externalDocs: { url: 'https://vendor.example/docs/' } };
    expect(descriptionLinkOptions(documented, { linkBase: 'https://mine.example/api/' })).toEqual({ base: 'https://mine.example/api/' });
    expect(descriptionLinkOptions(documented, {})).toEqual({ base: 'https://vendor.example/docs/' });
    expect(descriptionLinkOptions(documented, { siteUrl: 'https://vendor.example' })).toEqual({ relative: 'site' });
    expect(descriptionLinkOptions({}, {})).toEqual({ relative: 'text' });
  });
});

describe('warnings for description links shown as plain text', () => {
  const document = {
    info: { description: 'See [intro](./Introduction), [pets](#tag/pets), [below](#details) and [docs](https://example.com).' },
    paths: { '/pets': { get: { description: 'Read <a href="/guides/paging">paging</a>.' } } },
  };

  it('names the pointer of each relative link without a base and of each Redoc anchor, not in-page or absolute links', () => {
    const problems = descriptionLinkProblems(document, { relative: 'text' });
    expect(problems.map((problem) => [problem.pointer, problem.message.slice(0, 40)])).toEqual([
      ['/info/description', 'The relative link "./Introduction" is sh'],
      ['/info/description', `The link to "#tag/pets" (an anchor of Re`],
      ['/paths/~1pets/get/description', 'The relative link "/guides/paging" is sh'],
    ]);
  });

  it('warns only about Redoc anchors when relative links resolve', () => {
    const problems = descriptionLinkProblems(document, { base: 'https://docs.example.com/' });
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining('"#tag/pets"')]);
  });
});

describe('URLs of contact, license, terms and externalDocs', () => {
  it('get https:// when written as a scheme-less www. address (not a page of this site)', () => {
    const warnings: unknown[] = [];
    expect(specUrl('www.calorieninjas.com/api', ['externalDocs', 'url'], (warning) => warnings.push(warning))).toBe(
      'https://www.calorieninjas.com/api',
    );
    expect(specUrl('https://example.com', ['info', 'contact', 'url'], (warning) => warnings.push(warning))).toBe('https://example.com');
    expect(warnings).toEqual([]);
  });
});
