import { useMessages } from '../site-context.js';
import { Contents } from './contents.js';
import { Heading } from './heading.js';
import { Html, MethodBadge } from './method-badge.js';
import type { CallbackProps } from './event-props.js';
import { ResponseStatuses } from './responses.js';

/** An operation's callbacks: where each request goes, what it sends and the responses it expects. */
export function Callbacks({ callbacks, idPrefix }: { callbacks: CallbackProps[]; idPrefix: string }) {
  const messages = useMessages();
  return (
    <>
      <p className="api-description">{messages.format('api.callback.intro')}</p>
      {callbacks.map((callback) => (
        <section key={callback.id} className="api-callback">
          <Heading level={3} id={callback.id} text={callback.name}>
            {callback.name}
          </Heading>
          {callback.requests.map((request) => (
            <div key={request.id} className="api-callback-request">
              <p className="api-endpoint" id={request.id}>
                <MethodBadge method={request.method} />
                <span className="api-callback-url">{messages.format('api.callback.url')}</span>{' '}
                <code className="api-callback-expression">{callback.expression}</code>
              </p>
              {request.summary && <p className="lead">{request.summary}</p>}
              <Html className="markdown api-description" html={request.descriptionHtml} />
              {request.body && (
                <>
                  <h4>{messages.format('api.section.payload')}</h4>
                  <Html className="api-description" html={request.body.descriptionHtml} />
                  <Contents name={`${idPrefix}-${request.id}-body`} contents={request.body.contents} direction="request" />
                </>
              )}
              {request.responses.length > 0 && (
                <>
                  <h4>{messages.format('api.section.expectedResponses')}</h4>
                  <ResponseStatuses responses={request.responses} idPrefix={`${idPrefix}-${request.id}`} level={5} />
                </>
              )}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
