import type { MessageKey } from '../../src/i18n/messages/en.js';
import type { SchemaNodeProps, SchemaTreeProps } from './model-props.js';
import { Html } from './method-badge.js';
import { useMessages } from '../site-context.js';

/**
 * An expandable schema: nested objects, arrays, choices and extra properties fold with
 * <details>, so the whole tree is in the HTML and works without JavaScript. Circular
 * references are markers, never expanded.
 */
export function SchemaView({ schema, direction }: { schema: SchemaTreeProps; direction?: 'request' | 'response' }) {
  if (schema.kind === 'circular') return <CircularMarker name={schema.name} />;
  return (
    <div className="schema">
      <div className="schema-head">
        <TypeLabel node={schema} />
        <Badges node={schema} />
      </div>
      <Html className="schema-description" html={schema.descriptionHtml} />
      <Rules node={schema} />
      <SchemaBody node={schema} depth={0} direction={direction} />
    </div>
  );
}

function CircularMarker({ name }: { name: string }) {
  const messages = useMessages();
  return (
    <span className="schema-circular" title={messages.format('api.schema.circularTitle', { name })}>
      <span aria-hidden="true">↻</span> {messages.format('api.schema.circular', { name })}
    </span>
  );
}

export function TypeLabel({ node }: { node: SchemaNodeProps }) {
  return (
    <span className="schema-type">
      {node.typeLabel}
      {node.name && node.typeLabel !== node.name && <span className="schema-name"> ({node.name})</span>}
    </span>
  );
}

function display(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Short flags shown next to the type (class name, then its words): required, nullable, read-only, write-only, deprecated. */
export function Badges({ node, required }: { node: SchemaNodeProps; required?: boolean }) {
  const messages = useMessages();
  const badges: [string, MessageKey][] = [];
  if (required) badges.push(['required', 'api.badge.required']);
  if (node.nullable && node.types.length) badges.push(['nullable', 'api.badge.nullable']);
  if (node.readOnly) badges.push(['read-only', 'api.badge.readOnly']);
  if (node.writeOnly) badges.push(['write-only', 'api.badge.writeOnly']);
  if (node.deprecated) badges.push(['deprecated', 'api.badge.deprecated']);
  if (badges.length === 0) return null;
  return (
    <>
      {badges.map(([badge, key]) => (
        <span key={badge} className={`schema-badge schema-badge-${badge}`}>
          {messages.format(key)}
        </span>
      ))}
    </>
  );
}

/** The rules of a value, under its description: constraints, allowed values, default, example. */
export function Rules({ node }: { node: SchemaNodeProps }) {
  const messages = useMessages();
  const enumValues = node.enum?.length ? node.enum : undefined;
  if (!node.constraints.length && !enumValues && node.const === undefined && node.default === undefined && !node.examples.length)
    return null;
  return (
    <p className="schema-rules">
      {node.constraints.map((constraint) => (
        <span key={constraint} className="schema-constraint">
          {constraint}
        </span>
      ))}
      {node.const !== undefined && (
        <span className="schema-fact">
          {messages.format('api.schema.always')} <code>{display(node.const)}</code>
        </span>
      )}
      {enumValues && (
        <span className="schema-fact schema-enum">
          {messages.format(enumValues.length === 1 ? 'api.schema.value' : 'api.schema.oneOfValues')}{' '}
          {enumValues.map((value, index) => (
            <code key={index}>{display(value)}</code>
          ))}
        </span>
      )}
      {node.default !== undefined && (
        <span className="schema-fact">
          {messages.format('api.schema.default')} <code>{display(node.default)}</code>
        </span>
      )}
      {node.examples.length > 0 && (
        <span className="schema-fact">
          {messages.format('api.schema.example')} <code>{truncate(display(node.examples[0]))}</code>
        </span>
      )}
    </p>
  );
}

function truncate(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Whether a node has anything to unfold. */
export function hasChildren(node: SchemaTreeProps): boolean {
  if (node.kind === 'circular') return false;
  return (
    node.properties.length > 0 ||
    (node.items !== undefined && (node.items.kind === 'circular' || hasChildren(node.items))) ||
    (typeof node.additionalProperties === 'object' &&
      (node.additionalProperties.kind === 'circular' || hasChildren(node.additionalProperties))) ||
    node.choices !== undefined
  );
}

function SchemaBody({ node, depth, direction }: { node: SchemaNodeProps; depth: number; direction?: 'request' | 'response' }) {
  const messages = useMessages();
  const items = node.items;
  return (
    <>
      {node.properties.length > 0 && (
        <ul className="schema-properties">
          {node.properties.map((property) => (
            <Property
              key={property.name}
              name={property.name}
              required={property.required}
              schema={property.schema}
              depth={depth}
              direction={direction}
            />
          ))}
        </ul>
      )}
      {node.additionalProperties === false && node.properties.length > 0 && (
        <p className="schema-note">{messages.format('api.schema.noOtherProperties')}</p>
      )}
      {typeof node.additionalProperties === 'object' && (
        <ul className="schema-properties">
          <Property
            name={messages.format('api.schema.anyName')}
            required={false}
            schema={node.additionalProperties}
            depth={depth}
            direction={direction}
            extra
          />
        </ul>
      )}
      {items && node.properties.length === 0 && (items.kind === 'circular' || hasChildren(items)) && (
        <div className="schema-items">
          <p className="schema-note">{messages.format('api.schema.items')}</p>
          {items.kind === 'circular' ? (
            <CircularMarker name={items.name} />
          ) : (
            <NestedBody node={items} depth={depth + 1} direction={direction} />
          )}
        </div>
      )}
      {node.choices && <Choices node={node} depth={depth} direction={direction} />}
    </>
  );
}

/** An array's item schema or a choice's option, shown inline with its own facts. */
function NestedBody({ node, depth, direction }: { node: SchemaNodeProps; depth: number; direction?: 'request' | 'response' }) {
  return (
    <div className="schema-nested-body">
      <div className="schema-head">
        <TypeLabel node={node} />
        <Badges node={node} />
      </div>
      <Html className="schema-description" html={node.descriptionHtml} />
      <Rules node={node} />
      <SchemaBody node={node} depth={depth} direction={direction} />
    </div>
  );
}

function Choices({ node, depth, direction }: { node: SchemaNodeProps; depth: number; direction?: 'request' | 'response' }) {
  const messages = useMessages();
  const choices = node.choices!;
  const discriminator = node.discriminator;
  const count = choices.options.length;
  return (
    <div className="schema-choices">
      <p className="schema-note">
        {messages.format(choices.kind === 'oneOf' ? 'api.schema.exactlyOne' : 'api.schema.anyOf', { count })}
        {discriminator && (
          <>
            {messages.format('api.schema.chosenBy')} <code>{discriminator.propertyName}</code>
          </>
        )}
        :
      </p>
      <ul className="schema-choice-list">
        {choices.options.map((option, index) => {
          const values = discriminator?.mapping.filter((entry) => entry.target === option.label).map((entry) => entry.value) ?? [];
          return (
            <li key={index}>
              {option.schema.kind === 'circular' ? (
                <CircularMarker name={option.schema.name} />
              ) : (
                <details className="schema-choice">
                  <summary>
                    <span className="schema-choice-label">{option.label}</span>
                    {values.length > 0 && (
                      <span className="schema-fact">
                        {' '}
                        {messages.format('api.schema.when')} <code>{discriminator!.propertyName}</code> {messages.format('api.schema.is')}{' '}
                        {values.map((value) => (
                          <code key={value}>{value}</code>
                        ))}
                      </span>
                    )}
                  </summary>
                  <NestedBody node={option.schema} depth={depth + 1} direction={direction} />
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Property({
  name,
  required,
  schema,
  depth,
  direction,
  extra,
}: {
  name: string;
  required: boolean;
  schema: SchemaTreeProps;
  depth: number;
  direction?: 'request' | 'response';
  extra?: boolean;
}) {
  const hidden =
    schema.kind === 'schema' && ((direction === 'request' && schema.readOnly) || (direction === 'response' && schema.writeOnly));
  const row = (
    <span className="schema-row">
      <code className={`schema-property-name${extra ? ' schema-property-extra' : ''}`}>{name}</code>
      {schema.kind === 'circular' ? <CircularMarker name={schema.name} /> : <TypeLabel node={schema} />}
      {schema.kind === 'schema' ? (
        <Badges node={schema} required={required} />
      ) : (
        required && <span className="schema-badge schema-badge-required">required</span>
      )}
    </span>
  );
  const className = `schema-property${hidden ? ' schema-property-hidden' : ''}`;
  if (schema.kind === 'circular' || !hasChildren(schema)) {
    return (
      <li className={className}>
        {row}
        {schema.kind === 'schema' && (
          <>
            <Html className="schema-description" html={schema.descriptionHtml} />
            <Rules node={schema} />
          </>
        )}
      </li>
    );
  }
  return (
    <li className={className}>
      <details className="schema-expand" open={depth === 0}>
        <summary>{row}</summary>
        <Html className="schema-description" html={schema.descriptionHtml} />
        <Rules node={schema} />
        <div className="schema-children">
          <SchemaBody node={schema} depth={depth + 1} direction={direction} />
        </div>
      </details>
    </li>
  );
}
