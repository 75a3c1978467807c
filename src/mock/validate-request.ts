import { styleOf, type ParameterIn, type SerialisationRule } from '../openapi/serialise-parameter.js';
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { child, locate, type Located } from './located.js';
import { prepareForRequests } from './prepare-schemas.js';
import { readFormBody } from './read-form.js';
import { readParameter, type ValueShape } from './read-parameter.js';
import { resolveRef } from './resolve-ref.js';
import { isObject, type Json, type MockRequest, type OpenApiDocument, type RequestProblem } from './types.js';

/** The document's own URI inside the validators: schemas are compiled as `$ref`s into it. */
const DOCUMENT_ID = 'docgen-mock:document';

export interface ValidationOutcome {
  /** 400 for problems with values, 415 for a body in a media type the operation does not take. */
  status: 400 | 415;
  problems: RequestProblem[];
}

/** Where an operation was found: its pointer, its path item's and the path parameters' text (percent-encoded, as it came). */
export interface OperationAt {
  operation: Located;
  pathItem: Located;
  pathParameters: Record<string, string>;
}

/**
 * Checks requests against the document's parameters and request bodies with ajv
 * (strings of the URL and headers coerced to the schema's type, JSON bodies as they are).
 * Validators are compiled on first use and kept.
 */
export function createRequestValidator(document: OpenApiDocument) {
  const prepared = prepareForRequests(document);
  const validatorFor = (coerce: boolean) => {
    const options: Options = {
      strict: false,
      allErrors: true,
      validateSchema: false,
      logger: false,
      coerceTypes: coerce ? ('array' as const) : false,
    };
    const ajv = /^3\.[12]\./.test(String(document.openapi)) ? new Ajv2020(options) : new Ajv(options);
    addFormats(ajv);
    // A schema ajv cannot compile (a regex it rejects, clashing `$id`s) is not checked:
    // the mock is as lenient as the build, which renders such documents.
    const added = attempt(() => ajv.addSchema(prepared, DOCUMENT_ID));
    const compiled = new Map<string, ValidateFunction | undefined>();
    return (pointer: string): ValidateFunction | undefined => {
      if (!added) return undefined;
      if (!compiled.has(pointer))
        compiled.set(
          pointer,
          attempt(() => ajv.compile({ $ref: `${DOCUMENT_ID}#${encodeURI(pointer)}` })),
        );
      return compiled.get(pointer);
    };
  };
  const strings = validatorFor(true);
  const json = validatorFor(false);

  return (at: OperationAt, request: MockRequest): ValidationOutcome | undefined => {
    const all = parameters(document, at);
    const problems = all.flatMap((parameter) => checkParameter(document, parameter, all, at, request, strings));
    const body = checkBody(document, at.operation, request, json, strings);
    if (body?.status === 415) return body;
    problems.push(...(body?.problems ?? []));
    return problems.length ? { status: 400, problems } : undefined;
  };
}

/** The operation's parameters and its path item's, the operation's winning on the same name and location. */
function parameters(document: OpenApiDocument, at: OperationAt): Located[] {
  const byKey = new Map<string, Located>();
  for (const owner of [at.pathItem, at.operation]) {
    const list = owner.value.parameters;
    if (!Array.isArray(list)) continue;
    list.forEach((entry, index) => {
      const parameter = locate(document, entry, child(owner.pointer, 'parameters', index));
      if (parameter) byKey.set(`${String(parameter.value.in)}:${String(parameter.value.name).toLowerCase()}`, parameter);
    });
  }
  return [...byKey.values()];
}

type Compile = (pointer: string) => ValidateFunction | undefined;

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function checkParameter(
  document: OpenApiDocument,
  { value: parameter, pointer }: Located,
  all: Located[],
  at: OperationAt,
  request: MockRequest,
  compile: Compile,
): RequestProblem[] {
  const rule = ruleOf(parameter);
  const where = `/${rule.in}/${rule.name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const schema = resolveRef(document, parameter.schema);
  const raw = { path: at.pathParameters, query: request.query, headers: request.headers };
  const value = readParameter(rule, shapeOf(schema), raw, isMemberOf(schema, rule, all));
  if (value === undefined) {
    if (rule.in === 'path' && rule.name in at.pathParameters)
      return [{ pointer: where, message: `the path parameter "${rule.name}" is not written in its style (${styleHint(rule)})` }];
    return parameter.required === true || rule.in === 'path'
      ? [{ pointer: where, message: `the required ${rule.in} parameter "${rule.name}" is missing` }]
      : [];
  }
  return schema ? problemsOf(compile(child(pointer, 'schema')), value, where) : [];
}

function ruleOf(parameter: Json): SerialisationRule {
  return {
    name: String(parameter.name),
    in: String(parameter.in) as ParameterIn,
    style: typeof parameter.style === 'string' ? parameter.style : undefined,
    explode: typeof parameter.explode === 'boolean' ? parameter.explode : undefined,
    allowReserved: parameter.allowReserved === true,
  };
}

/** How a matrix or label value starts, for a path written otherwise. */
function styleHint(rule: SerialisationRule): string {
  const style = styleOf(rule);
  return style === 'matrix' ? `matrix: ";${rule.name}=..."` : `${style}: "."`;
}

function shapeOf(schema: Json | undefined): ValueShape {
  const types = typesOf(schema ?? {});
  if (types.includes('array')) return 'array';
  return types.includes('object') || isObject(schema?.properties) ? 'object' : 'scalar';
}

/**
 * The names an exploded form object takes from the query or cookies: its properties, or,
 * when it lists none, every name no other parameter of that location has.
 */
function isMemberOf(schema: Json | undefined, rule: SerialisationRule, all: Located[]): (name: string) => boolean {
  if (isObject(schema?.properties)) {
    const properties = schema.properties;
    return (name) => Object.hasOwn(properties, name);
  }
  const others = new Set(
    all.filter(({ value }) => value.in === rule.in && value.name !== rule.name).map(({ value }) => String(value.name)),
  );
  return (name) => !others.has(name);
}

function typesOf(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  return [];
}

function checkBody(
  document: OpenApiDocument,
  operation: Located,
  request: MockRequest,
  json: Compile,
  strings: Compile,
): ValidationOutcome | undefined {
  const requestBody = locate(document, operation.value.requestBody, child(operation.pointer, 'requestBody'));
  const sent = request.body !== undefined && request.body !== '';
  if (!requestBody) return undefined;
  if (!sent)
    return requestBody.value.required === true
      ? { status: 400, problems: [{ pointer: '/body', message: 'the request body is required' }] }
      : undefined;
  const content = isObject(requestBody.value.content) ? requestBody.value.content : {};
  const sentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const mediaType = pickMediaType(Object.keys(content), sentType);
  if (mediaType === undefined) {
    const accepted = Object.keys(content).join(', ');
    return {
      status: 415,
      problems: [
        { pointer: '/header/content-type', message: `"${sentType || '(none)'}" is not a media type this operation takes (${accepted})` },
      ],
    };
  }
  const schemaPointer = child(requestBody.pointer, 'content', mediaType, 'schema');
  if (!isObject((content[mediaType] as Json | undefined)?.schema)) return undefined;
  if (/json/i.test(mediaType)) {
    let value: unknown;
    try {
      value = JSON.parse(request.body!);
    } catch (error) {
      return { status: 400, problems: [{ pointer: '/body', message: `the body is not valid JSON: ${(error as Error).message}` }] };
    }
    return outcome(problemsOf(json(schemaPointer), value, '/body'));
  }
  if (/^application\/x-www-form-urlencoded/i.test(mediaType)) {
    const media = content[mediaType] as Json;
    const schema = resolveRef(document, media.schema) ?? {};
    const encoding = isObject(media.encoding) ? media.encoding : {};
    const form = readFormBody([...new URLSearchParams(request.body!)], schema, encoding, (value) => resolveRef(document, value));
    return outcome(problemsOf(strings(schemaPointer), form, '/body'));
  }
  return undefined;
}

const outcome = (problems: RequestProblem[]): ValidationOutcome | undefined => (problems.length ? { status: 400, problems } : undefined);

/** The documented media type a request's Content-Type matches: exactly, then `type/*`, then `*\/*`. */
export function pickMediaType(documented: string[], wanted: string): string | undefined {
  const plain = (type: string) => type.split(';')[0]!.trim().toLowerCase();
  return (
    documented.find((type) => plain(type) === wanted) ??
    documented.find((type) => plain(type).endsWith('/*') && wanted.startsWith(plain(type).slice(0, -1))) ??
    documented.find((type) => plain(type) === '*/*')
  );
}

function problemsOf(validate: ValidateFunction | undefined, value: unknown, base: string): RequestProblem[] {
  // ajv compiles some `$ref`s on first use: one it cannot compile is not checked either.
  if (!validate || attempt(() => validate(value)) !== false) return [];
  return (validate.errors ?? []).map((error) => problemOf(error, base));
}

function problemOf(error: ErrorObject, base: string): RequestProblem {
  const at = base + error.instancePath;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required')
    return { pointer: `${at}/${String(params.missingProperty)}`, message: 'a required property is missing' };
  if (error.keyword === 'additionalProperties')
    return { pointer: `${at}/${String(params.additionalProperty)}`, message: 'this property is not allowed (additionalProperties)' };
  if (error.keyword === 'enum')
    return { pointer: at, message: `${error.message ?? 'must be one of the allowed values'}: ${JSON.stringify(params.allowedValues)}` };
  if (error.keyword === 'oneOf') return { pointer: at, message: oneOfMessage(params.passingSchemas) };
  return { pointer: at, message: error.message ?? `fails "${error.keyword}"` };
}

/** `oneOf` wants exactly one match: say whether none or several matched, and which. */
function oneOfMessage(passing: unknown): string {
  if (!Array.isArray(passing)) return 'matches none of the options of its oneOf (see the problems with each option)';
  const options = passing.map((index) => `#${Number(index) + 1}`).join(' and ');
  return (
    `matches more than one option of its oneOf (${options}), which allows exactly one: the options do not tell this value ` +
    'apart, so add a property or value that only one of them allows'
  );
}
