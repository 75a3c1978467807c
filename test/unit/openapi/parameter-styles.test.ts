/**
 * Parameter styles in what the build writes: the code samples (test/fixtures/openapi/
 * security-schemes.yaml, operation `styles`), the page's note on each declared style,
 * the `/` server of a document without `servers`, and the send panel writing the same.
 */
import { describe, expect, it } from 'vitest';
import { codeSamplesFor } from '../../../src/openapi/code-samples.js';
import { serialisationOf } from '../../../src/openapi/parameter-serialisation.js';
import { loadFile, normalise, openapiFixture } from './helpers.js';
import { messagesFor } from '../../../src/i18n/messages.js';
import { sendPanelProps } from '../../../src/openapi/send-panel-props.js';
import { buildUrl } from '../../../widgets/send-panel/request.js';
import { parameterKey } from '../../../widgets/send-panel/types.js';

const service = await loadFile(openapiFixture('security-schemes.yaml'));
const styles = service.operations.find((operation) => operation.operationId === 'styles')!;
const sample = (id: string) => codeSamplesFor(styles).find((candidate) => candidate.id === id)!.source;
const QUERY = 'filter[colour]=red&ids=1|2&words=a%20b&tags=x,y&next=/a/b?c';

describe('parameter styles', () => {
  it('are honoured by every generated code sample, which httpsnippet does not re-encode', () => {
    const url = `http://127.0.0.1:9/v1/points/;point=3;point=4/labels/.3.4?${QUERY}`;
    expect(sample('curl')).toContain(`--url '${url}'`);
    expect(sample('curl')).toMatch(/^curl --globoff /); // brackets are not curl's globbing here
    expect(sample('curl')).toContain("--header 'X-Pair: a=1,b=2'");
    for (const id of ['javascript', 'python', 'go', 'java']) expect(sample(id)).toContain(url);
  });

  it('are described on the page with the example as sent', () => {
    const note = (name: string) => serialisationOf(styles.parameters.find((parameter) => parameter.name === name)!);
    expect(note('point')).toEqual({ style: 'matrix', explode: true, allowReserved: false, sentAs: ';point=3;point=4' });
    expect(note('id')).toMatchObject({ style: 'label', sentAs: '.3.4' });
    expect(note('filter')).toMatchObject({ style: 'deepObject', explode: true, sentAs: 'filter[colour]=red' });
    expect(note('ids')).toMatchObject({ style: 'pipeDelimited', explode: false, sentAs: 'ids=1|2' });
    expect(note('tags')).toMatchObject({ style: 'form', explode: false, sentAs: 'tags=x,y' });
    expect(note('next')).toMatchObject({ style: 'form', allowReserved: true, sentAs: 'next=/a/b?c' });
    expect(note('X-Pair')).toMatchObject({ style: 'simple', explode: true, sentAs: 'X-Pair: a=1,b=2' });
  });

  it('a document without servers is served from `/`, and its samples never show `//`', async () => {
    const bare = await normalise({
      paths: { '/pets': { get: { operationId: 'listPets', responses: { '200': { description: 'ok' } } } } },
    });
    expect(bare.operations[0]!.servers).toEqual([{ url: '/', variables: [] }]);
    const curl = codeSamplesFor(bare.operations[0]!).find((candidate) => candidate.id === 'curl')!.source;
    expect(curl).toContain('--url https://api.example.com/pets');
    expect(curl).not.toMatch(/[^:]\/\//);
  });
});

describe('a style the location does not allow', () => {
  it('is written in the location’s default style, with a warning naming the pointer', async () => {
    const service = await normalise({
      paths: {
        '/things/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, style: 'deepObject', schema: { type: 'object' } }],
          get: {
            operationId: 'getThing',
            parameters: [
              { name: 'ids', in: 'query', style: 'matrix', schema: { type: 'array', items: { type: 'string' } }, example: ['a', 'b'] },
            ],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    expect(service.warnings).toEqual([
      {
        pointer: '/paths/~1things~1{id}/parameters/0/style',
        message: expect.stringContaining(
          'The path parameter "id" has style "deepObject", which a path parameter cannot have (allowed: simple, matrix, label)',
        ),
      },
      {
        pointer: '/paths/~1things~1{id}/get/parameters/0/style',
        message: expect.stringContaining('docgen writes it as "form"'),
      },
    ]);
    const ids = service.operations[0]!.parameters.find((parameter) => parameter.name === 'ids')!;
    expect(serialisationOf(ids)).toMatchObject({ style: 'form', explode: true, sentAs: 'ids=a&ids=b' });
  });
});

describe('the send panel', () => {
  it('sends what the code samples send, also when an example array item holds a comma', async () => {
    const parameters = [
      { name: 'arr', in: 'query', explode: true, schema: { type: 'array', items: { type: 'string' } }, example: ['p q', 'r,s'] },
      { name: 'csv', in: 'query', explode: false, schema: { type: 'array', items: { type: 'string' } }, example: [' a', ''] },
      { name: 'plain', in: 'query', schema: { type: 'array', items: { type: 'string' } }, example: ['x', 'y'] },
    ];
    const service = await normalise({
      servers: [{ url: 'https://api.test' }],
      paths: { '/things': { get: { operationId: 'things', parameters, responses: { '204': { description: 'ok' } } } } },
    });
    const operation = service.operations[0]!;
    const props = sendPanelProps(service, operation, messagesFor('en'), '/oauth');
    const values = Object.fromEntries(props.parameters.map((parameter) => [parameterKey(parameter), parameter.example ?? '']));
    const url = buildUrl('https://api.test', props, values);
    expect(url).toBe('https://api.test/things?arr=p%20q&arr=r%2Cs&csv=%20a,&plain=x&plain=y');
    expect(codeSamplesFor(operation).find((candidate) => candidate.id === 'curl')!.source).toContain(`--url '${url}'`);
    // Items that survive comma-separated text stay readable in the field.
    expect(props.parameters.map((parameter) => parameter.example)).toEqual(['["p q","r,s"]', '[" a",""]', 'x,y']);
  });
});
