import { describe, expect, it } from 'vitest';
import { harFor } from '../../../src/openapi/code-samples.js';
import { createMock } from '../../../src/mock/mock-api.js';
import { sendPanelProps } from '../../../src/openapi/send-panel-props.js';
import { messagesFor, englishMessages } from '../../../src/i18n/messages.js';
import { normalise, urlsFor } from './helpers.js';
import { modelPage } from '../../../src/sources/api/model-page-data.js';
import type { ApiModelProps } from '../../../templates/api/model-types.js';

/**
 * `oneOf` options that JSON Schema cannot tell apart (both take any string as `kind`),
 * chosen by a discriminator, as in oas-examples' discriminators.yaml and polymorphism.yaml.
 */
const option = (extra: string, type: string) => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string' }, [extra]: { type } },
});
const body = (schema: unknown) => ({
  requestBody: { content: { 'application/json': { schema } } },
  responses: { '204': { description: 'done' } },
});
const document = {
  openapi: '3.0.3',
  info: { title: 'Discriminators', version: '1' },
  paths: {
    '/mapped': {
      post: body({
        oneOf: [{ $ref: '#/components/schemas/One' }, { $ref: '#/components/schemas/Two' }],
        discriminator: {
          propertyName: 'kind',
          mapping: { 'Option One': '#/components/schemas/One', 'Option Two': '#/components/schemas/Two' },
        },
      }),
    },
    '/named': {
      post: body({
        oneOf: [{ $ref: '#/components/schemas/One' }, { $ref: '#/components/schemas/Two' }],
        discriminator: { propertyName: 'kind' },
      }),
    },
    '/embedded': { post: body({ oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] }) },
    '/nested': {
      post: body({
        type: 'object',
        properties: {
          pets: { type: 'array', items: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] } },
        },
      }),
    },
    '/alike': { post: body({ oneOf: [{ $ref: '#/components/schemas/One' }, { $ref: '#/components/schemas/Two' }] }) },
    '/answers': {
      get: {
        responses: {
          '200': {
            description: 'a mapped choice beside a list of embedded ones',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    choice: { $ref: '#/components/schemas/Mapped' },
                    pets: { type: 'array', items: { oneOf: [{ $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Cat' }] } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      One: option('one', 'number'),
      Two: option('two', 'string'),
      Pet: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind' } },
      Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { hunts: { type: 'boolean' } } }] },
      Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { barks: { type: 'boolean' } } }] },
      Mapped: {
        oneOf: [{ $ref: '#/components/schemas/Two' }, { $ref: '#/components/schemas/One' }],
        discriminator: { propertyName: 'kind', mapping: { second: '#/components/schemas/Two' } },
      },
    },
  },
};

const service = await normalise(structuredClone(document));
const operation = (path: string) => service.operations.find((candidate) => candidate.path === path)!;
const generated = (path: string) => operation(path).requestBody!.contents[0]!.examples[0]!;
const mock = createMock(structuredClone(document));
const post = (path: string, value: unknown) =>
  mock({ method: 'POST', path, query: [], headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

describe('a generated sample of a discriminated oneOf', () => {
  it('names the first option by its mapping value, else its component name, else the base schema’s (embedded) discriminator', () => {
    expect(generated('/mapped')).toMatchObject({ generated: true, value: { kind: 'Option One', one: 0 } });
    expect(generated('/named').value).toEqual({ kind: 'One', one: 0 });
    expect(generated('/embedded').value).toEqual({ kind: 'Cat', hunts: true });
    expect(generated('/nested').value).toEqual({ pets: [{ kind: 'Cat', hunts: true }] });
  });

  it('names the option on a model page too', async () => {
    const choice = { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] };
    const withChoice = await normalise({
      ...structuredClone(document),
      components: { schemas: { ...document.components.schemas, Choice: choice } },
    });
    const model = withChoice.models.find((candidate) => candidate.name === 'Choice')!;
    const site = { title: 'API reference', urls: urlsFor(withChoice).urls, messages: englishMessages };
    const example = (modelPage(site, withChoice, model, (source) => source).props as ApiModelProps).example!;
    expect(JSON.parse(example.html)).toEqual({ kind: 'Cat', hunts: true });
  });

  it('is the body of the code samples and the send panel', () => {
    const har = harFor(operation('/mapped'), { url: '/', variables: [] }, operation('/mapped').requestBody!.contents[0], 'curl');
    expect(JSON.parse(har.postData!.text!)).toEqual({ kind: 'Option One', one: 0 });
    const panel = sendPanelProps(service, operation('/mapped'), messagesFor('en'), '/oauth');
    expect(JSON.parse(panel.bodies[0]!.example!)).toEqual({ kind: 'Option One', one: 0 });
  });

  it('is accepted by the mock, which takes the option the discriminator value names', () => {
    for (const path of ['/mapped', '/named', '/embedded', '/nested'])
      expect([path, post(path, generated(path).value).status]).toEqual([path, 204]);
    expect(post('/mapped', { kind: 'Option Two', two: 'x' }).status).toBe(204);
    // The other option's value chooses the other option, whose `two` is a string.
    expect(post('/mapped', { kind: 'Option Two', two: 3 }).status).toBe(400);
    expect(post('/embedded', { kind: 'Hamster' }).status).toBe(400);
  });
});

describe('a response the mock generates', () => {
  it('names each discriminated oneOf option it chose, through $refs, mappings and base schemas', () => {
    const answer = mock({ method: 'GET', path: '/answers', query: [], headers: {}, body: '' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ choice: { kind: 'second', two: 'string' }, pets: [{ kind: 'Dog', barks: true }] });
  });
});

describe('oneOf options that nothing tells apart', () => {
  it('keep the first option’s sample, and the mock says the value matches several options and what to do', () => {
    expect(generated('/alike').value).toEqual({ kind: 'string', one: 0 });
    const answer = post('/alike', generated('/alike').value);
    expect(answer.status).toBe(400);
    expect((JSON.parse(answer.body) as { problems: unknown[] }).problems).toEqual([
      {
        pointer: '/body',
        message:
          'matches more than one option of its oneOf (#1 and #2), which allows exactly one: the options do not tell this value apart, ' +
          'so add a property or value that only one of them allows',
      },
    ]);
  });

  it('get a mock message saying no option matched when none does', () => {
    const problems = (JSON.parse(post('/alike', { one: 1 }).body) as { problems: { pointer: string; message: string }[] }).problems;
    expect(problems).toContainEqual({
      pointer: '/body',
      message: 'matches none of the options of its oneOf (see the problems with each option)',
    });
  });
});
