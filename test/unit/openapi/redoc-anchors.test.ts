import { describe, expect, it } from 'vitest';
import { anchorOfCanonical, canonicalAnchor, looseKey, parseRedocAnchor } from '../../../src/openapi/redoc-anchors.js';
import { resolveAnchors } from '../../../templates/api/description-anchors.js';

describe("Redoc's anchors", () => {
  it('are read in every spelling Redoc and its authors use, and nothing else', () => {
    expect(parseRedocAnchor('#tag/Pet%20Store')).toEqual({ kind: 'tag', name: 'Pet Store' });
    expect(parseRedocAnchor('#tag/pets/operation/listPets')).toEqual({ kind: 'operation', operationId: 'listPets' });
    expect(parseRedocAnchor('#operation/listPets')).toEqual({ kind: 'operation', operationId: 'listPets' });
    expect(parseRedocAnchor('#tag/Message%2Fpaths%2F~1messages%2Fget')).toEqual({ kind: 'path', path: '/messages', method: 'get' });
    expect(parseRedocAnchor('#tag/Pets%2FCats')).toEqual({ kind: 'tag', name: 'Pets/Cats' });
    expect(parseRedocAnchor('#tag/pets/paths/~1pets~1%7Bid%7D/get')).toEqual({ kind: 'path', path: '/pets/{id}', method: 'get' });
    // The path's own slashes written as %2F, the separators as they are.
    expect(parseRedocAnchor('#tag/Pet-Store/paths/%2Fpets%2F%7Bid%7D/get')).toEqual({ kind: 'path', path: '/pets/{id}', method: 'get' });
    expect(parseRedocAnchor('#section/Authentication/api_key')).toEqual({ kind: 'section', heading: 'api_key' });
    expect(parseRedocAnchor('#schema/Pet')).toEqual({ kind: 'schema', name: 'Pet' });
    expect(parseRedocAnchor('#model/Pet')).toEqual({ kind: 'schema', name: 'Pet' });
    expect(parseRedocAnchor('#components/schemas/a~1b')).toEqual({ kind: 'schema', name: 'a/b' });
    expect(parseRedocAnchor('#/components/schemas/Pet')).toEqual({ kind: 'schema', name: 'Pet' });
    expect(parseRedocAnchor('#details')).toBeUndefined();
    expect(parseRedocAnchor('#tag/')).toBeUndefined();
    expect(parseRedocAnchor('/tag/pets')).toBeUndefined();
  });

  it('have one URL-safe spelling that reads back to the same anchor', () => {
    for (const href of ['#tag/Pet%20Store', '#tag/x/paths/~1pets~1%7Bid%7D/get', '#section/A/Caf%C3%A9 & "co"', '#model/a"b']) {
      const anchor = parseRedocAnchor(href)!;
      const canonical = canonicalAnchor(anchor);
      expect(canonical).toMatch(/^#[a-z]+\/[A-Za-z0-9%._~!*'()-]*$/);
      expect(anchorOfCanonical(canonical)).toEqual(anchor);
    }
  });

  it("compare names loosely, as Redoc's slugs and docgen's differ in case and punctuation", () => {
    expect(looseKey('API-Keys')).toBe(looseKey('API keys'));
    expect(looseKey('Pet_Store ')).toBe('pet-store');
  });
});

describe('Redoc anchors in rendered descriptions', () => {
  const href = (route: string) => `/base${route}`;
  it('point at the route of the page they name (with the site base), or become their text', () => {
    const html = '<p><a href="#tag/pets">pets</a>, <a href="#schema/Ghost"><code>Ghost</code></a>, <a href="#intro">intro</a></p>';
    expect(resolveAnchors(html, { '#tag/pets': '/api/x/pets' }, href)).toBe(
      '<p><a href="/base/api/x/pets">pets</a>, <code>Ghost</code>, <a href="#intro">intro</a></p>',
    );
    expect(resolveAnchors(html, undefined, href)).toBe('<p>pets, <code>Ghost</code>, <a href="#intro">intro</a></p>');
  });
});
