import { describe, expect, it } from 'vitest';
import { normaliseSecuritySchemes, resolveSecurity } from '../../../src/openapi/security.js';

const schemes = normaliseSecuritySchemes(
  {
    bearer: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT', description: 'A token.' },
    key: { type: 'apiKey', in: 'header', name: 'X-Key' },
    oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.test/token', scopes: { 'pets:read': 'Read pets' } } } },
    broken: 'not an object',
  },
  (text) => text && `<p>${text}</p>`,
);

describe('normaliseSecuritySchemes', () => {
  it('keeps document order and reads each kind of scheme, skipping malformed entries', () => {
    expect(schemes.map((scheme) => scheme.key)).toEqual(['bearer', 'key', 'oauth']);
    expect(schemes[0]).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', descriptionHtml: '<p>A token.</p>' });
    expect(schemes[1]).toMatchObject({ type: 'apiKey', in: 'header', parameterName: 'X-Key' });
    expect(schemes[2]!.flows).toEqual([
      {
        type: 'clientCredentials',
        authorizationUrl: undefined,
        tokenUrl: 'https://auth.test/token',
        refreshUrl: undefined,
        scopes: [{ name: 'pets:read', description: 'Read pets' }],
      },
    ]);
  });
});

describe('resolveSecurity', () => {
  it('resolves alternatives with their scopes; an empty requirement alone means no authentication', () => {
    const resolved = resolveSecurity([{ oauth: ['pets:read'] }, { bearer: [], key: [] }], schemes);
    expect(resolved.map((requirement) => requirement.schemes.map((entry) => `${entry.scheme.key}:${entry.scopes.join(',')}`))).toEqual([
      ['oauth:pets:read'],
      ['bearer:', 'key:'],
    ]);
    expect(resolveSecurity([{}], schemes)).toEqual([]);
    expect(resolveSecurity([{}, { bearer: [] }], schemes)).toHaveLength(2);
    expect(resolveSecurity(undefined, schemes)).toEqual([]);
  });
});
