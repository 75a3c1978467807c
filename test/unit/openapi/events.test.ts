/** The model of webhooks, callbacks, response links and x-tagGroups (src/openapi/webhooks.ts, callbacks.ts, response-links.ts, tag-groups.ts). */
import { describe, expect, it } from 'vitest';
import { linkTarget } from '../../../src/openapi/response-links.js';
import { normalise } from './helpers.js';

const ok = { responses: { '200': { description: 'ok' } } };

describe('webhooks', () => {
  it('come from webhooks and x-webhooks, one per method, slugged by operationId, else name (and method when a name has several)', async () => {
    const service = await normalise({
      webhooks: { petAdopted: { post: { operationId: 'onPetAdopted', tags: ['Pets'], ...ok } }, 'pet.moved': { post: ok, put: ok } },
      'x-webhooks': { legacyHook: { post: ok } },
    });
    expect(service.webhooks!.map((webhook) => [webhook.name, webhook.slug, webhook.pointer])).toEqual([
      ['petAdopted', 'on-pet-adopted', '/webhooks/petAdopted/post'],
      ['pet.moved', 'pet-moved-post', '/webhooks/pet.moved/post'],
      ['pet.moved', 'pet-moved-put', '/webhooks/pet.moved/put'],
      ['legacyHook', 'legacy-hook', '/x-webhooks/legacyHook/post'],
    ]);
    // A tag only webhooks use is a page, listing them.
    expect(service.tags.map((tag) => [tag.name, tag.operations.length, tag.webhooks!.map((webhook) => webhook.name)])).toEqual([
      ['Pets', 0, ['petAdopted']],
    ]);
  });

  it('read an x-webhooks entry written like a Callback Object (name, URL expression, Path Item), and warn about one that is neither', async () => {
    const service = await normalise({
      'x-webhooks': {
        inboundMessage: { '{$request.body#/callback}': { post: { operationId: 'inbound-message', ...ok } } },
        'x-vendor-resources': { list: ['a'] },
        broken: { description: 'no request here' },
      },
    });
    expect(service.webhooks!.map((webhook) => [webhook.name, webhook.slug, webhook.pointer])).toEqual([
      ['inboundMessage', 'inbound-message', '/x-webhooks/inboundMessage/{$request.body#~1callback}/post'],
    ]);
    expect(service.warnings!.map((warning) => [warning.pointer, warning.message])).toEqual([
      ['/x-webhooks/broken', expect.stringContaining('has no request (no get, post, put... member), so it has no page')],
    ]);
  });
});

describe('callbacks', () => {
  it('hold the URL expression and each request, without following callbacks of callbacks', async () => {
    const inner = { '{$request.body#/again}': { post: ok } };
    const service = await normalise({
      paths: {
        '/subscribe': {
          post: {
            operationId: 'subscribe',
            callbacks: { onEvent: { '{$request.body#/url}': { post: { summary: 'Event', callbacks: { nested: inner }, ...ok } } } },
            ...ok,
          },
        },
      },
    });
    const [callback] = service.operations[0]!.callbacks!;
    expect(callback).toMatchObject({
      name: 'onEvent',
      expression: '{$request.body#/url}',
      pointer: '/paths/~1subscribe/post/callbacks/onEvent/{$request.body#~1url}',
    });
    expect(callback!.requests.map((request) => [request.method, request.summary, request.callbacks])).toEqual([['post', 'Event', []]]);
  });
});

describe('response links', () => {
  it('find their operation by operationId or by operationRef (encoded, or after a file name)', async () => {
    const service = await normalise({
      paths: {
        '/pets/{id}': { get: { operationId: 'getPet', ...ok }, delete: ok },
        '/pets': {
          post: {
            responses: {
              '201': {
                description: 'created',
                links: {
                  byId: { operationId: 'getPet', parameters: { id: '$response.body#/id', limit: 3 } },
                  byRef: { operationRef: '#/paths/~1pets~1%7Bid%7D/delete' },
                  byFileRef: { operationRef: 'pets.yaml#/paths/~1pets~1{id}/get' },
                  missing: { operationId: 'nope' },
                },
              },
            },
          },
        },
      },
    });
    const post = service.operations.find((operation) => operation.method === 'post')!;
    const links = post.responses[0]!.links!;
    expect(links[0]!.parameters).toEqual([
      { name: 'id', value: '$response.body#/id' },
      { name: 'limit', value: '3' },
    ]);
    expect(links.map((link) => linkTarget(link, service.operations)?.key)).toEqual([
      'get /pets/{id}',
      'delete /pets/{id}',
      'get /pets/{id}',
      undefined,
    ]);
    expect(service.warnings).toContainEqual({
      pointer: '/paths/~1pets/post/responses/201/links/missing',
      message: expect.stringContaining('operationId "nope"'),
    });
  });
});

describe('x-tagGroups', () => {
  it('group the tags with pages in the document order, once each, with the ungrouped ones last and unknown names reported', async () => {
    const service = await normalise({
      tags: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'empty' }],
      'x-tagGroups': [
        { name: 'First', tags: ['b', 'a', 'empty'] },
        { name: 'Second', tags: ['a', 'ghost'] },
      ],
      paths: { '/x': { get: { operationId: 'x', tags: ['a', 'b', 'c'], ...ok } } },
    });
    expect(service.tagGroups!.map((group) => [group.name, group.tags.map((tag) => tag.name)])).toEqual([
      ['First', ['b', 'a']],
      [undefined, ['c']],
    ]);
    expect(service.warnings).toContainEqual({ pointer: '/x-tagGroups/1/tags/1', message: expect.stringContaining('"ghost"') });
    expect(service.warnings!.filter((warning) => warning.pointer.startsWith('/x-tagGroups'))).toHaveLength(1);
  });

  it('are none when the document has none', async () => {
    expect((await normalise({ tags: [{ name: 'a' }], paths: { '/x': { get: { tags: ['a'], ...ok } } } })).tagGroups).toEqual([]);
  });
});
