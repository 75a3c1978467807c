import { Contents } from './contents.js';
import { Heading } from './heading.js';
import { Html } from './method-badge.js';
import { Parameters } from './parameters.js';
import { ResponseLinks } from './response-links.js';
import { splitSharedHeaders } from './shared-headers.js';
import type { PageSection, ResponseProps } from './types.js';
import { useMessages } from '../site-context.js';

type ResponseHeader = ResponseProps['headers'][number];

const isError = (response: ResponseProps) => response.tone === 'client-error' || response.tone === 'server-error';

/**
 * The Responses section: each status with its description, headers and schema trees (the
 * examples are in the side pane). Every status is a native <details>: open for success
 * and the like, closed for 4xx/5xx, so the page opens on what a call normally returns,
 * also without JavaScript. Its heading stays in the summary, so the anchor and the table of
 * contents still reach it (the runtime opens it when a link targets it). Headers that every
 * response repeats are listed once, before the statuses.
 */
export function Responses({ section, idPrefix, responses }: { section?: PageSection; idPrefix: string; responses: ResponseProps[] }) {
  const messages = useMessages();
  const { shared, responses: own } = splitSharedHeaders(responses);
  return (
    <section className="api-section api-responses">
      {section && (
        <Heading level={2} id={section.id} text={section.title}>
          {section.title}
        </Heading>
      )}
      {shared.length > 0 && (
        <div className="api-response-headers api-shared-headers">
          <h3>{messages.format('api.headersEveryResponse')}</h3>
          <HeaderList headers={shared} />
        </div>
      )}
      {own.map((response) => (
        <Response key={response.status} response={response} idPrefix={idPrefix} />
      ))}
    </section>
  );
}

function HeaderList({ headers }: { headers: ResponseHeader[] }) {
  return (
    <Parameters
      parameters={headers.map((header) => ({
        name: header.name,
        in: 'header',
        required: header.required,
        deprecated: header.deprecated,
        descriptionHtml: header.descriptionHtml,
        schema: header.schema,
      }))}
    />
  );
}

/**
 * One status. Its heading sits in the summary without the usual link to itself (a link
 * inside a summary is a control inside a control): that link comes just before the
 * details, drawn at the end of the summary's row.
 */
function Response({ response, idPrefix }: { response: ResponseProps; idPrefix: string }) {
  const messages = useMessages();
  const text = `${response.status} ${response.statusText}`;
  const label = messages.format('heading.link', { heading: text });
  return (
    <div className={`api-response api-response-${response.tone}`}>
      <a href={`#${response.id}`} className="hash-link api-response-link" aria-label={label} title={label}>
        #
      </a>
      <details open={!isError(response)}>
        <summary className="api-response-summary">
          <h3 id={response.id}>
            <span className={`api-status api-status-${response.tone}`}>{response.status}</span> {response.statusText}
          </h3>
        </summary>
        <Html className="api-description" html={response.descriptionHtml} />
        {response.headers.length > 0 && (
          <div className="api-response-headers">
            <h4>{messages.format('api.headers')}</h4>
            <HeaderList headers={response.headers} />
          </div>
        )}
        <Contents name={`${idPrefix}-response-${response.status}`} contents={response.contents} direction="response" withExamples={false} />
        <ResponseLinks links={response.links} />
      </details>
    </div>
  );
}
