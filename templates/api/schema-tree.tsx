import type { SchemaNodeProps, SchemaTreeProps } from './model-props.js';
import { Html } from './method-badge.js';
import { SiteContext, useMessages } from '../site-context.js';
import { identityOf, Memoised } from '../../src/util/render-memo.js';
import { NestedPart, TreeContextKey } from './schema-memo.js';
import { AnchorRoutesContext } from './description-anchors.js';
import { Badges, Rules, TypeLabel } from './schema-facts.js';
import { SchemaKeywords } from './schema-keywords.js';
import { useContext } from 'react';
import { ModelLinksContext, useLinkDepth, useModelHref } from './model-links.js';
import { linkDepthFor } from './tree-size.js';
import { shownOptionLabel, typeWordsIn } from './type-label.js';

export { Badges, Rules, TypeLabel };

/**
 * An expandable schema: nested objects, arrays, choices and extra properties fold with
 * <details>, so the whole tree is in the HTML and works without JavaScript (a tree of
 * MAX_EXPANDED_NODES or more: its nested models as links). Circular references are
 * markers, never expanded.
 */
export function SchemaView({ schema, direction }: { schema: SchemaTreeProps; direction?: 'request' | 'response' }) {
  const links = useContext(ModelLinksContext);
  const site = useContext(SiteContext);
  const anchors = useContext(AnchorRoutesContext);
  const collapse = links.collapse;
  if (schema.kind === 'circular') return <CircularMarker name={schema.name} />;
  // A tree too large to spell out shows its nested models, from some depth on, as links to
  // their pages (at depth 0, as a model page does).
  if (!collapse && links.linkDepth === undefined && links.routes) {
    const routes = links.routes;
    const linkDepth = linkDepthFor(schema, (name) => Object.hasOwn(routes, name));
    if (linkDepth !== undefined)
      return (
        <ModelLinksContext.Provider value={{ ...links, ...(linkDepth === 0 ? { collapse: true } : { linkDepth }) }}>
          <SchemaView schema={schema} direction={direction} />
        </ModelLinksContext.Provider>
      );
  }
  // The same tree on many pages (a shared response, a model): its HTML is made once. Every
  // context the tree reads is in `by`.
  const by = `${direction}|${collapse}|${links.linkDepth}|${site.address.baseUrl}|${site.address.trailingSlash}|${identityOf(site.messages)}|${identityOf(links.routes)}|${identityOf(anchors)}`;
  return (
    <TreeContextKey.Provider value={by}>
      <Memoised of={schema} by={by} tag="div" className="schema">
        <div className="schema-head">
          <TypeLabel node={schema} link={!collapse} />
          <Badges node={schema} />
        </div>
        <Html className="schema-description" html={schema.descriptionHtml} />
        <Rules node={schema} />
        <SchemaBody node={schema} depth={0} direction={direction} />
      </Memoised>
    </TreeContextKey.Provider>
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

/** Whether a node has anything to unfold. */
export function hasChildren(node: SchemaTreeProps): boolean {
  if (node.kind === 'circular') return false;
  return (
    node.properties.length > 0 ||
    (node.items !== undefined && (node.items.kind === 'circular' || hasChildren(node.items))) ||
    (typeof node.additionalProperties === 'object' &&
      (node.additionalProperties.kind === 'circular' || hasChildren(node.additionalProperties))) ||
    node.choices !== undefined ||
    node.keywords !== undefined
  );
}

/**
 * On a model page, another model nested in it; in a large tree, one from the link depth
 * on: shown as its name and link only.
 */
function useIsReference(): (node: SchemaTreeProps, depth: number) => boolean {
  const linkDepth = useLinkDepth();
  const modelHref = useModelHref();
  return (node, depth) => depth >= linkDepth && node.kind === 'schema' && modelHref(node.name) !== undefined;
}

/** A sub-schema shown inline: a circular marker, a model reference, or its body. */
function NestedTree({ tree, depth, direction }: { tree: SchemaTreeProps; depth: number; direction?: 'request' | 'response' }) {
  const isReference = useIsReference();
  if (tree.kind === 'circular') return <CircularMarker name={tree.name} />;
  if (isReference(tree, depth))
    return (
      <p className="schema-model-ref">
        <TypeLabel node={tree} link />
      </p>
    );
  return <NestedBody node={tree} depth={depth} direction={direction} />;
}

function SchemaBody({ node, depth, direction }: { node: SchemaNodeProps; depth: number; direction?: 'request' | 'response' }) {
  const messages = useMessages();
  const isReference = useIsReference();
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
      {node.keywords?.patternProperties && (
        <ul className="schema-properties">
          {node.keywords.patternProperties.map((entry) => (
            <Property
              key={entry.pattern}
              name={messages.format('api.schema.patternName', { pattern: entry.pattern })}
              required={false}
              schema={entry.schema}
              depth={depth}
              direction={direction}
              extra
            />
          ))}
        </ul>
      )}
      {items && node.properties.length === 0 && (items.kind === 'circular' || isReference(items, depth + 1) || hasChildren(items)) && (
        <div className="schema-items">
          <p className="schema-note">{messages.format('api.schema.items')}</p>
          <NestedTree tree={items} depth={depth + 1} direction={direction} />
        </div>
      )}
      {node.choices && <Choices node={node} depth={depth} direction={direction} />}
      <SchemaKeywords node={node} nested={(tree) => <NestedTree tree={tree} depth={depth + 1} direction={direction} />} />
    </>
  );
}

/** An array's item schema or a choice's option, shown inline with its own facts. */
function NestedBody({ node, depth, direction }: { node: SchemaNodeProps; depth: number; direction?: 'request' | 'response' }) {
  return (
    <NestedPart node={node} depth={depth} className="schema-nested-body">
      <div className="schema-head">
        <TypeLabel node={node} link />
        <Badges node={node} />
      </div>
      <Html className="schema-description" html={node.descriptionHtml} />
      <Rules node={node} />
      <SchemaBody node={node} depth={depth} direction={direction} />
    </NestedPart>
  );
}

function Choices({ node, depth, direction }: { node: SchemaNodeProps; depth: number; direction?: 'request' | 'response' }) {
  const messages = useMessages();
  const isReference = useIsReference();
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
              {option.schema.kind === 'circular' || isReference(option.schema, depth + 1) ? (
                <>
                  <NestedTree tree={option.schema} depth={depth + 1} direction={direction} />
                  {/* A model page links the option: the value that picks it is said beside the link. */}
                  {values.length > 0 && (
                    <p className="schema-note">
                      <WhenChosen propertyName={discriminator!.propertyName} values={values} />
                    </p>
                  )}
                </>
              ) : (
                <details className="schema-choice">
                  <summary>
                    <span className="schema-choice-label">{shownOptionLabel(option, typeWordsIn(messages))}</span>
                    {values.length > 0 && <WhenChosen propertyName={discriminator!.propertyName} values={values} />}
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

/** "when `kind` is `dog`": the discriminator values that pick an option. */
function WhenChosen({ propertyName, values }: { propertyName: string; values: string[] }) {
  const messages = useMessages();
  return (
    <span className="schema-fact">
      {' '}
      {messages.format('api.schema.when')} <code>{propertyName}</code> {messages.format('api.schema.is')}{' '}
      {values.map((value) => (
        <code key={value}>{value}</code>
      ))}
    </span>
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
  const messages = useMessages();
  const isReference = useIsReference();
  const modelHref = useModelHref();
  // A request never sends read-only members and a response never carries write-only ones: left out.
  if (schema.kind === 'schema' && ((direction === 'request' && schema.readOnly) || (direction === 'response' && schema.writeOnly)))
    return null;
  const leaf = schema.kind === 'circular' || isReference(schema, depth) || !hasChildren(schema);
  const row = (
    <span className="schema-row">
      <code className={`schema-property-name${extra ? ' schema-property-extra' : ''}`}>{name}</code>
      {/* Inside <summary> a link would be a control within a control: the model's link goes below it. */}
      {schema.kind === 'circular' ? <CircularMarker name={schema.name} /> : <TypeLabel node={schema} link={leaf} />}
      {schema.kind === 'schema' ? (
        <Badges node={schema} required={required} />
      ) : (
        required && <span className="schema-badge schema-badge-required">{messages.format('api.badge.required')}</span>
      )}
    </span>
  );
  const className = 'schema-property';
  if (leaf) {
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
        {schema.name && modelHref(schema.name) && (
          <p className="schema-note schema-model-ref">
            {messages.format('api.schema.model')} <a href={modelHref(schema.name)}>{schema.name}</a>
          </p>
        )}
        <Html className="schema-description" html={schema.descriptionHtml} />
        <Rules node={schema} />
        <NestedPart node={schema} depth={depth + 1} className="schema-children">
          <SchemaBody node={schema} depth={depth + 1} direction={direction} />
        </NestedPart>
      </details>
    </li>
  );
}
