import { parameterStyleWarnings } from './parameter-style-check.js';
import { deprecationOf } from './schema-extensions.js';
import { documentedExamples, generatedExamples, parameterExamples } from './examples.js';
import { lazyProperty } from '../util/lazy-property.js';
import { splitPointer, toPointer } from '../util/json-pointer.js';
import { externalDocsOf, type Warn } from './spec-urls.js';
import { pathItemOperations } from './path-item.js';
import {
  type ApiOperation,
  type ApiParameter,
  type ApiRequestBody,
  type ApiResponse,
  type ApiServer,
  type MediaTypeContent,
  type SecurityRequirement,
  type SecurityScheme,
  type SpecLinkOptions,
  type RawOperation,
} from './model.js';
import type { SchemaNormaliser } from './schema-tree.js';
import { resolveSecurity } from './security.js';
import { normaliseServers } from './servers.js';
import { normaliseCallbacks } from './callbacks.js';
import { normaliseResponseLinks } from './response-links.js';
import type { ComponentNameOf } from './sampler.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Every operation of `paths`, in document order (paths, then methods as written). */
export function collectOperations(document: Schema): RawOperation[] {
  const found: RawOperation[] = [];
  for (const [path, pathItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(pathItem)) continue;
    for (const { method, operation, segments } of pathItemOperations(pathItem)) {
      found.push({
        method,
        path,
        pointer: toPointer(['paths', path, ...segments]),
        operationId: text(operation.operationId),
        operation,
        pathItem,
      });
    }
  }
  return found;
}

export interface OperationContext {
  schema: SchemaNormaliser;
  markdown: (text: string | undefined) => string | undefined;
  /** Page-level markdown (headings get ids). */
  pageMarkdown: (text: string | undefined) => string | undefined;
  servers: ApiServer[];
  securitySchemes: SecurityScheme[];
  /** The document's top-level `security`. */
  security: unknown;
  /** Reports what the document says that docgen leaves out (unsafe URLs). */
  warn: Warn;
  /** How the document's relative links resolve: an operation's `externalDocs.url` reads the same way. */
  links?: SpecLinkOptions;
  /** Set while normalising a callback's request: its own callbacks are not followed (they may cycle). */
  inCallback?: boolean;
  /** Component names of schema objects: generated samples write a `oneOf`'s discriminator value with them. */
  componentName?: ComponentNameOf;
}

/** Normalises one operation (its slug is given by the caller). */
export function normaliseOperation(raw: RawOperation & { slug: string }, context: OperationContext): ApiOperation {
  const { operation, pathItem } = raw;
  const serversAt = operation.servers ? [...splitPointer(raw.pointer), 'servers'] : [...splitPointer(raw.pointer).slice(0, -1), 'servers'];
  const servers = normaliseServers(operation.servers ?? pathItem.servers, context.servers, context.markdown, {
    pointer: serversAt,
    warn: context.warn,
  });
  for (const warning of [
    ...parameterStyleWarnings(pathItem.parameters, `${raw.pointer.replace(/\/[^/]+$/, '')}/parameters`),
    ...parameterStyleWarnings(operation.parameters, `${raw.pointer}/parameters`),
  ])
    context.warn(warning);
  const security: SecurityRequirement[] = resolveSecurity(operation.security ?? context.security, context.securitySchemes);
  const samples = operation['x-codeSamples'] ?? operation['x-code-samples'];
  return {
    key: `${raw.method} ${raw.path}`,
    pointer: raw.pointer,
    operationId: raw.operationId,
    slug: raw.slug,
    method: raw.method,
    path: raw.path,
    summary: text(operation.summary) ?? text(pathItem.summary),
    descriptionHtml: context.pageMarkdown(text(operation.description) ?? text(pathItem.description)),
    deprecated: operation.deprecated === true,
    deprecationHtml: deprecationOf(operation, operation.deprecated === true, context.pageMarkdown),
    ...(operation['x-hideTryItPanel'] === true ? { hideTryIt: true } : {}),
    tags: Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    servers,
    security,
    parameters: expandQuerystring(mergeParameters(pathItem.parameters, operation.parameters)).map((parameter) =>
      normaliseParameter(parameter, context),
    ),
    requestBody: isObject(operation.requestBody) ? normaliseRequestBody(operation.requestBody, context) : undefined,
    responses: Object.entries(isObject(operation.responses) ? operation.responses : {})
      .filter(([, response]) => isObject(response))
      .map(([status, response]) =>
        normaliseResponse(status, response as Schema, toPointer([...splitPointer(raw.pointer), 'responses', status]), context),
      ),
    customCodeSamples: Array.isArray(samples)
      ? samples.filter(isObject).flatMap((sample) =>
          typeof sample.source === 'string'
            ? [
                {
                  language: String(sample.lang ?? 'text'),
                  label: String(sample.label ?? sample.lang ?? 'Example'),
                  source: sample.source,
                },
              ]
            : [],
        )
      : [],
    externalDocs: externalDocsOf(operation.externalDocs, [...splitPointer(raw.pointer), 'externalDocs'], context.warn, context.links),
    callbacks: context.inCallback
      ? []
      : normaliseCallbacks(operation, raw.pointer, (request) => normaliseOperation(request, { ...context, inCallback: true })),
  };
}

/** Path-level parameters apply unless the operation redefines the same name and location. */
function mergeParameters(pathLevel: unknown, operationLevel: unknown): Schema[] {
  const own = Array.isArray(operationLevel) ? operationLevel.filter(isObject) : [];
  const inherited = (Array.isArray(pathLevel) ? pathLevel.filter(isObject) : []).filter(
    (parameter) => !own.some((candidate) => candidate.name === parameter.name && candidate.in === parameter.in),
  );
  return [...inherited, ...own];
}

/**
 * OpenAPI 3.2's `in: querystring` describes the whole query string with one schema; as a
 * form (`application/x-www-form-urlencoded`), each of its properties is a query
 * parameter, shown, sampled and sent as one. Other media types stay one parameter.
 */
function expandQuerystring(parameters: Schema[]): Schema[] {
  return parameters.flatMap((parameter): Schema[] => {
    if (parameter.in !== 'querystring' || !isObject(parameter.content)) return [parameter];
    const form = parameter.content['application/x-www-form-urlencoded'];
    const schema = isObject(form) && isObject(form.schema) ? form.schema : undefined;
    if (!schema || !isObject(schema.properties)) return [parameter];
    const required = Array.isArray(schema.required) ? schema.required : [];
    return Object.entries(schema.properties).map(([name, property]) => ({
      name,
      in: 'query',
      required: required.includes(name),
      ...(isObject(property)
        ? { schema: property, ...(typeof property.description === 'string' ? { description: property.description } : {}) }
        : {}),
      ...(parameter.deprecated === true ? { deprecated: true } : {}),
    }));
  });
}

function normaliseParameter(parameter: Schema, context: OperationContext): ApiParameter {
  const location = parameter.in === 'path' || parameter.in === 'header' || parameter.in === 'cookie' ? parameter.in : 'query';
  const schema = isObject(parameter.schema)
    ? parameter.schema
    : isObject(parameter.content)
      ? (Object.values(parameter.content).find(isObject) as Schema | undefined)?.schema
      : undefined;
  const { examples, example, generated } = parameterExamples(parameter, context.markdown);
  return {
    name: String(parameter.name ?? ''),
    in: location,
    descriptionHtml: context.markdown(text(parameter.description)),
    required: location === 'path' || parameter.required === true,
    deprecated: parameter.deprecated === true,
    schema: context.schema(schema),
    example,
    exampleGenerated: generated || undefined,
    examples,
    style: text(parameter.style),
    explode: typeof parameter.explode === 'boolean' ? parameter.explode : undefined,
    allowReserved: parameter.allowReserved === true || undefined,
    contentType: !isObject(parameter.schema) && isObject(parameter.content) ? Object.keys(parameter.content)[0] : undefined,
  };
}

function normaliseContent(content: unknown, direction: 'request' | 'response', context: OperationContext): MediaTypeContent[] {
  if (!isObject(content)) return [];
  return Object.entries(content)
    .filter(([, media]) => isObject(media))
    .map(([mediaType, raw]) => {
      const media = raw as Schema;
      const encoding = isObject(media.encoding)
        ? Object.fromEntries(
            Object.entries(media.encoding).map(([name, value]) => [
              name,
              isObject(value)
                ? {
                    contentType: text(value.contentType),
                    style: text(value.style),
                    explode: typeof value.explode === 'boolean' ? value.explode : undefined,
                    allowReserved: value.allowReserved === true || undefined,
                  }
                : {},
            ]),
          )
        : undefined;
      const documented = documentedExamples(mediaType, media, context.markdown);
      const content = { mediaType, schema: context.schema(media.schema) } as MediaTypeContent;
      if (isObject(media.itemSchema)) content.itemSchema = context.schema(media.itemSchema);
      // Generating an example is most of a large document's normalising (Microsoft Graph:
      // 36 s of each render thread's 95 s): made once a page reads it, so that a render
      // thread makes only its own pages' examples instead of every one.
      if (documented) content.examples = documented;
      // A stream without a schema for the whole (OpenAPI 3.2 `itemSchema` only) gets an example of one item.
      else lazyProperty(content, 'examples', () => generatedExamples(media.schema ?? media.itemSchema, direction, context.componentName));
      content.encoding = encoding;
      return content;
    });
}

function normaliseRequestBody(body: Schema, context: OperationContext): ApiRequestBody {
  return {
    descriptionHtml: context.markdown(text(body.description)),
    required: body.required === true,
    contents: normaliseContent(body.content, 'request', context),
  };
}

function normaliseResponse(status: string, response: Schema, pointer: string, context: OperationContext): ApiResponse {
  return {
    status,
    descriptionHtml: context.markdown(text(response.description) ?? text(response.summary)),
    headers: Object.entries(isObject(response.headers) ? response.headers : {})
      .filter(([, header]) => isObject(header))
      .map(([name, raw]) => {
        const header = raw as Schema;
        return {
          name,
          descriptionHtml: context.markdown(text(header.description)),
          required: header.required === true,
          deprecated: header.deprecated === true,
          schema: context.schema(header.schema),
        };
      }),
    contents: normaliseContent(response.content, 'response', context),
    links: normaliseResponseLinks(response.links, pointer, context.markdown),
  };
}
