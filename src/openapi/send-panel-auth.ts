import type { SendPanelAuth, SendPanelOAuthFlow, SendPanelScheme } from '../../widgets/send-panel/types.js';
import type { ApiOperation, SecurityScheme } from './model.js';
import { resolveAgainstServer } from './servers.js';

const FLOW_TYPES: readonly SendPanelOAuthFlow['type'][] = ['authorizationCode', 'clientCredentials', 'implicit', 'password'];

/** The file of the OAuth callback page, below the reference's index (`/api/oauth-callback.html`). */
export const oauthCallbackRoute = (apiIndex: string) => `${apiIndex.replace(/\/+$/, '')}/oauth-callback.html`;

/**
 * What the send panel asks for to authenticate an operation: its security alternatives
 * (the reader picks one), each a set of schemes to fill in together. Undefined when the
 * operation needs no authentication (`security: []`).
 */
export function sendPanelAuth(operation: ApiOperation, callbackRoute: string): SendPanelAuth | undefined {
  const options = operation.security
    .filter((requirement) => requirement.schemes.length > 0)
    .map((requirement) => requirement.schemes.map(({ scheme, scopes }) => panelScheme(scheme, scopes, resolverFor(operation))));
  if (options.length === 0) return undefined;
  return { options, optional: operation.security.some((requirement) => requirement.schemes.length === 0), callbackRoute };
}

/**
 * OpenAPI reads relative URLs (a `tokenUrl: /oauth/token`) against the Server Object, not
 * the page that shows them: resolved here against the operation's first server with its
 * defaults. A relative server URL leaves them as written, for the browser to resolve
 * against the page's origin, where such an API lives.
 */
function resolverFor(operation: ApiOperation): (url: string | undefined) => string | undefined {
  return (url) => url && resolveAgainstServer(url, operation.servers[0]);
}

function panelScheme(scheme: SecurityScheme, scopes: string[], resolve: (url: string | undefined) => string | undefined): SendPanelScheme {
  const key = scheme.key;
  if (scheme.type === 'apiKey') return { key, kind: 'apiKey', name: scheme.parameterName ?? 'api_key', in: scheme.in ?? 'header' };
  if (scheme.type === 'http' && scheme.scheme === 'basic') return { key, kind: 'basic' };
  if (scheme.type === 'http' && (scheme.scheme === 'bearer' || scheme.scheme === undefined))
    return { key, kind: 'bearer', format: scheme.bearerFormat };
  if (scheme.type === 'oauth2')
    return {
      key,
      kind: 'oauth2',
      scopes,
      flows: (scheme.flows ?? []).flatMap((flow) =>
        FLOW_TYPES.includes(flow.type as SendPanelOAuthFlow['type'])
          ? [
              {
                type: flow.type as SendPanelOAuthFlow['type'],
                authorizationUrl: resolve(flow.authorizationUrl),
                tokenUrl: resolve(flow.tokenUrl),
              },
            ]
          : [],
      ),
    };
  if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl)
    return { key, kind: 'openIdConnect', discoveryUrl: resolve(scheme.openIdConnectUrl)!, scopes: scopes.length ? scopes : ['openid'] };
  return { key, kind: 'unsupported', type: scheme.type === 'http' ? `HTTP ${scheme.scheme ?? ''}`.trim() : scheme.type };
}
