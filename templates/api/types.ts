import type { SerialisationProps } from '../../src/openapi/parameter-serialisation.js';
/**
 * Props of the API reference templates. Built by src/openapi/page-data.ts; the templates
 * only render them (markdown and code arrive as sanitised, highlighted HTML).
 */
import type {
  ExternalDocsProps,
  ParameterLocationProps,
  SchemaTreeProps,
  SecurityRequirementProps,
  SecuritySchemeProps,
  ServerProps,
} from './model-props.js';
import type { SendPanelProps } from '../../widgets/send-panel/types.js';
import type { BreadcrumbProps, TocEntry } from '../types.js';
import type { ApiWebhookProps, CallbackProps, ResponseLinkProps } from './event-props.js';
import type { ApiModelProps, ApiModelsProps } from './model-types.js';

export type ApiPageProps = (
  ApiIndexProps | ApiServiceProps | ApiTagProps | ApiOperationProps | ApiWebhookProps | ApiModelsProps | ApiModelProps
) &
  ApiPageFrame;

/** What every API page shows around its content. */
export interface ApiPageFrame {
  breadcrumbs: BreadcrumbProps[];
  toc: TocEntry[];
  /** Model name -> route of the service's model pages, for links from schema trees. */
  modelRoutes?: Readonly<Record<string, string>>;
  /** Redoc anchors of the service's descriptions -> route (description-anchors.ts). */
  anchorRoutes?: Readonly<Record<string, string>>;
}

export interface OperationSummaryProps {
  method: string;
  path: string;
  title: string;
  route: string;
  deprecated: boolean;
}

export interface ApiIndexProps {
  kind: 'api-index';
  title: string;
  description?: string;
  services: {
    label: string;
    title: string;
    version: string;
    summary?: string;
    route: string;
    operationCount: number;
    tags: { label: string; route: string }[];
    downloadRoute: string;
  }[];
}

export interface ApiServiceProps {
  kind: 'api-service';
  title: string;
  apiTitle: string;
  version: string;
  openapiVersion: string;
  /** What the author wrote when docgen converted the document (`Swagger 2.0`). */
  convertedFrom?: string;
  summary?: string;
  descriptionHtml?: string;
  download: DownloadProps;
  servers: ServerProps[];
  securitySchemes: SecuritySchemeProps[];
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  termsOfService?: string;
  externalDocs?: ExternalDocsProps;
  /** `info.x-logo`: shown above the title. */
  logo?: { url: string; alt: string; href?: string; backgroundColor?: string };
  /** In reading order: a tag nested under another (OpenAPI 3.2 `parent`) follows it, `depth` levels down. */
  tags: { id: string; label: string; route: string; descriptionHtml?: string; operations: OperationSummaryProps[]; depth?: number }[];
  untagged: OperationSummaryProps[];
  /** `x-tagGroups`: the tags under group headings (unset: the tags as one list). */
  tagGroups?: { id: string; label: string; tags: ApiServiceProps['tags'] }[];
  /** Described tags without operations or webhooks: sections after the description. */
  tagSections?: { id: string; label: string; descriptionHtml: string }[];
  /** Webhooks (their `path` is the webhook's name). */
  webhooks?: OperationSummaryProps[];
  /** The service's models page and how many models it lists. */
  models?: { route: string; count: number };
  /** The page's own sections that it shows, decided once with the table of contents. */
  sections: Partial<Record<'servers' | 'authentication' | 'operations' | 'untagged' | 'webhooks' | 'models', PageSection>>;
}

export interface ApiTagProps {
  kind: 'api-tag';
  title: string;
  service: { label: string; route: string };
  descriptionHtml?: string;
  externalDocs?: ExternalDocsProps;
  operations: (OperationSummaryProps & { summary?: string })[];
  /** Webhooks with this tag. */
  webhooks?: OperationSummaryProps[];
  /** The tags nested under this one (OpenAPI 3.2 `parent`), each with the first sentence of its description. */
  subtags?: { title: string; route: string; summary?: string }[];
  download: DownloadProps;
}

export interface DownloadProps {
  href: string;
  fileName: string;
}

export interface ParameterProps {
  name: string;
  in: ParameterLocationProps;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema?: SchemaTreeProps;
  /** The example as text (JSON for non-strings). */
  example?: string;
  /** True when docgen chose `example` (the document gives none): the entry says so, as a body's example does. */
  exampleGenerated?: boolean;
  /** The document's named examples, each shown, when it gives several (or one with a summary or description). */
  examples?: ParameterExampleProps[];
  /** A declared style/explode/allowReserved, and the example as sent. */
  serialisation?: SerialisationProps;
}

/** A parameter's named example: its value as text (JSON for non-strings), and its label unless that only repeats the value. */
export type ParameterExampleProps = Pick<ExampleProps, 'name' | 'descriptionHtml'> & { value: string; label?: string };

export interface ExampleProps {
  name: string;
  summary?: string;
  descriptionHtml?: string;
  /** Highlighted HTML of the value. */
  html: string;
  generated: boolean;
}

export interface ContentProps {
  mediaType: string;
  schema?: SchemaTreeProps;
  /** Each item of a sequential media type (OpenAPI 3.2 `itemSchema`). */
  itemSchema?: SchemaTreeProps;
  examples: ExampleProps[];
  binary: boolean;
}

export interface ResponseProps {
  id: string;
  status: string;
  statusText: string;
  tone: 'success' | 'redirect' | 'client-error' | 'server-error' | 'info' | 'other';
  descriptionHtml?: string;
  headers: { name: string; descriptionHtml?: string; required: boolean; deprecated: boolean; schema?: SchemaTreeProps }[];
  contents: ContentProps[];
  /** Operations a value of this response feeds (`links`). */
  links?: ResponseLinkProps[];
}

export interface CodeSampleProps {
  id: string;
  label: string;
  language: string;
  /** Highlighted HTML. */
  html: string;
  /** Plain source, for the copy button. */
  source: string;
}

export interface ApiOperationProps {
  kind: 'api-operation';
  title: string;
  method: string;
  path: string;
  operationId?: string;
  deprecated: boolean;
  /** `x-deprecated-description`: why, and what to call instead (rendered markdown). */
  deprecationHtml?: string;
  service: { label: string; route: string };
  servers: ServerProps[];
  descriptionHtml?: string;
  tags: { label: string; route: string }[];
  security: SecurityRequirementProps[];
  parameterGroups: { location: ParameterLocationProps; label: string; id: string; parameters: ParameterProps[] }[];
  requestBody?: { descriptionHtml?: string; required: boolean; contents: ContentProps[] };
  responses: ResponseProps[];
  codeSamples: CodeSampleProps[];
  /** Unique prefix for the ids of form controls on the page (code-sample tabs). */
  idPrefix: string;
  sendPanel?: SendPanelProps;
  externalDocs?: ExternalDocsProps;
  download: DownloadProps;
  /** Requests the API sends back after this operation. */
  callbacks?: CallbackProps[];
  /** The page's own sections that it shows, decided once with the table of contents. */
  sections: Partial<Record<'security' | 'parameters' | 'requestBody' | 'responses' | 'callbacks' | 'codeSamples' | 'tryIt', PageSection>>;
}

/** A section of an API page: the id of its heading and the heading's text. */
export interface PageSection {
  id: string;
  title: string;
}
