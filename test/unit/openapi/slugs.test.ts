import { describe, expect, it } from 'vitest';
import {
  assignOperationSlugs,
  firstFreeSlug,
  MAX_SLUG_LENGTH,
  operationSlug,
  tagSlug,
  type SpecWarning,
} from '../../../src/openapi/slugs.js';
import { docgenErrorOf } from '../../helpers/temp.js';

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

  it('cuts an id too long for a file name at its last word within MAX_SLUG_LENGTH; two ids cut alike get distinct slugs', () => {
    const long = `identityGovernance.${'accessPackage.'.repeat(25)}`;
    const slug = operationSlug({ operationId: `${long}getOne`, method: 'get', path: '/x' });
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^identity-governance-access-package-.*-package$/);
    const slugs = assignOperationSlugs('doc.json', [
      { operationId: `${long}getOne`, method: 'get', path: '/a', pointer: '/paths/~1a/get' },
      { operationId: `${long}getTwo`, method: 'get', path: '/b', pointer: '/paths/~1b/get' },
    ]).map((operation) => operation.slug);
    expect(slugs).toEqual([slug, `${slug}-2`]);
    const fromPath = operationSlug({ method: 'get', path: `/${'segment/'.repeat(40)}` });
    expect(fromPath.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  });

  it('makes tag slugs the same way', () => {
    expect(tagSlug('digital-twin')).toBe('digital-twin');
    expect(tagSlug('Pet photos')).toBe('pet-photos');
  });
});

describe('assignOperationSlugs', () => {
  it('gives a later operation whose slug is taken the first free -N suffix, and warns naming both pointers', () => {
    const warnings: SpecWarning[] = [];
    const result = assignOperationSlugs(
      'api.yaml',
      [
        { operationId: 'listPets', method: 'get', path: '/a', pointer: '/paths/~1a/get' },
        { operationId: 'ListPets', method: 'get', path: '/b', pointer: '/paths/~1b/get' },
        { operationId: 'list_pets', method: 'get', path: '/c', pointer: '/paths/~1c/get' },
      ],
      (warning) => warnings.push(warning),
    );
    expect(result.map((operation) => operation.slug)).toEqual(['list-pets', 'list-pets-2', 'list-pets-3']);
    expect(warnings.map((warning) => warning.pointer)).toEqual(['/paths/~1b/get', '/paths/~1c/get']);
    expect(warnings[0]!.message).toMatchInlineSnapshot(
      `"Operations GET /a (listPets) at /paths/~1a/get and GET /b (ListPets) at /paths/~1b/get both map to the page slug "list-pets"; the second one's page gets the slug "list-pets-2"."`,
    );
  });

  it('fails on two operations with the same operationId, naming both pointers', () => {
    const error = docgenErrorOf(() =>
      assignOperationSlugs('api.yaml', [
        { operationId: 'listPets', method: 'get', path: '/a', pointer: '/paths/~1a/get' },
        { operationId: 'listPets', method: 'post', path: '/a', pointer: '/paths/~1a/post' },
      ]),
    );
    expect(error.code).toBe('DG116');
    expect(error.location).toEqual({ file: 'api.yaml', pointer: '/paths/~1a/post' });
    expect(error.message).toContain('/paths/~1a/get and /paths/~1a/post both have operationId "listPets"');
  });

  it('keeps the order and adds the slug', () => {
    const result = assignOperationSlugs('api.yaml', [
      { method: 'get', path: '/b', pointer: '/paths/~1b/get' },
      { operationId: 'a', method: 'get', path: '/a', pointer: '/paths/~1a/get' },
    ]);
    expect(result.map((operation) => operation.slug)).toEqual(['get-b', 'a']);
  });
});

describe('firstFreeSlug', () => {
  it('returns the slug when free, else the first free -N', () => {
    const taken = new Set(['a', 'a-2']);
    expect(firstFreeSlug('b', (slug) => taken.has(slug))).toBe('b');
    expect(firstFreeSlug('a', (slug) => taken.has(slug))).toBe('a-3');
  });
});
