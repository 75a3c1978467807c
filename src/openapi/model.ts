/**
 * docgen's own model of an API reference, independent of the OpenAPI version and of the
 * parser: what the routes, page data and templates need, nothing more. Markdown from the
 * document is already rendered to sanitised HTML here.
 */

import type { Root } from 'mdast';
import type { FieldEncoding } from './serialise-form.js';
import type {
  CircularNodeProps,
  ExternalDocsProps,
  ParameterLocationProps,
  SchemaNodeProps,
  SchemaTreeProps,
  SecurityRequirementProps,
  SecuritySchemeProps,
  ServerProps,
} from '../../templates/api/model-props.js';

/** An object of the (dereferenced) document as the parser gives it. */
type Schema = Record<string, unknown>;

/** The methods a Path Item names as fields (`query` since OpenAPI 3.2). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
/** A method in lower case: one of HTTP_METHODS, or one of OpenAPI 3.2's `additionalOperations` (`copy`). */
export type HttpMethod = string;

export const PARAMETER_LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

/**
 * The parts the API templates render as they are: the templates own these shapes
 * (templates/api/model-props.ts) and the model uses them, so they are written once.
 */
export type ParameterLocation = ParameterLocationProps;
export type ExternalDocs = ExternalDocsProps;
export type ApiServer = ServerProps;
export type SecurityScheme = SecuritySchemeProps;
/** One way to authenticate: every scheme listed must be satisfied. An empty list means "no authentication". */
export type SecurityRequirement = SecurityRequirementProps;
/** A node of a schema tree, with allOf merged and everything the templates show worked out. */
export type SchemaNode = SchemaNodeProps;
/** Where a schema refers back to one of its ancestors: shown as a marker, never expanded. */
export type CircularNode = CircularNodeProps;
export type SchemaTree = SchemaTreeProps;
export type SchemaProperty = SchemaNodeProps['properties'][number];

export interface ApiService {
  /** Stable id from the site config: `billing-service`. */
  id: string;
  label: string;
  /** The document as configured (relative to the site root) and on disk. */
  specFile: string;
  specPath: string;
  /** The document's format, which its downloadable copy keeps. */
  specFormat: 'json' | 'yaml';
  openapiVersion: string;
  /** What the author wrote when docgen converted it (`Swagger 2.0`), shown on the service page. */
  convertedFrom?: string;
  title: string;
  version: string;
  summaryText?: string;
  descriptionHtml?: string;
  /** Headings of the description, for the table of contents. */
  descriptionToc: { depth: 2 | 3 | 4 | 5 | 6; id: string; text: string }[];
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  termsOfService?: string;
  externalDocs?: ExternalDocs;
  /** `info.x-logo` (Redoc, docusaurus-openapi-docs): the API's logo on the service page. */
  logo?: ApiLogo;
  servers: ApiServer[];
  securitySchemes: SecurityScheme[];
  /** Tags in document order (declared tags first, then undeclared ones by first use). */
  tags: ApiTag[];
  /** Every operation in document order. */
  operations: ApiOperation[];
  /** Operations without a tag, in document order. */
  untagged: ApiOperation[];
  /** Webhooks (`webhooks`, `x-webhooks`) in document order. */
  webhooks?: ApiWebhook[];
  /** `x-tagGroups`: the tags grouped for the sidebar and the service page (empty: no groups). */
  tagGroups?: ApiTagGroup[];
  /** Declared tags with a description but no operations or webhooks: sections of the service page. */
  tagSections?: ApiTagSection[];
  /** One per `components/schemas` entry, in document order (models.ts). */
  models: ApiModel[];
  sendEnabled: boolean;
  /** The markdown a description's HTML in this service was rendered from (for the pages for AI readers). */
  descriptionSource?: (html: string | undefined) => string | undefined;
  /** A description's tree as parsed for its HTML, when kept (SpecMarkdown.syntaxTreeOf): a reader changes a copy. */
  descriptionTree?: (markdown: string) => Root | undefined;
  /** How the document's relative links resolve (its `externalDocs.url` or configured base, else this site or text). */
  descriptionLinks?: SpecLinkOptions;
  /** Redoc anchors (canonical, redoc-anchors.ts) that the descriptions link to and that name a page here. */
  redocAnchors?: readonly string[];
  /** Problems of the document docgen worked around (pages that shared a slug), to report as warnings. */
  warnings?: { pointer: string; message: string }[];
}

/**
 * A declared tag with a description and no operations or webhooks. It has no page, but
 * its text is often the document's guide (rate limits, authentication): Redoc shows such
 * tags as sections of the introduction, and so does the service page.
 */
export interface ApiTagSection {
  name: string;
  /** Unique among the service's tags. */
  slug: string;
  /** Display name (`x-displayName`, else OpenAPI 3.2's `summary`, else the name). */
  label: string;
  descriptionHtml: string;
}

export interface ApiTag {
  name: string;
  /** Unique among the service's tags. */
  slug: string;
  /** Display name (`x-displayName`, else OpenAPI 3.2's `summary`, else the name). */
  label: string;
  /**
   * The name of the tag it nests under (OpenAPI 3.2 `parent`), when that tag is one of the
   * service's and the chain of parents has no cycle.
   */
  parent?: string;
  descriptionHtml?: string;
  externalDocs?: ExternalDocs;
  operations: ApiOperation[];
  /** Webhooks with this tag, in document order. */
  webhooks?: ApiWebhook[];
  /** JSON pointer of the tag in the document, for messages. */
  pointer: string;
}

export interface ApiOperation {
  /** `post /pets`: unique within a service. */
  key: string;
  pointer: string;
  operationId?: string;
  slug: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  descriptionHtml?: string;
  deprecated: boolean;
  /** `x-deprecated-description` of a deprecated operation, rendered. */
  deprecationHtml?: string;
  tags: string[];
  servers: ApiServer[];
  /** Alternatives; empty when the operation needs no authentication. */
  security: SecurityRequirement[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** `x-hideTryItPanel` (docusaurus-openapi-docs): the page has no send panel. */
  hideTryIt?: boolean;
  /** `x-codeSamples` (or `x-code-samples`) of the document, shown before generated ones. */
  customCodeSamples: { language: string; label: string; source: string }[];
  externalDocs?: ExternalDocs;
  /** Requests the API sends back after this operation (`callbacks`). */
  callbacks?: ApiCallback[];
}

export interface ApiParameter {
  name: string;
  in: ParameterLocation;
  descriptionHtml?: string;
  required: boolean;
  deprecated: boolean;
  schema?: SchemaTree;
  /** The example shown and used in code samples and the send panel. */
  example?: unknown;
  /** True when `example` is docgen's choice, not the document's: the page says so. */
  exampleGenerated?: boolean;
  examples: NamedExample[];
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  /** A parameter described by `content` (not `schema`): its value is that media type's text, e.g. JSON, not styled. */
  contentType?: string;
}

export interface ApiRequestBody {
  descriptionHtml?: string;
  required: boolean;
  contents: MediaTypeContent[];
}

export interface MediaTypeContent {
  mediaType: string;
  schema?: SchemaTree;
  /** OpenAPI 3.2 `itemSchema`: each item of a sequential media type (`application/jsonl`, `text/event-stream`). */
  itemSchema?: SchemaTree;
  examples: NamedExample[];
  /** For multipart and form bodies: how each property is written (a part's type; style and explode as for a query parameter). */
  encoding?: Record<string, FieldEncoding>;
}

export interface NamedExample {
  name: string;
  summary?: string;
  descriptionHtml?: string;
  value: unknown;
  /** True when docgen generated the value from the schema. */
  generated: boolean;
}

export interface ApiResponse {
  /** `200`, `4XX`, `default`. */
  status: string;
  descriptionHtml?: string;
  headers: { name: string; descriptionHtml?: string; required: boolean; deprecated: boolean; schema?: SchemaTree }[];
  contents: MediaTypeContent[];
  /** Operations a value of this response can feed (`links`). */
  links?: ApiResponseLink[];
}

/**
 * A request the API sends back to the caller after an operation (`callbacks`): where to
 * (a runtime expression such as `{$request.body#/callbackUrl}`), what it sends and the
 * responses it expects. Shown on the operation's page; callbacks have no pages of their own.
 */
export interface ApiCallback {
  /** The callback's key in the operation (`onEvent`). */
  name: string;
  /** The runtime expression of the URL. */
  expression: string;
  pointer: string;
  /** One request per method of the expression's Path Item (`path` is the expression). */
  requests: ApiOperation[];
}

/**
 * A response's `links` entry: a value of this response that can feed another operation,
 * with the runtime expressions that fill its parameters or body.
 */
export interface ApiResponseLink {
  name: string;
  pointer: string;
  operationId?: string;
  operationRef?: string;
  /** Parameter name -> runtime expression or constant (as JSON when not a string). */
  parameters: { name: string; value: string }[];
  requestBody?: string;
  descriptionHtml?: string;
}

/** `info.x-logo`: an image, its text, the link it leads to and the colour behind it. */
export interface ApiLogo {
  url: string;
  alt: string;
  href?: string;
  backgroundColor?: string;
}

/** A group of tags (`x-tagGroups`, Redoc's extension): a heading above them in the sidebar and on the service page. */
export interface ApiTagGroup {
  /** Unset for the last group: the tags no group lists ("Other tags" in the page's language). */
  name?: string;
  tags: ApiTag[];
}

/**
 * A request the API sends to the reader's server (OpenAPI 3.1 `webhooks`, or the
 * `x-webhooks` extension of 3.0): its payload, headers and the responses it expects back.
 * Its page lives at `{service}/webhooks/{slug}`, so its slug only has to be unique among
 * the service's webhooks.
 */
export interface ApiWebhook {
  /** The webhook's key in the document (`newPet`). */
  name: string;
  slug: string;
  pointer: string;
  /** The request the API sends, normalised like an operation (`path` is the webhook's name). */
  operation: ApiOperation;
}

/** Where an operation uses a model directly. */
export type ModelUse = { kind: 'parameter'; name: string } | { kind: 'requestBody' } | { kind: 'response'; status: string };

/** A schema of `components/schemas`: a page of its own under `{service}/models/`. */
export interface ApiModel {
  name: string;
  /** Unique among the service's models. */
  slug: string;
  pointer: string;
  schema: SchemaTree;
  /** The dereferenced schema, for an example generated when its page renders (never kept twice). */
  source: Schema;
  /**
   * Operations, then webhooks, that use the model directly (not through another model),
   * in document order. A webhook's entry names it: its page is a webhook's, and its
   * request body is the payload the API sends.
   */
  usedBy: { operation: ApiOperation; webhook?: ApiWebhook; uses: ModelUse[] }[];
  /** Models that contain this one directly, in document order. */
  usedIn: string[];
}

export interface SpecLinkOptions {
  /** Where the document's relative links point (its `externalDocs.url` or the service's `linkBase`). */
  base?: string;
  /**
   * Without a base, what a relative link is: `site`, a link into this site (link-checked:
   * the document says it belongs to this site, or the text is the site's own); `text`,
   * shown as its text alone, since it points at a site nobody named.
   */
  relative?: 'site' | 'text';
}

/** An operation as found in the (dereferenced) document, before normalising. */
export interface RawOperation {
  method: HttpMethod;
  path: string;
  pointer: string;
  operationId?: string;
  operation: Schema;
  pathItem: Schema;
}
