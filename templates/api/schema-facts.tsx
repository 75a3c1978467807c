import type { MessageKey } from '../../src/i18n/messages/en.js';
import type { SchemaNodeProps } from './model-props.js';
import { useCollapsedModels, useModelHref } from './model-links.js';
import { plainItemsWithRules } from './item-rules.js';
import { useMessages } from '../site-context.js';
import { Html } from './method-badge.js';
import { Fragment } from 'react';
import { typeWordsIn, shownTypeLabel } from './type-label.js';

/** The type, with the model's name (a link to its page where `link` is set and the model has one). */
export function TypeLabel({ node, link }: { node: SchemaNodeProps; link?: boolean }) {
  const modelHref = useModelHref();
  const typeLabel = shownTypeLabel(node, typeWordsIn(useMessages()));
  const href = link ? modelHref(node.name) : undefined;
  if (href && node.name)
    return (
      <span className="schema-type">
        {typeLabel !== node.name && <>{typeLabel} </>}
        <a className="schema-model-link" href={href}>
          {node.name}
        </a>
      </span>
    );
  return (
    <span className="schema-type">
      {typeLabel}
      {node.name && typeLabel !== node.name && <span className="schema-name"> ({node.name})</span>}
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

/** The rules of a value, under its description: constraints, allowed values, default, example, and its plain items' rules. */
export function Rules({ node }: { node: SchemaNodeProps }) {
  const messages = useMessages();
  const collapse = useCollapsedModels();
  const modelHref = useModelHref();
  const found = plainItemsWithRules(node);
  // On a model page a named item is its link below the array: its rules are on its own page.
  const items = found && !(collapse && modelHref(found.name)) ? found : undefined;
  const deprecation = node.deprecationHtml && (
    <div className="schema-deprecation" role="note" aria-label={messages.format('api.badge.deprecated')}>
      <Html html={node.deprecationHtml} />
    </div>
  );
  if (!hasRules(node) && !items) return deprecation || null;
  return (
    <>
      {deprecation}
      <p className="schema-rules">
        <RuleParts node={node} />
        {items && (
          <span className="schema-fact schema-item-rules">
            {messages.format('api.schema.items')} <RuleParts node={items} />
          </span>
        )}
      </p>
      {node.enumDescriptions && <EnumDescriptions values={node.enumDescriptions} />}
    </>
  );
}

/** `x-enumDescriptions`: each value with what it means. */
function EnumDescriptions({ values }: { values: NonNullable<SchemaNodeProps['enumDescriptions']> }) {
  return (
    <dl className="schema-enum-descriptions">
      {values.map(({ value, descriptionHtml }, index) => (
        <Fragment key={index}>
          <dt>
            <code>{display(value)}</code>
          </dt>
          <dd>
            <Html html={descriptionHtml} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function hasRules(node: SchemaNodeProps): boolean {
  return (
    node.constraints.length > 0 ||
    Boolean(node.enum?.length) ||
    node.const !== undefined ||
    node.default !== undefined ||
    node.examples.length > 0
  );
}

function RuleParts({ node }: { node: SchemaNodeProps }) {
  const messages = useMessages();
  const enumValues = node.enum?.length ? node.enum : undefined;
  return (
    <>
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
          {messages.format(node.examples.length === 1 ? 'api.schema.example' : 'api.schema.examples')}{' '}
          {node.examples.slice(0, MAX_EXAMPLES).map((example, index) => (
            <code key={index}>{truncate(display(example))}</code>
          ))}
        </span>
      )}
    </>
  );
}

/** A schema's `examples` beyond this many are left to the document. */
const MAX_EXAMPLES = 3;

function truncate(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
