import type { ReactNode } from 'react';
import type { SchemaNodeProps, SchemaTreeProps } from './model-props.js';
import { useMessages } from '../site-context.js';

/**
 * The rarer keywords of a schema, after its properties: tuple positions (`prefixItems`,
 * `items: false`), `contains`, `not`, `if`/`then`/`else` and the dependencies between
 * properties. `nested` renders a sub-schema the way the tree renders any other.
 */
export function SchemaKeywords({ node, nested }: { node: SchemaNodeProps; nested: (tree: SchemaTreeProps) => ReactNode }) {
  const messages = useMessages();
  const keywords = node.keywords;
  // Pattern properties are listed with the other properties (schema-tree.tsx).
  const { patternProperties, ...shown } = keywords ?? {};
  if (Object.keys(shown).length === 0) return null;
  const { prefixItems, conditional } = shown;
  return (
    <div className="schema-keywords">
      {prefixItems && (
        <div className="schema-items">
          <p className="schema-note">{messages.format('api.schema.prefixItems')}</p>
          <ol className="schema-positions">
            {prefixItems.map((item, index) => (
              <li key={index}>
                <span className="schema-position">{messages.format('api.schema.position', { position: index + 1 })}</span>
                {nested(item)}
              </li>
            ))}
          </ol>
        </div>
      )}
      {shown.noItems && <p className="schema-note">{messages.format(prefixItems ? 'api.schema.noMoreItems' : 'api.schema.noItems')}</p>}
      {shown.contains && <Part title={messages.format('api.schema.contains')}>{nested(shown.contains)}</Part>}
      {shown.not && <Part title={messages.format('api.schema.not')}>{nested(shown.not)}</Part>}
      {conditional && (
        <div className="schema-conditional">
          <Part title={messages.format('api.schema.if')}>{nested(conditional.if)}</Part>
          {conditional.then && <Part title={messages.format('api.schema.then')}>{nested(conditional.then)}</Part>}
          {conditional.else && <Part title={messages.format('api.schema.else')}>{nested(conditional.else)}</Part>}
        </div>
      )}
      {shown.dependentRequired?.map((dependency) => (
        <p key={`required:${dependency.property}`} className="schema-note schema-dependency">
          {messages.format('api.schema.whenPresent', { property: dependency.property })}{' '}
          {dependency.requires.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </span>
          ))}
        </p>
      ))}
      {shown.dependentSchemas?.map((dependency) => (
        <Part
          key={`schema:${dependency.property}`}
          title={messages.format('api.schema.whenPresentMatches', { property: dependency.property })}
        >
          {nested(dependency.schema)}
        </Part>
      ))}
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="schema-part">
      <p className="schema-note">{title}</p>
      {children}
    </div>
  );
}
