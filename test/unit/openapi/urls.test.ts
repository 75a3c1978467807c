import { describe, expect, it } from 'vitest';
import { planApiUrls } from '../../../src/openapi/urls.js';
import { normalise } from './helpers.js';

const ok = { responses: { '200': { description: 'ok' } } };

describe('planApiUrls', () => {
  it('places each service at its route, its operations and tags below it, its download by format', async () => {
    const service = await normalise({
      tags: [{ name: 'Pets' }],
      paths: { '/pets': { get: { operationId: 'listPets', tags: ['Pets'], ...ok } } },
    });
    const { urls, warnings } = planApiUrls('/reference', [service], () => '/reference/store');
    expect(urls.index).toBe('/reference');
    expect(urls.service(service)).toBe('/reference/store');
    expect(urls.operation(service, service.operations[0]!)).toBe('/reference/store/list-pets');
    expect(urls.tag(service, service.tags[0]!)).toBe('/reference/store/pets');
    expect(urls.download(service)).toBe('/reference/store/openapi.yaml');
    expect(warnings.get(service)).toEqual([]);
  });

  it('keeps the model free of URLs: the same service can be placed twice', async () => {
    const service = await normalise({ paths: { '/a': { get: { operationId: 'a', ...ok } } } });
    expect(planApiUrls('/api', [service], () => '/api/v1/x').urls.operation(service, service.operations[0]!)).toBe('/api/v1/x/a');
    expect(planApiUrls('/api', [service], () => '/api/v2/x').urls.operation(service, service.operations[0]!)).toBe('/api/v2/x/a');
    expect(Object.keys(service)).not.toContain('route');
  });

  it('refuses to answer for a service it did not plan (a docgen bug, not a user error)', async () => {
    const planned = await normalise({ paths: {} });
    const other = await normalise({ paths: {} });
    expect(() => planApiUrls('/api', [planned], () => '/api/a').urls.service(other)).toThrow(/no URL was planned/);
  });
});
