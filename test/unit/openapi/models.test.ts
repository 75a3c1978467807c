import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../src/i18n/messages.js';
import { modelPage } from '../../../src/sources/api/model-page-data.js';
import { USED_BY_LIMIT } from '../../../src/openapi/models.js';
import { assignModelSlugs } from '../../../src/openapi/model-slugs.js';
import type { ApiModelProps } from '../../../templates/api/model-types.js';
import { normalise, urlsFor } from './helpers.js';

const ok = (schema: unknown) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });

describe('models', () => {
  it('are every component schema in document order, each with its tree shared with the operations', async () => {
    const service = await normalise({
      paths: { '/a': { get: { operationId: 'getA', responses: ok({ $ref: '#/components/schemas/A' }) } } },
      components: {
        schemas: { A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } }, B: { type: 'string' }, Unused: {} },
      },
    });
    expect(service.models.map((model) => [model.name, model.slug, model.pointer])).toEqual([
      ['A', 'a', '/components/schemas/A'],
      ['B', 'b', '/components/schemas/B'],
      ['Unused', 'unused', '/components/schemas/Unused'],
    ]);
    // One tree per schema object: the model's is the operation's, not a copy.
    expect(service.models[0]!.schema).toBe(service.operations[0]!.responses[0]!.contents[0]!.schema);
  });

  it('keep their name where a 3.1 $ref carries its own description (a copy of the target), so they are linked and counted there too', async () => {
    const service = await normalise({
      paths: {
        '/a': {
          post: {
            operationId: 'postA',
            requestBody: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Settings', description: 'Chosen settings.' } } },
            },
            responses: ok({ $ref: '#/components/schemas/A' }),
          },
        },
      },
      components: {
        schemas: {
          A: { type: 'object', properties: { settings: { $ref: '#/components/schemas/Settings', description: 'The settings of A.' } } },
          Settings: { type: 'object', properties: { on: { type: 'boolean' } } },
        },
      },
    });
    const [a, settings] = service.models;
    const property = a!.schema.kind === 'schema' ? a!.schema.properties[0]!.schema : undefined;
    expect(property).toMatchObject({ kind: 'schema', name: 'Settings' });
    expect(property?.kind === 'schema' && property.descriptionHtml).toContain('The settings of A.');
    expect(settings!.usedIn).toEqual(['A']);
    expect(settings!.usedBy.map((use) => use.uses)).toEqual([[{ kind: 'requestBody' }]]);
  });

  it('record the operations that use a model directly and the models that contain it', async () => {
    const service = await normalise({
      paths: {
        '/a': {
          post: {
            operationId: 'postA',
            parameters: [{ name: 'mode', in: 'query', schema: { $ref: '#/components/schemas/Mode' } }],
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } },
            responses: ok({ type: 'array', items: { $ref: '#/components/schemas/A' } }),
          },
        },
      },
      components: {
        schemas: {
          Mode: { type: 'string', enum: ['x', 'y'] },
          A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' }, self: { $ref: '#/components/schemas/A' } } },
          B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
        },
      },
    });
    const [mode, a, b] = service.models;
    expect(mode!.usedBy.map((use) => [use.operation.operationId, use.uses])).toEqual([['postA', [{ kind: 'parameter', name: 'mode' }]]]);
    expect(a!.usedBy.map((use) => use.uses)).toEqual([[{ kind: 'requestBody' }, { kind: 'response', status: '200' }]]);
    // B is used only inside A: no operation lists it, A contains it (and B contains A back).
    expect(b!.usedBy).toEqual([]);
    expect(b!.usedIn).toEqual(['A']);
    expect(a!.usedIn).toEqual(['B']);
  });

  it('count a model merged into another through allOf as part of it', async () => {
    const service = await normalise({
      components: {
        schemas: {
          Base: { type: 'object', properties: { id: { type: 'string' } } },
          Pet: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { name: { type: 'string' } } }] },
        },
      },
    });
    expect(service.models[0]!.usedIn).toEqual(['Pet']);
  });

  it('count webhooks that use a model (payload, headers, responses) under "Used by", after the operations, linked to the webhook page', async () => {
    const service = await normalise({
      paths: { '/a': { get: { operationId: 'getA', responses: ok({ $ref: '#/components/schemas/Order' }) } } },
      webhooks: {
        orderCreated: {
          post: {
            operationId: 'orderCreated',
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
            responses: ok({ $ref: '#/components/schemas/Order' }),
          },
        },
      },
      components: { schemas: { Order: { type: 'object', properties: { id: { type: 'string' } } } } },
    });
    const order = service.models[0]!;
    expect(order.usedBy.map((use) => [use.operation.operationId, use.webhook?.name, use.uses])).toEqual([
      ['getA', undefined, [{ kind: 'response', status: '200' }]],
      ['orderCreated', 'orderCreated', [{ kind: 'requestBody' }, { kind: 'response', status: '200' }]],
    ]);
    const site = { title: 'API reference', urls: urlsFor(service).urls, messages: englishMessages };
    const props = modelPage(site, service, order, (source) => source).props as ApiModelProps;
    expect(props.usedBy[1]).toEqual({
      operation: expect.objectContaining({ route: '/api/test/webhooks/order-created', path: 'orderCreated' }),
      uses: ['webhook payload', 'response 200'],
    });
  });

  it('list at most USED_BY_LIMIT operations under "Used by", then how many more', async () => {
    const paths = Object.fromEntries(
      Array.from({ length: USED_BY_LIMIT + 7 }, (_, index) => [
        `/e${index}`,
        { get: { operationId: `e${index}`, responses: ok({ $ref: '#/components/schemas/Error' }) } },
      ]),
    );
    const service = await normalise({
      paths,
      components: { schemas: { Error: { type: 'object', properties: { message: { type: 'string' } } } } },
    });
    const site = { title: 'API reference', urls: urlsFor(service).urls, messages: englishMessages };
    const props = modelPage(site, service, service.models[0]!, (source) => source).props as ApiModelProps;
    expect(props.usedBy).toHaveLength(USED_BY_LIMIT);
    expect(props.usedByMore).toBe(7);
    expect(props.usedBy[0]!.operation.route).toBe('/api/test/e-0');
  });

  it('show a generated example cut to fewer levels when spelling out every nested model would be long', async () => {
    // Six levels of eight objects: about 300,000 leaves at full depth.
    let level: Record<string, unknown> = { type: 'string', example: 'leaf' };
    for (let depth = 0; depth < 6; depth++)
      level = { type: 'object', properties: Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`p${index}`, level])) };
    const service = await normalise({
      components: { schemas: { Big: level, Small: { type: 'object', properties: { a: { type: 'integer' } } } } },
    });
    const site = { title: 'API reference', urls: urlsFor(service).urls, messages: englishMessages };
    const example = (index: number) =>
      (modelPage(site, service, service.models[index]!, (source) => source).props as ApiModelProps).example!;
    expect(example(0).generated).toBe(true);
    expect(example(0).html.length).toBeLessThan(4_000);
    expect(example(0).html).toContain('"p0"');
    expect(JSON.parse(example(1).html)).toEqual({ a: 0 });
  });

  it('get kebab-case slugs, and "-2" with a warning when two names meet', () => {
    const warnings: { pointer: string; message: string }[] = [];
    const slugs = assignModelSlugs(
      [
        { name: 'PetOwner', pointer: '/components/schemas/PetOwner' },
        { name: 'pet_owner', pointer: '/components/schemas/pet_owner' },
        { name: 'pet-owner-2', pointer: '/components/schemas/pet-owner-2' },
      ],
      (warning) => warnings.push(warning),
    );
    expect(slugs.map((model) => model.slug)).toEqual(['pet-owner', 'pet-owner-2', 'pet-owner-2-2']);
    expect(warnings.map((warning) => warning.pointer)).toEqual(['/components/schemas/pet_owner', '/components/schemas/pet-owner-2']);
    expect(warnings[0]!.message).toContain('"PetOwner" at /components/schemas/PetOwner and "pet_owner" at /components/schemas/pet_owner');
  });
});
