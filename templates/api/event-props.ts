/**
 * Props of what the API sends on its own (webhooks and callbacks) and of response links.
 * Built by src/sources/api/webhook-page-data.ts and callback-props.ts.
 */
import type { ExternalDocsProps, SecurityRequirementProps } from './model-props.js';
import type { ContentProps, DownloadProps, PageSection, ParameterProps, ResponseProps } from './types.js';

/** `/api/{service}/webhooks/{slug}`: a request the API sends to the reader's server. */
export interface ApiWebhookProps {
  kind: 'api-webhook';
  title: string;
  /** The webhook's key in the document. */
  name: string;
  method: string;
  operationId?: string;
  deprecated: boolean;
  service: { label: string; route: string };
  descriptionHtml?: string;
  tags: { label: string; route: string }[];
  security: SecurityRequirementProps[];
  headers: ParameterProps[];
  payload?: { descriptionHtml?: string; required: boolean; contents: ContentProps[] };
  responses: ResponseProps[];
  idPrefix: string;
  externalDocs?: ExternalDocsProps;
  download: DownloadProps;
  sections: Partial<Record<'security' | 'headers' | 'payload' | 'responses', PageSection>>;
}

/** A callback of an operation: the URL expression and the requests sent to it. */
export interface CallbackProps {
  id: string;
  name: string;
  expression: string;
  requests: {
    id: string;
    method: string;
    summary?: string;
    descriptionHtml?: string;
    body?: { descriptionHtml?: string; required: boolean; contents: ContentProps[] };
    responses: ResponseProps[];
  }[];
}

/** A response link: the operation a value of the response feeds, and how. */
export interface ResponseLinkProps {
  name: string;
  /** The operation's page, when the document has it. */
  target?: { title: string; route: string; method: string; path: string };
  /** `operationId` or `operationRef` as written. */
  reference: string;
  parameters: { name: string; value: string }[];
  requestBody?: string;
  descriptionHtml?: string;
}
