import { describe, expect, it } from 'vitest';
import { splitSharedHeaders } from '../../../templates/api/shared-headers.js';
import type { ResponseProps } from '../../../templates/api/types.js';

const header = (name: string, descriptionHtml?: string) => ({ name, descriptionHtml, required: false, deprecated: false });
const response = (status: string, headers: ResponseProps['headers']): ResponseProps => ({
  id: `response-${status}`,
  status,
  statusText: '',
  tone: 'success',
  headers,
  contents: [],
});

describe('splitSharedHeaders', () => {
  it('takes out the headers every response has, comparing names without case', () => {
    const { shared, responses } = splitSharedHeaders([
      response('200', [header('X-Request-Id', 'Id'), header('ETag')]),
      response('404', [header('x-request-id', 'Id')]),
    ]);
    expect(shared.map((item) => item.name)).toEqual(['X-Request-Id']);
    expect(responses.map((item) => item.headers.map((own) => own.name))).toEqual([['ETag'], []]);
  });

  it('keeps a header under each response when one response describes it differently', () => {
    const input = [response('200', [header('X-Request-Id', 'Id')]), response('404', [header('X-Request-Id', 'Another')])];
    expect(splitSharedHeaders(input)).toEqual({ shared: [], responses: input });
  });

  it('takes out identical headers whose schemas were written inline in each response (distinct schema nodes)', () => {
    const schema = (id: number) => ({ kind: 'schema', id, types: ['string'], typeLabel: 'string', properties: [] }) as never;
    const { shared } = splitSharedHeaders([
      response('200', [{ ...header('X-Request-Id'), schema: schema(1) }]),
      response('404', [{ ...header('X-Request-Id'), schema: schema(2) }]),
    ]);
    expect(shared.map((item) => item.name)).toEqual(['X-Request-Id']);
  });

  it('shares nothing when there is a single response', () => {
    const input = [response('200', [header('X-Request-Id')])];
    expect(splitSharedHeaders(input)).toEqual({ shared: [], responses: input });
  });
});
