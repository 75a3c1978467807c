import type { ApiServer, SecurityRequirement, SecurityScheme } from './model.js';
import { resolveAgainstServer } from './servers.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The document's `components.securitySchemes`, in document order. */
export function normaliseSecuritySchemes(schemes: unknown, markdown: (text: string | undefined) => string | undefined): SecurityScheme[] {
  if (!isObject(schemes)) return [];
  return Object.entries(schemes)
    .filter(([, scheme]) => isObject(scheme))
    .map(([key, raw]) => {
      const scheme = raw as Schema;
      const flows = isObject(scheme.flows)
        ? Object.entries(scheme.flows)
            .filter(([, flow]) => isObject(flow))
            .map(([type, flow]) => {
              const { authorizationUrl, tokenUrl, refreshUrl, scopes } = flow as Schema;
              return {
                type,
                authorizationUrl: text(authorizationUrl),
                tokenUrl: text(tokenUrl),
                refreshUrl: text(refreshUrl),
                scopes: Object.entries(isObject(scopes) ? scopes : {}).map(([name, description]) => ({
                  name,
                  description: String(description ?? ''),
                })),
              };
            })
        : undefined;
      return {
        key,
        type: text(scheme.type) ?? 'unknown',
        scheme: text(scheme.scheme)?.toLowerCase(),
        bearerFormat: text(scheme.bearerFormat),
        in: scheme.in === 'query' || scheme.in === 'header' || scheme.in === 'cookie' ? scheme.in : undefined,
        parameterName: text(scheme.name),
        descriptionHtml: markdown(text(scheme.description)),
        openIdConnectUrl: text(scheme.openIdConnectUrl),
        flows,
      };
    });
}

/**
 * Security requirements (operation's own, else the document's) with their schemes
 * resolved. `[{}]` or `[]` means no authentication: the result is then empty.
 */
export function resolveSecurity(requirements: unknown, schemes: SecurityScheme[]): SecurityRequirement[] {
  if (!Array.isArray(requirements)) return [];
  const resolved = requirements.filter(isObject).map((requirement) => ({
    schemes: Object.entries(requirement).flatMap(([key, scopes]) => {
      const scheme = schemes.find((candidate) => candidate.key === key);
      return scheme ? [{ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] }] : [];
    }),
  }));
  // An empty requirement among others makes authentication optional; alone, it means none.
  return resolved.every((requirement) => requirement.schemes.length === 0) ? [] : resolved;
}

/** The scheme with its URLs read against the service's server, as a reader of its page needs them (see `resolveAgainstServer`). */
export function withServerUrls(scheme: SecurityScheme, server: ApiServer | undefined): SecurityScheme {
  const resolve = (url: string | undefined) => url && resolveAgainstServer(url, server);
  return {
    ...scheme,
    openIdConnectUrl: resolve(scheme.openIdConnectUrl),
    flows: scheme.flows?.map((flow) => ({
      ...flow,
      authorizationUrl: resolve(flow.authorizationUrl),
      tokenUrl: resolve(flow.tokenUrl),
      refreshUrl: resolve(flow.refreshUrl),
    })),
  };
}
