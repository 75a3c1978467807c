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
 * The Responses section: each status with its description, headers and schema trees. Every
 * status is a native <details>: open for success and the like, closed for 4xx/5xx, so the
 * page opens on what a call normally returns, also without JavaScript. Its heading stays in
 * the summary, so the anchor and the table of contents still reach it (the runtime opens it
 * when a link targets it). Headers that every response repeats are listed once, before the
 * statuses. Operation pages show the examples in their side pane (`withExamples` false);
 * webhook pages show them here.
 */
export function Responses({
  section,
  idPrefix,
  responses,
  withExamples = false,
}: {
  section?: PageSection;
  idPrefix: string;
  responses: ResponseProps[];
  withExamples?: boolean;
}) {
  return (
    <section className="api-section api-responses">
      {section && (
        <Heading level={2} id={section.id} text={section.title}>
          {section.title}
        </Heading>
      )}
      <ResponseStatuses responses={responses} idPrefix={idPrefix} level={3} withExamples={withExamples} />
    </section>
  );
}

/**
 * The statuses of a list of responses, folded as in `Responses`: under a Responses section
 * (`level` 3) or a callback's request (`level` 5, its examples beside each body).
 */
export function ResponseStatuses({
  responses,
  idPrefix,
  level,
  withExamples = true,
}: {
  responses: ResponseProps[];
  idPrefix: string;
  level: 3 | 5;
  withExamples?: boolean;
}) {
  const messages = useMessages();
  const { shared, responses: own } = splitSharedHeaders(responses);
  const Title = level === 3 ? 'h3' : 'h5';
  return (
    <>
      {shared.length > 0 && (
        <div className="api-response-headers api-shared-headers">
          <Title>{messages.format('api.headersEveryResponse')}</Title>
          <HeaderList headers={shared} />
        </div>
      )}
      {own.map((response) => (
        <Response key={response.status} response={response} idPrefix={idPrefix} level={level} withExamples={withExamples} />
      ))}
    </>
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
function Response({
  response,
  idPrefix,
  level,
  withExamples,
}: {
  response: ResponseProps;
  idPrefix: string;
  level: 3 | 5;
  withExamples: boolean;
}) {
  const messages = useMessages();
  const [Title, Minor] = level === 3 ? (['h3', 'h4'] as const) : (['h5', 'h6'] as const);
  const text = `${response.status} ${response.statusText}`;
  const label = messages.format('heading.link', { heading: text });
  return (
    <div className={`api-response api-response-${response.tone}`}>
      <a href={`#${response.id}`} className="hash-link api-response-link" aria-label={label} title={label}>
        #
      </a>
      <details open={!isError(response)}>
        <summary className="api-response-summary">
          <Title id={response.id}>
            <span className={`api-status api-status-${response.tone}`}>{response.status}</span> {response.statusText}
          </Title>
        </summary>
        <Html className="api-description" html={response.descriptionHtml} />
        {response.headers.length > 0 && (
          <div className="api-response-headers">
            <Minor>{messages.format('api.headers')}</Minor>
            <HeaderList headers={response.headers} />
          </div>
        )}
        <Contents
          name={`${idPrefix}-response-${response.status}`}
          contents={response.contents}
          direction="response"
          withExamples={withExamples}
        />
        <ResponseLinks links={response.links} />
      </details>
    </div>
  );
}
