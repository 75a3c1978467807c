import type { Messages } from '../i18n/messages.js';
import { SEND_PANEL_MESSAGES } from '../../widgets/message-keys.js';
import type { SendPanelBody, SendPanelProps } from '../../widgets/send-panel/types.js';
import { sendPanelAuth } from './send-panel-auth.js';
import { isBinaryMediaType, isJsonMediaType } from './examples.js';
import { typedTextOf } from './parameter-value.js';
import type { ApiOperation, ApiService, MediaTypeContent, SchemaTree } from './model.js';

/** Headers whose value must be new for every request. */
const FRESH_HEADER = /^(x-)?(idempotency-key|request-id)$/i;

/** The serialisable props of an operation's send panel. */
export function sendPanelProps(service: ApiService, operation: ApiOperation, messages: Messages, callbackRoute: string): SendPanelProps {
  return {
    service: service.id,
    method: operation.method,
    path: operation.path,
    servers: operation.servers.map((server) => ({
      url: server.url,
      description: server.description,
      variables: server.variables.map(({ name, default: value, enum: values, description }) => ({
        name,
        default: value,
        enum: values,
        description,
      })),
    })),
    parameters: operation.parameters
      .filter((parameter) => parameter.in !== 'cookie')
      .map((parameter) => {
        const schema = parameter.schema?.kind === 'schema' ? parameter.schema : undefined;
        const array = schema?.types.includes('array') ?? false;
        const items = array && schema?.items?.kind === 'schema' ? schema.items : undefined;
        const values = (array ? items?.enum : schema?.enum)?.map(String);
        const object = !array && (schema?.types.includes('object') ?? false) && !parameter.contentType;
        return {
          name: parameter.name,
          in: parameter.in as 'path' | 'query' | 'header',
          required: parameter.required,
          example: typedTextOf(parameter.example),
          enum: values && values.length ? values : undefined,
          array: (array && !parameter.contentType) || undefined,
          object: object || undefined,
          style: parameter.style,
          explode: parameter.explode,
          allowReserved: parameter.allowReserved,
          contentType: parameter.contentType,
          freshUuid: (parameter.in === 'header' && (schema?.format === 'uuid' || FRESH_HEADER.test(parameter.name))) || undefined,
        };
      }),
    cookieParameters: operation.parameters.filter((parameter) => parameter.in === 'cookie').map((parameter) => parameter.name),
    bodies: (operation.requestBody?.contents ?? []).map(bodyOf),
    bodyRequired: operation.requestBody?.required ?? false,
    auth: sendPanelAuth(operation, callbackRoute),
    messages: messages.pick(SEND_PANEL_MESSAGES),
  };
}

function bodyOf(content: MediaTypeContent): SendPanelBody {
  const mediaType = content.mediaType;
  const example = content.examples[0]?.value;
  const schema = content.schema?.kind === 'schema' ? content.schema : undefined;
  if (/^multipart\//i.test(mediaType) || /^application\/x-www-form-urlencoded/i.test(mediaType)) {
    const multipart = /^multipart\//i.test(mediaType);
    const values = example !== null && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
    return {
      mediaType,
      kind: multipart ? 'multipart' : 'form',
      fields: (schema?.properties ?? []).map((property) => {
        const file = multipart && isFile(property.schema);
        const encoding = content.encoding?.[property.name];
        return {
          name: property.name,
          file,
          required: property.required,
          example: file ? undefined : typedTextOf(values[property.name]),
          accept: file ? encoding?.contentType : undefined,
          shape: file ? undefined : shapeOf(property.schema),
          encoding: file ? undefined : encoding,
        };
      }),
    };
  }
  if (isBinaryMediaType(mediaType, schema && { type: schema.types[0], format: schema.format })) return { mediaType, kind: 'binary' };
  if (isJsonMediaType(mediaType))
    return { mediaType, kind: 'json', example: example === undefined ? undefined : JSON.stringify(example, null, 2) };
  return {
    mediaType,
    kind: 'text',
    example: typeof example === 'string' ? example : example === undefined ? undefined : JSON.stringify(example, null, 2),
  };
}

/** Whether a field's typed text is an array or an object (see parseTypedValue). */
function shapeOf(schema: SchemaTree): 'array' | 'object' | undefined {
  if (schema.kind !== 'schema') return undefined;
  return schema.types.includes('array') ? 'array' : schema.types.includes('object') ? 'object' : undefined;
}

function isFile(schema: SchemaTree): boolean {
  return schema.kind === 'schema' && schema.types.includes('string') && (schema.format === 'binary' || schema.format === 'base64');
}
