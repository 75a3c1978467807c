import type { SendPanelAuth, SendPanelOAuthFlow, SendPanelScheme } from '../../widgets/send-panel/types.js';
import type { ApiOperation, SecurityScheme } from './model.js';

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
    .map((requirement) => requirement.schemes.map(({ scheme, scopes }) => panelScheme(scheme, scopes)));
  if (options.length === 0) return undefined;
  return { options, optional: operation.security.some((requirement) => requirement.schemes.length === 0), callbackRoute };
}

function panelScheme(scheme: SecurityScheme, scopes: string[]): SendPanelScheme {
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
          ? [{ type: flow.type as SendPanelOAuthFlow['type'], authorizationUrl: flow.authorizationUrl, tokenUrl: flow.tokenUrl }]
          : [],
      ),
    };
  if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl)
    return { key, kind: 'openIdConnect', discoveryUrl: scheme.openIdConnectUrl, scopes: scopes.length ? scopes : ['openid'] };
  return { key, kind: 'unsupported', type: scheme.type === 'http' ? `HTTP ${scheme.scheme ?? ''}`.trim() : scheme.type };
}
