import type { MockResponse } from './types.js';

/**
 * CORS for every answer of the mock, so a page on any origin can call it and read the
 * answer, whatever the answer is: a documented response, a problem (400, 401, 404...),
 * a preflight, or `docgen serve`'s own 404, 413 and 500. The page's origin is echoed
 * rather than answered with `*`, which a browser refuses for requests sent with
 * credentials, and `Vary: Origin` says so to caches. No `Allow-Credentials`: the send
 * panel never sends cookies, and any site could otherwise read a developer's answers.
 */
export function withCors(response: MockResponse, requestHeaders: Record<string, string | undefined>): MockResponse {
  const vary = response.headers.vary;
  return {
    ...response,
    headers: {
      ...response.headers,
      'access-control-allow-origin': requestHeaders.origin || '*',
      'access-control-allow-methods': 'GET, PUT, POST, DELETE, OPTIONS, HEAD, PATCH, TRACE',
      // `*` would not cover Authorization: a preflight gets back the headers it asks for.
      'access-control-allow-headers': requestHeaders['access-control-request-headers'] || '*',
      'access-control-expose-headers': '*',
      'access-control-max-age': '600',
      // A documented Vary (say `Accept-Language`) is kept, with Origin added.
      vary: vary && !/(^|,)\s*(origin|\*)\s*(,|$)/i.test(vary) ? `${vary}, Origin` : (vary ?? 'Origin'),
    },
  };
}

/** A CORS preflight: OPTIONS asking which method (and headers) the real request may use. */
export function isPreflight(method: string, requestHeaders: Record<string, string | undefined>): boolean {
  return method.toUpperCase() === 'OPTIONS' && Boolean(requestHeaders['access-control-request-method']);
}

/** The answer to a preflight, before the CORS headers: no content. */
export const PREFLIGHT_ANSWER: MockResponse = { status: 204, headers: {}, body: '' };
