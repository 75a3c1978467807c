import { SchemaView } from './schema-tree.js';
import type { ContentProps } from './types.js';
import { Tabs } from './tabs.js';
import { Examples } from './code.js';
import { useMessages } from '../site-context.js';

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
                  <p className="schema-note">{messages.format('api.noSchema')}</p>
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
