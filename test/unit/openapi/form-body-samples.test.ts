import { describe, expect, it } from 'vitest';
import { codeSamplesFor, harFor } from '../../../src/openapi/code-samples.js';
import { normalise } from './helpers.js';
import { sendPanelProps } from '../../../src/openapi/send-panel-props.js';
import { messagesFor } from '../../../src/i18n/messages.js';
import { planRequest } from '../../../widgets/send-panel/request.js';

/** One body property of each shape, with a document example so the values are known. */
const example = { name: 'Rex', tags: ['dog', 'small'], size: { height: 30, weight: 8 }, meta: { born: 2020 } };
const properties = {
  name: { type: 'string' },
  tags: { type: 'array', items: { type: 'string' } },
  size: { type: 'object', properties: { height: { type: 'integer' }, weight: { type: 'integer' } } },
  meta: { type: 'object', properties: { born: { type: 'integer' } } },
};
const operationWith = (mediaType: string, encoding?: Record<string, unknown>) => ({
  post: {
    requestBody: { content: { [mediaType]: { schema: { type: 'object', properties }, example, ...(encoding ? { encoding } : {}) } } },
    responses: { '204': { description: 'done' } },
  },
});
const service = await normalise({
  servers: [{ url: 'https://api.test' }],
  paths: {
    '/form': operationWith('application/x-www-form-urlencoded'),
    '/form-styled': operationWith('application/x-www-form-urlencoded', {
      tags: { style: 'form', explode: false },
      size: { style: 'deepObject' },
      meta: { style: 'pipeDelimited', explode: false },
    }),
    '/multipart': operationWith('multipart/form-data'),
    '/multipart-typed': operationWith('multipart/form-data', {
      meta: { contentType: 'application/vnd.meta+json' },
      tags: { contentType: 'text/csv' },
    }),
  },
});
const operation = (path: string) => service.operations.find((candidate) => candidate.path === path)!;
const params = (path: string, target = 'javascript') =>
  harFor(operation(path), operation(path).servers[0]!, operation(path).requestBody!.contents[0], target).postData!.params!.map((param) => [
    param.name,
    param.value,
  ]);
const curl = (path: string) => codeSamplesFor(operation(path)).find((sample) => sample.id === 'curl')!.source;

describe('form-urlencoded body samples', () => {
  it('write arrays and objects like form-style exploded query parameters by default, not as JSON', () => {
    expect(params('/form')).toEqual([
      ['name', 'Rex'],
      ['tags', 'dog'],
      ['tags', 'small'],
      ['height', '30'],
      ['weight', '8'],
      ['born', '2020'],
    ]);
    expect(curl('/form')).toContain('--data-urlencode tags=dog \\\n  --data-urlencode tags=small');
  });

  it('follow each property’s encoding style and explode', () => {
    expect(params('/form-styled')).toEqual([
      ['name', 'Rex'],
      ['tags', 'dog,small'],
      ['size[height]', '30'],
      ['size[weight]', '8'],
      ['meta', 'born|2020'],
    ]);
  });
});

describe('multipart body samples', () => {
  it('repeat a part per array item and send an object as a JSON part', () => {
    expect(params('/multipart')).toEqual([
      ['name', 'Rex'],
      ['tags', 'dog'],
      ['tags', 'small'],
      ['size', '{"height":30,"weight":8}'],
      ['meta', '{"born":2020}'],
    ]);
    expect(curl('/multipart')).toContain(`--form 'size={"height":30,"weight":8};type=application/json'`);
  });

  it('give a part the type its encoding names', () => {
    const source = curl('/multipart-typed');
    expect(source).toContain(`--form 'meta={"born":2020};type=application/vnd.meta+json'`);
    expect(source).toContain("--form 'tags=dog;type=text/csv'");
    expect(source).toContain('--form name=Rex \\\n');
  });
});

describe('the send panel’s form and multipart bodies', () => {
  /** What the panel sends with its pre-filled fields, as [name, value] pairs. */
  const sent = (path: string) => {
    const props = sendPanelProps(service, operation(path), messagesFor('en'), '/oauth');
    const body = props.bodies[0]!;
    const fields = Object.fromEntries((body.fields ?? []).map((field) => [field.name, field.example ?? '']));
    const plan = planRequest({ props, baseUrl: 'https://api.test', values: {}, schemes: [], credentials: {}, body, bodyText: '', fields });
    if (!plan.ok) throw new Error(plan.message);
    if (plan.body.kind === 'form') return plan.body.entries;
    if (plan.body.kind === 'multipart') return plan.body.parts.map((part) => [part.name, 'value' in part ? part.value : '']);
    throw new Error(`unexpected body ${plan.body.kind}`);
  };

  it('send what the code samples show, encoding included', () => {
    for (const path of ['/form', '/form-styled', '/multipart', '/multipart-typed'])
      expect([path, sent(path)]).toEqual([path, params(path)]);
  });
});
