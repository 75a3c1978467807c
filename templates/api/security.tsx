import type { Messages } from '../../src/i18n/messages.js';
import type { SecurityRequirementProps, SecuritySchemeProps } from './model-props.js';
import { useHref, useMessages } from '../site-context.js';
import { Html } from './method-badge.js';
import { isHttpUrl } from '../../src/util/url-kind.js';

export function schemeDescription(scheme: SecuritySchemeProps, messages: Messages): string {
  if (scheme.type === 'http' && scheme.scheme === 'bearer')
    return scheme.bearerFormat
      ? messages.format('api.security.bearerFormat', { format: scheme.bearerFormat })
      : messages.format('api.security.bearer');
  if (scheme.type === 'http' && scheme.scheme === 'basic') return messages.format('api.security.basic');
  if (scheme.type === 'http') return messages.format('api.security.http', { scheme: scheme.scheme ?? '' });
  if (scheme.type === 'apiKey') {
    const name = scheme.parameterName ?? '';
    if (scheme.in === 'query') return messages.format('api.security.apiKeyQuery', { name });
    return messages.format(scheme.in === 'cookie' ? 'api.security.apiKeyCookie' : 'api.security.apiKeyHeader', { name });
  }
  if (scheme.type === 'oauth2') return messages.format('api.security.oauth2');
  if (scheme.type === 'openIdConnect') return messages.format('api.security.openIdConnect');
  if (scheme.type === 'mutualTLS') return messages.format('api.security.mutualTLS');
  return scheme.type;
}

/** The anchor of a scheme on its service page, where operations link to it. */
export const schemeAnchor = (key: string) => `security-scheme-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The ways to authenticate a call: alternatives, each a set of schemes with their scopes. */
export function SecurityRequirements({ requirements, serviceRoute }: { requirements: SecurityRequirementProps[]; serviceRoute: string }) {
  const href = useHref();
  const messages = useMessages();
  const optional = requirements.some((requirement) => requirement.schemes.length === 0);
  const required = requirements.filter((requirement) => requirement.schemes.length > 0);
  return (
    <div className="api-security">
      {required.length > 1 && <p>{messages.format('api.security.anyOne')}</p>}
      <ul>
        {required.map((requirement, index) => (
          <li key={index}>
            {requirement.schemes.map(({ scheme, scopes }) => (
              <span key={scheme.key} className="api-security-scheme">
                <a href={href(`${serviceRoute}#${schemeAnchor(scheme.key)}`)}>
                  <code>{scheme.key}</code>
                </a>
                : {schemeDescription(scheme, messages)}
                {scopes.length > 0 && (
                  <>
                    {' '}
                    {messages.format('api.security.scopes', { count: scopes.length })}{' '}
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
      {optional && <p className="schema-note">{messages.format('api.security.optional')}</p>}
    </div>
  );
}

export function SecuritySchemes({ schemes }: { schemes: SecuritySchemeProps[] }) {
  const messages = useMessages();
  return (
    <dl className="api-schemes">
      {schemes.map((scheme) => (
        <div key={scheme.key} className="api-scheme" id={schemeAnchor(scheme.key)}>
          <dt>
            <code>{scheme.key}</code>: {schemeDescription(scheme, messages)}
          </dt>
          <dd>
            <Html html={scheme.descriptionHtml} />
            {scheme.openIdConnectUrl && (
              <p>
                {messages.format('api.security.discovery')}{' '}
                {/* A path (the API's server is relative too) is the API's, not a page of this site: shown, not linked. */}
                {isHttpUrl(scheme.openIdConnectUrl) ? (
                  <a href={scheme.openIdConnectUrl}>{scheme.openIdConnectUrl}</a>
                ) : (
                  <code>{scheme.openIdConnectUrl}</code>
                )}
              </p>
            )}
            {scheme.flows?.map((flow) => (
              <div key={flow.type} className="api-flow">
                <p>
                  {messages.format('api.security.flow')} <strong>{flow.type}</strong> {messages.format('api.security.flowAfter')}
                  {flow.authorizationUrl && (
                    <>
                      {messages.format('api.security.authorizationUrl')} <code>{flow.authorizationUrl}</code>
                    </>
                  )}
                  {flow.tokenUrl && (
                    <>
                      {messages.format('api.security.tokenUrl')} <code>{flow.tokenUrl}</code>
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
