import type { SendPanelServer } from './types.js';

/**
 * How the panel sends: with fetch, or, for a mock answered in the page (a static build
 * with `api.mock`), through the mock client, loaded on demand so that pages pay for it
 * only when a reader picks the mock.
 */
export async function sendRequest(server: SendPanelServer | undefined, target: URL, init: RequestInit): Promise<Response> {
  if (!server?.mock) return fetch(target, init);
  const { mockFetch } = await import('./mock-fetch.js');
  return mockFetch(new URL(server.mock, target), absoluteServerUrl(server.url, true), target, init);
}

/**
 * A server given as a path (`/api/pets/__mock`) is on this site: the page's origin, once
 * hydrated (the server-rendered HTML shows the path, so hydration finds the same text).
 */
export function absoluteServerUrl(url: string, hydrated: boolean): string {
  return hydrated && url.startsWith('/') ? `${location.origin}${url}` : url;
}
