import { describe, expect, it } from 'vitest';
import { docRoutePath, kebabCase, normaliseRoute, outputPathFor } from '../../../src/routes/paths.js';

describe('kebabCase', () => {
  it.each([
    ['encryptPdfBase64', 'encrypt-pdf-base-64'],
    ['getVcForEntropy', 'get-vc-for-entropy'],
    ['createDigitalTwin', 'create-digital-twin'],
    ['getDigitalTwinDocumentForObject', 'get-digital-twin-document-for-object'],
    ['keyRotationDidDocument', 'key-rotation-did-document'],
    ['createVp', 'create-vp'],
    ['getJwks', 'get-jwks'],
    ['getWellknown', 'get-wellknown'],
    ['signPdfStreamableFile', 'sign-pdf-streamable-file'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['token-handler', 'token-handler'],
    ['digital_twin', 'digital-twin'],
    ['Verifiable Credential', 'verifiable-credential'],
    ['sha256Hash', 'sha-256-hash'],
    // A capital followed by lower case starts a word, also after a single capital.
    ['OAuth2', 'o-auth-2'],
    ['getOAuthToken', 'get-o-auth-token'],
    ['XRateLimit', 'x-rate-limit'],
  ])('%s -> %s', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('docRoutePath', () => {
  it('drops .md and index', () => {
    expect(docRoutePath('guides/companions/create-companion.md')).toBe('/guides/companions/create-companion');
    expect(docRoutePath('guides/index.md')).toBe('/guides');
    expect(docRoutePath('index.md')).toBe('/');
    expect(docRoutePath('probe.md')).toBe('/probe');
  });

  it('uses a relative slug inside the folder and an absolute slug as is', () => {
    expect(docRoutePath('guides/intro.md', 'start')).toBe('/guides/start');
    expect(docRoutePath('guides/intro.md', '/start/')).toBe('/start');
    expect(docRoutePath('intro.md', 'welcome')).toBe('/welcome');
  });
});

describe('normaliseRoute', () => {
  it('collapses slashes and drops a trailing slash except on /', () => {
    expect(normaliseRoute('//guides//x/')).toBe('/guides/x');
    expect(normaliseRoute('/')).toBe('/');
    expect(normaliseRoute('')).toBe('/');
  });
});

describe('outputPathFor', () => {
  it('writes clean URLs as folder/index.html, / as index.html and /404 as 404.html', () => {
    expect(outputPathFor('/guides/x')).toBe('guides/x/index.html');
    expect(outputPathFor('/guides')).toBe('guides/index.html');
    expect(outputPathFor('/')).toBe('index.html');
    expect(outputPathFor('/404')).toBe('404.html');
  });
});
