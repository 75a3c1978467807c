import { createMock, isMockable, queryPairs, type Mock } from '../../src/mock/mock-api.js';
import { statusText } from '../../src/openapi/status-text.js';

const mocks = new Map<string, Promise<Mock>>();

/** The mock of a document, read once per page. */
function mockOf(documentUrl: URL): Promise<Mock> {
  const key = documentUrl.href;
  if (!mocks.has(key)) {
    const loading = fetch(documentUrl).then(async (response) => {
      if (!response.ok) throw new TypeError(`The mock's document ${documentUrl.pathname} answered ${response.status}.`);
      const data: unknown = await response.json();
      if (!isMockable(data)) throw new TypeError(`${documentUrl.pathname} is not an OpenAPI document.`);
      return createMock(data);
    });
    loading.catch(() => mocks.delete(key)); // a failed load is tried again on the next send
    mocks.set(key, loading);
  }
  return mocks.get(key)!;
}

/**
 * `fetch` for a mock answered in the page: the same pure mock that `docgen serve`
 * answers with, given the request the panel would have sent to `base`, with `cookies`
 * (`[name, encoded value]`) as its Cookie header (no browser stands between page and mock).
 */
export async function mockFetch(
  documentUrl: URL,
  base: string,
  target: URL,
  init: RequestInit,
  cookies: readonly [string, string][] = [],
): Promise<Response> {
  const mock = await mockOf(documentUrl);
  init.signal?.throwIfAborted();
  // A Request gives the body's text and Content-Type the way the browser would send them.
  const request = new Request(target, { method: init.method, headers: init.headers, body: init.body });
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  if (cookies.length) headers.cookie = cookies.map(([name, value]) => `${name}=${value}`).join('; ');
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  const answer = mock({
    method: request.method,
    path: target.pathname.startsWith(basePath) ? target.pathname.slice(basePath.length) || '/' : target.pathname,
    query: queryPairs(target.search),
    headers,
    body,
  });
  const empty = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
  // HTTP's reason phrase, as the serve mock's answer carries it ("400 Bad Request").
  return new Response(empty ? null : answer.body, {
    status: answer.status,
    statusText: statusText(String(answer.status)),
    headers: answer.headers,
  });
}
