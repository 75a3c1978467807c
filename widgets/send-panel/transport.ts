import { cookieAssignments } from './credentials.js';
import type { SendPanelServer } from './types.js';

/**
 * How the panel sends: with fetch, or, for a mock answered in the page (a static build
 * with `api.mock`), through the mock client, loaded on demand so that pages pay for it
 * only when a reader picks the mock. `cookies` (cookie API keys, `[name, encoded value]`)
 * are given only for the page's own origin or the in-page mock (`cookiesSendable`).
 */
export async function sendRequest(
  server: SendPanelServer | undefined,
  base: string,
  target: URL,
  init: RequestInit,
  cookies: readonly [string, string][] = [],
): Promise<Response> {
  if (server?.mock) {
    const { mockFetch } = await import('./mock-fetch.js');
    return mockFetch(new URL(server.mock, target), absoluteServerUrl(server.url, true), target, init, cookies);
  }
  if (cookies.length === 0) return fetch(target, init);
  // A page cannot write a Cookie header: the browser sends the cookie, set for this request only.
  const { set, unset } = cookieAssignments(cookies, base);
  for (const assignment of set) document.cookie = assignment;
  try {
    return await fetch(target, { ...init, credentials: 'same-origin' });
  } finally {
    for (const assignment of unset) document.cookie = assignment;
  }
}

/**
 * A server given as a path (`/api/pets/__mock`) is on this site: the page's origin, once
 * hydrated (the server-rendered HTML shows the path, so hydration finds the same text).
 */
export function absoluteServerUrl(url: string, hydrated: boolean): string {
  return hydrated && url.startsWith('/') ? `${location.origin}${url}` : url;
}
