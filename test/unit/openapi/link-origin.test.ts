import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { findLinkPointer, locateSpecLink } from '../../../src/openapi/link-origin.js';
import { tempDir } from '../../helpers/temp.js';

const document = {
  info: { description: 'See [the guide](/guides/a).' },
  paths: {
    '/pets': { get: { description: 'Also [the guide](/guides/a) and <a href="/guides/b">b</a>.', summary: 'List' } },
  },
  components: { schemas: { Pet: { description: 'Read [more](/guides/a-longer).' } } },
};

describe('findLinkPointer', () => {
  it('finds the text that links to the href, preferring the page’s own part of the document', () => {
    expect(findLinkPointer(document, '/guides/a')).toBe('/info/description');
    expect(findLinkPointer(document, '/guides/a', '/paths/~1pets/get')).toBe('/paths/~1pets/get/description');
    expect(findLinkPointer(document, '/guides/b', '/tags/0')).toBe('/paths/~1pets/get/description');
  });

  it('matches whole link targets only', () => {
    expect(findLinkPointer(document, '/guides/a-longer')).toBe('/components/schemas/Pet/description');
    expect(findLinkPointer(document, '/guides')).toBeUndefined();
  });
});

describe('locateSpecLink', () => {
  it('reads the document and gives the file, pointer and line of the description', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'api.yaml');
    writeFileSync(file, 'openapi: 3.1.0\ninfo:\n  title: T\n  version: "1"\n  description: See [x](/guides/x).\npaths: {}\n');
    expect(await locateSpecLink(file, '/guides/x')).toEqual({ file, pointer: '/info/description', line: 5, column: 3 });
    expect(await locateSpecLink(file, '/nothing')).toBeUndefined();
  });
});
