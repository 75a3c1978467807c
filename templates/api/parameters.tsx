import { Html } from './method-badge.js';
import { Badges, hasChildren, Rules, SchemaView, TypeLabel } from './schema-tree.js';
import type { ParameterExampleProps, ParameterProps } from './types.js';
import { useMessages } from '../site-context.js';

export function Parameters({ parameters }: { parameters: ParameterProps[] }) {
  const messages = useMessages();
  return (
    <ul className="api-params">
      {parameters.map((parameter) => (
        <li key={`${parameter.in}:${parameter.name}`} className={`api-param${parameter.deprecated ? ' api-deprecated' : ''}`}>
          <div className="schema-row">
            <code className="schema-property-name">{parameter.name}</code>
            {parameter.schema?.kind === 'schema' && <TypeLabel node={parameter.schema} link />}
            {parameter.schema?.kind === 'schema' ? (
              <Badges node={parameter.schema} required={parameter.required} />
            ) : (
              parameter.required && <span className="schema-badge schema-badge-required">{messages.format('api.badge.required')}</span>
            )}
            {parameter.deprecated && !(parameter.schema?.kind === 'schema' && parameter.schema.deprecated) && (
              <span className="schema-badge schema-badge-deprecated">{messages.format('api.badge.deprecated')}</span>
            )}
          </div>
          <Html
            className="schema-description"
            html={parameter.descriptionHtml ?? (parameter.schema?.kind === 'schema' ? parameter.schema.descriptionHtml : undefined)}
          />
          {parameter.schema?.kind === 'schema' && <Rules node={parameter.schema} />}
          {parameter.serialisation && <Serialisation serialisation={parameter.serialisation} />}
          {parameter.examples ? (
            <ParameterExamples examples={parameter.examples} />
          ) : (
            parameter.example !== undefined && (
              <p className="api-param-example">
                {messages.format(parameter.exampleGenerated ? 'api.exampleGeneratedLabel' : 'api.exampleLabel')}{' '}
                <code>{parameter.example}</code>
              </p>
            )
          )}
          {parameter.schema && hasChildren(parameter.schema) && (
            <details className="schema-expand">
              <summary>{messages.format('api.schema')}</summary>
              <SchemaView schema={parameter.schema} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A parameter's named examples, one line each: the value, then its summary (else its name) and description. */
function ParameterExamples({ examples }: { examples: ParameterExampleProps[] }) {
  const messages = useMessages();
  const line = (example: ParameterExampleProps) => (
    <>
      <code>{example.value}</code>
      {example.label && ` ${example.label}`}
      {example.descriptionHtml && ': '}
      <Html className="api-example-description" html={example.descriptionHtml} />
    </>
  );
  if (examples.length === 1)
    return (
      <div className="api-param-example api-param-examples">
        {messages.format('api.exampleLabel')} {line(examples[0]!)}
      </div>
    );
  return (
    <div className="api-param-example">
      {messages.format('api.examplesLabel')}
      <ul className="api-param-examples">
        {examples.map((example) => (
          <li key={example.name}>{line(example)}</li>
        ))}
      </ul>
    </div>
  );
}

/** A declared serialisation in words, e.g. "Style deepObject, exploded. Sent as filter[colour]=red". */
function Serialisation({ serialisation }: { serialisation: NonNullable<ParameterProps['serialisation']> }) {
  const messages = useMessages();
  const { style, explode, allowReserved, sentAs } = serialisation;
  return (
    <p className="api-param-style">
      {messages.format('api.parameter.style', { style })},{' '}
      {messages.format(explode ? 'api.parameter.exploded' : 'api.parameter.notExploded')}
      {allowReserved && `, ${messages.format('api.parameter.allowReserved')}`}
      {sentAs !== undefined && (
        <>
          {'. '}
          {messages.format('api.parameter.sentAs')} <code>{sentAs}</code>
        </>
      )}
    </p>
  );
}
