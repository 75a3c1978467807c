import type { SecurityRequirementProps, SecuritySchemeProps } from './model-props.js';
import { useHref } from '../site-context.js';
import { Html } from './method-badge.js';

function schemeDescription(scheme: SecuritySchemeProps): string {
  if (scheme.type === 'http' && scheme.scheme === 'bearer')
    return `Bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''} in the Authorization header`;
  if (scheme.type === 'http' && scheme.scheme === 'basic') return 'HTTP Basic authentication';
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''} authentication`;
  if (scheme.type === 'apiKey')
    return `API key in the ${scheme.in ?? 'header'} ${scheme.in === 'query' ? 'parameter' : scheme.in === 'cookie' ? 'cookie' : 'header'} ${scheme.parameterName ?? ''}`;
  if (scheme.type === 'oauth2') return 'OAuth 2.0 access token';
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  if (scheme.type === 'mutualTLS') return 'Mutual TLS (client certificate)';
  return scheme.type;
}

/** The anchor of a scheme on its service page, where operations link to it. */
const schemeAnchor = (key: string) => `security-scheme-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The ways to authenticate a call: alternatives, each a set of schemes with their scopes. */
export function SecurityRequirements({ requirements, serviceRoute }: { requirements: SecurityRequirementProps[]; serviceRoute: string }) {
  const href = useHref();
  const optional = requirements.some((requirement) => requirement.schemes.length === 0);
  const required = requirements.filter((requirement) => requirement.schemes.length > 0);
  return (
    <div className="api-security">
      {required.length > 1 && <p>Any one of:</p>}
      <ul>
        {required.map((requirement, index) => (
          <li key={index}>
            {requirement.schemes.map(({ scheme, scopes }) => (
              <span key={scheme.key} className="api-security-scheme">
                <a href={href(`${serviceRoute}#${schemeAnchor(scheme.key)}`)}>
                  <code>{scheme.key}</code>
                </a>
                : {schemeDescription(scheme)}
                {scopes.length > 0 && (
                  <>
                    {' '}
                    with scope{scopes.length > 1 ? 's' : ''}{' '}
                    {scopes.map((scope) => (
                      <code key={scope}>{scope}</code>
                    ))}
                  </>
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {optional && <p className="schema-note">Authentication is optional for this operation.</p>}
    </div>
  );
}

export function SecuritySchemes({ schemes }: { schemes: SecuritySchemeProps[] }) {
  return (
    <dl className="api-schemes">
      {schemes.map((scheme) => (
        <div key={scheme.key} className="api-scheme" id={schemeAnchor(scheme.key)}>
          <dt>
            <code>{scheme.key}</code>: {schemeDescription(scheme)}
          </dt>
          <dd>
            <Html html={scheme.descriptionHtml} />
            {scheme.openIdConnectUrl && (
              <p>
                Discovery: <a href={scheme.openIdConnectUrl}>{scheme.openIdConnectUrl}</a>
              </p>
            )}
            {scheme.flows?.map((flow) => (
              <div key={flow.type} className="api-flow">
                <p>
                  OAuth 2.0 <strong>{flow.type}</strong> flow
                  {flow.authorizationUrl && (
                    <>
                      , authorization URL <code>{flow.authorizationUrl}</code>
                    </>
                  )}
                  {flow.tokenUrl && (
                    <>
                      , token URL <code>{flow.tokenUrl}</code>
                    </>
                  )}
                </p>
                {flow.scopes.length > 0 && (
                  <ul>
                    {flow.scopes.map((scope) => (
                      <li key={scope.name}>
                        <code>{scope.name}</code>: {scope.description}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
