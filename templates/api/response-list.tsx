import { useMessages } from '../site-context.js';
import { Contents } from './contents.js';
import { Heading } from './heading.js';
import { Html } from './method-badge.js';
import { Parameters } from './parameters.js';
import { ResponseLinks } from './response-links.js';
import type { ResponseProps } from './types.js';

/**
 * Responses, each with its status, description, headers, bodies and links: on webhook
 * pages (what the reader's server returns) and under callbacks. `level` is the heading
 * level of each response.
 */
export function ResponseList({ responses, idPrefix, level }: { responses: ResponseProps[]; idPrefix: string; level: 3 | 4 | 5 }) {
  const messages = useMessages();
  const Minor = level === 5 ? 'h5' : 'h4';
  return (
    <>
      {responses.map((response) => {
        const title = `${response.status} ${response.statusText}`;
        const status = (
          <>
            <span className={`api-status api-status-${response.tone}`}>{response.status}</span> {response.statusText}
          </>
        );
        return (
          <section key={response.status} className={`api-response api-response-${response.tone}`}>
            {level === 3 ? (
              <Heading level={3} id={response.id} text={title}>
                {status}
              </Heading>
            ) : (
              <Minor id={response.id}>{status}</Minor>
            )}
            <Html className="api-description" html={response.descriptionHtml} />
            {response.headers.length > 0 && (
              <div className="api-response-headers">
                <p className="api-subheading">{messages.format('api.headers')}</p>
                <Parameters
                  parameters={response.headers.map((header) => ({
                    name: header.name,
                    in: 'header',
                    required: header.required,
                    deprecated: header.deprecated,
                    descriptionHtml: header.descriptionHtml,
                    schema: header.schema,
                  }))}
                />
              </div>
            )}
            <Contents name={`${idPrefix}-response-${response.status}`} contents={response.contents} direction="response" />
            <ResponseLinks links={response.links} />
          </section>
        );
      })}
    </>
  );
}
