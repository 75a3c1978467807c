import { describe, expect, it } from 'vitest';
import { assignOperationSlugs, operationSlug, tagSlug } from '../../../src/openapi/slugs.js';
import { DocgenError } from '../../../src/errors/docgen-error.js';

describe('operationSlug', () => {
  it('is the kebab-case operationId', () => {
    expect(operationSlug({ operationId: 'createDigitalTwin', method: 'post', path: '/x' })).toBe('create-digital-twin');
    expect(operationSlug({ operationId: 'encryptPdfBase64', method: 'post', path: '/x' })).toBe('encrypt-pdf-base-64');
    expect(operationSlug({ operationId: 'getVCList', method: 'get', path: '/x' })).toBe('get-vc-list');
    expect(operationSlug({ operationId: 'repos/list-for-org', method: 'get', path: '/x' })).toBe('repos-list-for-org');
  });

  it('falls back to method and path, the same way every time', () => {
    const operation = { method: 'get', path: '/pets/{petId}/photos' };
    expect(operationSlug(operation)).toBe('get-pets-pet-id-photos');
    expect(operationSlug({ ...operation })).toBe(operationSlug(operation));
    expect(operationSlug({ method: 'delete', path: '/' })).toBe('delete');
  });

  it('makes tag slugs the same way', () => {
    expect(tagSlug('digital-twin')).toBe('digital-twin');
    expect(tagSlug('Pet photos')).toBe('pet-photos');
  });
});

describe('assignOperationSlugs', () => {
  it('fails on a collision, naming both operations and the second one’s pointer', () => {
    const run = () =>
      assignOperationSlugs('api.yaml', [
        { operationId: 'listPets', method: 'get', path: '/a', pointer: '/paths/~1a/get' },
        { operationId: 'ListPets', method: 'get', path: '/b', pointer: '/paths/~1b/get' },
      ]);
    expect(run).toThrow(DocgenError);
    try {
      run();
    } catch (error) {
      const failure = error as DocgenError;
      expect(failure.code).toBe('DG043');
      expect(failure.location).toEqual({ file: 'api.yaml', pointer: '/paths/~1b/get' });
      expect(failure.message).toMatchInlineSnapshot(`"Operations GET /a (listPets) at /paths/~1a/get and GET /b (ListPets) at /paths/~1b/get both map to the page slug "list-pets"."`);
    }
  });

  it('keeps the order and adds the slug', () => {
    const result = assignOperationSlugs('api.yaml', [
      { method: 'get', path: '/b', pointer: '/paths/~1b/get' },
      { operationId: 'a', method: 'get', path: '/a', pointer: '/paths/~1a/get' },
    ]);
    expect(result.map((operation) => operation.slug)).toEqual(['get-b', 'a']);
  });
});
