import { SchemaView } from './schema-tree.js';
import type { ContentProps } from './types.js';
import { Tabs } from './tabs.js';
import { Examples } from './code.js';
import { useMessages } from '../site-context.js';
import { Fragment } from 'react';

/**
 * A body's media types, each with its schema tree and, beside it, its examples (unless
 * `withExamples` is false: the operation page shows responses' examples in its side pane).
 */
export function Contents({
  name,
  contents,
  direction,
  withExamples = true,
}: {
  name: string;
  contents: ContentProps[];
  direction: 'request' | 'response';
  withExamples?: boolean;
}) {
  const messages = useMessages();
  if (contents.length === 0) return null;
  // Media types that share one schema (JSON and XML of the same model) show it once: each
  // copy of a large tree was hundreds of kilobytes of HTML.
  if (sharesOneSchema(contents, withExamples)) {
    const [first] = contents;
    return (
      <div className="api-content api-content-shared">
        <p className="api-media-type">
          {contents.map((content, index) => (
            <Fragment key={content.mediaType}>
              {index > 0 && ', '}
              <code>{content.mediaType}</code>
            </Fragment>
          ))}
        </p>
        <div className="api-body">
          <div className="api-body-schema">
            <SchemaView schema={first!.schema!} direction={direction} />
          </div>
          {withExamples && (
            <div className="api-body-example">
              {first!.binary && first!.examples.length === 0 ? (
                <p className="schema-note">{messages.format('api.binary')}</p>
              ) : (
                <Examples name={`${name}-0-example`} examples={first!.examples} />
              )}
            </div>
          )}
        </div>
      </div>
    );
  }
  return (
    <Tabs
      name={`${name}-type`}
      label={messages.format('api.contentType')}
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
                  !content.itemSchema && <p className="schema-note">{messages.format('api.noSchema')}</p>
                )}
                {content.itemSchema && (
                  <>
                    <p className="api-stream-item">{messages.format('api.streamItem')}</p>
                    <SchemaView schema={content.itemSchema} direction={direction} />
                  </>
                )}
              </div>
              {withExamples && (
                <div className="api-body-example">
                  {content.binary && content.examples.length === 0 ? (
                    <p className="schema-note">{messages.format('api.binary')}</p>
                  ) : (
                    <Examples name={`${name}-${index}-example`} examples={content.examples} />
                  )}
                </div>
              )}
            </div>
          </div>
        ),
      }))}
    />
  );
}

/**
 * Whether every media type has the same schema (the same tree: one schema object in the
 * document) and, when examples are shown beside it, the same examples.
 */
export function sharesOneSchema(contents: readonly ContentProps[], withExamples: boolean): boolean {
  const [first, ...rest] = contents;
  if (
    !first?.schema ||
    rest.length === 0 ||
    rest.some((content) => content.schema !== first.schema || content.itemSchema !== first.itemSchema || content.binary !== first.binary)
  )
    return false;
  if (!withExamples) return true;
  const examples = JSON.stringify(first.examples);
  return rest.every((content) => JSON.stringify(content.examples) === examples);
}
