import type { ApiServer } from './model.js';
import { specUrl, type Warn } from './spec-urls.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Server objects with their variables as an ordered list. A missing list means `/`, as OpenAPI says. */
export function normaliseServers(
  servers: unknown,
  fallback?: ApiServer[],
  markdown: (text: string | undefined) => string | undefined = () => undefined,
  checks?: { pointer: (string | number)[]; warn: Warn },
): ApiServer[] {
  if (!Array.isArray(servers) || servers.length === 0) return fallback ?? [{ url: '/', variables: [] }];
  // A server whose URL has an unsafe scheme is left out (with a warning), never offered.
  const safe = servers.flatMap((server, index) =>
    isObject(server) &&
    (!checks || typeof server.url !== 'string' || specUrl(server.url, [...checks.pointer, index, 'url'], checks.warn) !== undefined)
      ? [server]
      : [],
  );
  if (safe.length === 0) return fallback ?? [{ url: '/', variables: [] }];
  return safe.map((server) => ({
    url: typeof server.url === 'string' ? server.url : '/',
    description: typeof server.description === 'string' ? server.description : undefined,
    variables: Object.entries(isObject(server.variables) ? server.variables : {})
      .filter(([, variable]) => isObject(variable))
      .map(([name, variable]) => {
        const { default: value, enum: values, description } = variable as Schema;
        return {
          name,
          default: value === undefined ? '' : String(value),
          enum: Array.isArray(values) ? values.map(String) : undefined,
          description: typeof description === 'string' ? description : undefined,
          descriptionHtml: markdown(typeof description === 'string' ? description : undefined),
        };
      }),
  }));
}

/** A server URL with its variables filled in (defaults unless given). */
export function expandServerUrl(server: ApiServer, values: Record<string, string> = {}): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (match, name: string) => values[name] ?? server.variables.find((variable) => variable.name === name)?.default ?? match,
  );
}

/**
 * A URL of the document (an OAuth `tokenUrl: /oauth/token`, an OpenID Connect discovery
 * URL) as OpenAPI reads it: relative to the server, not to the page that shows it. Resolved
 * against `server` with its defaults; left as written when there is no server or its URL
 * is relative too (the API then lives on the page's own origin).
 */
export function resolveAgainstServer(url: string, server: ApiServer | undefined): string {
  const base = server && expandServerUrl(server);
  return base && URL.canParse(base) && URL.canParse(url, base) ? new URL(url, base).href : url;
}
