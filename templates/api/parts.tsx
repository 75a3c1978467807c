import type { ReactNode } from 'react';
import type { ApiServer, SecurityRequirement, SecurityScheme } from '../../src/openapi/model.js';
import { useHref } from '../site-context.js';
import { Html } from './method-badge.js';
import { Badges, hasChildren, Rules, SchemaView, TypeLabel } from './schema-tree.js';
import type { CodeSampleProps, ContentProps, DownloadProps, ExampleProps, ParameterProps } from './types.js';

/** A section heading with its direct-link anchor, like the headings of guides. */
export function Heading({ level, id, children, text }: { level: 2 | 3; id: string; children: ReactNode; text: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  const label = `Direct link to ${text}`;
  return (
    <Tag id={id}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}

/**
 * Tabs that work without JavaScript: radio buttons (keyboard: arrow keys) with CSS
 * showing the panel after the checked one.
 */
export function Tabs({ name, label, items }: { name: string; label: string; items: { id: string; label: string; content: ReactNode }[] }) {
  if (items.length === 1) return <>{items[0]!.content}</>;
  return (
    <div className="api-tabs" role="radiogroup" aria-label={label}>
      {items.map((item, index) => (
        <TabItem key={item.id} name={name} item={item} checked={index === 0} />
      ))}
    </div>
  );
}

function TabItem({ name, item, checked }: { name: string; item: { id: string; label: string; content: ReactNode }; checked: boolean }) {
  const id = `${name}-${item.id}`;
  return (
    <>
      <input className="api-tab-input" type="radio" name={name} id={id} defaultChecked={checked} value={item.id} />
      <label className="api-tab-label" htmlFor={id}>
        {item.label}
      </label>
      <div className="api-tab-panel">{item.content}</div>
    </>
  );
}

/** A highlighted code block (same markup as fenced code in guides, so it gets the copy button). */
export function CodeBlock({ html, language, title }: { html: string; language: string; title?: string }) {
  return (
    <figure className="code-block" data-language={language}>
      {title && <figcaption className="code-block-title">{title}</figcaption>}
      <pre className={`language-${language}`} tabIndex={0}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}

export function CodeSamples({ name, samples }: { name: string; samples: CodeSampleProps[] }) {
  return (
    <div className="api-code-samples">
      <Tabs
        name={name}
        label="Language"
        items={samples.map((sample) => ({
          id: sample.id,
          label: sample.label,
          content: <CodeBlock html={sample.html} language={sample.language} />,
        }))}
      />
    </div>
  );
}

export function Examples({ name, examples }: { name: string; examples: ExampleProps[] }) {
  if (examples.length === 0) return null;
  return (
    <div className="api-examples">
      <Tabs
        name={name}
        label="Example"
        items={examples.map((example, index) => ({
          id: String(index),
          label: example.summary ?? example.name,
          content: (
            <>
              <Html className="api-example-description" html={example.descriptionHtml} />
              <CodeBlock
                html={example.html}
                language="json"
                title={example.generated ? 'Example (generated from the schema)' : (example.summary ?? 'Example')}
              />
            </>
          ),
        }))}
      />
    </div>
  );
}

/** A body's media types, each with its schema tree and, beside it, its examples. */
export function Contents({ name, contents, direction }: { name: string; contents: ContentProps[]; direction: 'request' | 'response' }) {
  if (contents.length === 0) return null;
  return (
    <Tabs
      name={`${name}-type`}
      label="Content type"
      items={contents.map((content, index) => ({
        id: String(index),
        label: content.mediaType,
        content: (
          <div className="api-content">
            <p className="api-media-type">
              <code>{content.mediaType}</code>
            </p>
            <div className="api-body">
              <div className="api-body-schema">
                {content.schema ? (
                  <SchemaView schema={content.schema} direction={direction} />
                ) : (
                  <p className="schema-note">No schema given.</p>
                )}
              </div>
              <div className="api-body-example">
                {content.binary && content.examples.length === 0 ? (
                  <p className="schema-note">Binary content (raw bytes).</p>
                ) : (
                  <Examples name={`${name}-${index}-example`} examples={content.examples} />
                )}
              </div>
            </div>
          </div>
        ),
      }))}
    />
  );
}

export function Parameters({ parameters }: { parameters: ParameterProps[] }) {
  return (
    <ul className="api-params">
      {parameters.map((parameter) => (
        <li key={`${parameter.in}:${parameter.name}`} className={`api-param${parameter.deprecated ? ' api-deprecated' : ''}`}>
          <div className="schema-row">
            <code className="schema-property-name">{parameter.name}</code>
            {parameter.schema?.kind === 'schema' && <TypeLabel node={parameter.schema} />}
            {parameter.schema?.kind === 'schema' ? (
              <Badges node={parameter.schema} required={parameter.required} />
            ) : (
              parameter.required && <span className="schema-badge schema-badge-required">required</span>
            )}
            {parameter.deprecated && !(parameter.schema?.kind === 'schema' && parameter.schema.deprecated) && (
              <span className="schema-badge schema-badge-deprecated">deprecated</span>
            )}
          </div>
          <Html
            className="schema-description"
            html={parameter.descriptionHtml ?? (parameter.schema?.kind === 'schema' ? parameter.schema.descriptionHtml : undefined)}
          />
          {parameter.schema?.kind === 'schema' && <Rules node={parameter.schema} />}
          {parameter.example !== undefined && (
            <p className="api-param-example">
              Example: <code>{parameter.example}</code>
            </p>
          )}
          {parameter.schema && hasChildren(parameter.schema) && (
            <details className="schema-expand">
              <summary>Schema</summary>
              <SchemaView schema={parameter.schema} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function schemeDescription(scheme: SecurityScheme): string {
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

/** The ways to authenticate a call: alternatives, each a set of schemes with their scopes. */
export function SecurityRequirements({
  requirements,
  serviceRoute,
  anchor,
}: {
  requirements: SecurityRequirement[];
  serviceRoute: string;
  anchor: string;
}) {
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
                <a href={href(`${serviceRoute}#${anchor}`)}>
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

export function SecuritySchemes({ schemes }: { schemes: SecurityScheme[] }) {
  return (
    <dl className="api-schemes">
      {schemes.map((scheme) => (
        <div key={scheme.key} className="api-scheme">
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

export function Servers({ servers }: { servers: ApiServer[] }) {
  return (
    <ul className="api-servers">
      {servers.map((server) => (
        <li key={server.url}>
          <code className="api-server-url">{server.url}</code>
          {server.description && <span className="api-server-description"> {server.description}</span>}
          {server.variables.length > 0 && (
            <ul className="api-server-variables">
              {server.variables.map((variable) => (
                <li key={variable.name}>
                  <code>{`{${variable.name}}`}</code>:{' '}
                  {variable.enum ? variable.enum.map((value) => <code key={value}>{value}</code>) : 'any value'} (default{' '}
                  <code>{variable.default}</code>)
                  <Html className="schema-note" html={variable.descriptionHtml} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

export function DownloadLink({ download }: { download: DownloadProps }) {
  const href = useHref();
  return (
    <a className="api-download" href={href(download.href)} download={download.fileName}>
      Download OpenAPI document
    </a>
  );
}

/** The "more documentation" link of an operation or tag (`externalDocs`). */
export function ExternalDocs({ docs }: { docs?: { url: string; description?: string } }) {
  if (!docs) return null;
  return (
    <p className="api-external">
      <a href={docs.url}>{docs.description ?? 'More documentation'}</a>
    </p>
  );
}
