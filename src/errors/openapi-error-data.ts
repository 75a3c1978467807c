import { entry, quoted } from './error-entry.js';

/** Errors about reading an API service's OpenAPI document (the lenient-mode warnings are in lenient-error-data.ts). */
export const openapiErrorData = {
  specUnreadable: entry({
    code: 'DG040',
    title: 'An OpenAPI document could not be read',
    message: (file: string) => `${file} is not valid JSON or YAML, or could not be opened.`,
    hint: 'Check the file exists at the path given in site.config.ts (api.services[].spec) and parses as YAML/JSON.',
    docs: 'The document of an API service is missing or does not parse; the line and column of a syntax error are shown.',
  }),
  specEmpty: entry({
    code: 'DG043',
    title: 'An OpenAPI document is empty',
    message: (file: string, comments: boolean) =>
      comments ? `${file} holds no OpenAPI document: it has only comments.` : `${file} is empty: it holds no OpenAPI document.`,
    hint: 'Write the API description into the file (it starts with `openapi: 3.1.0`, `info:` and `paths:`), or remove the service from api.services in site.config.ts.',
    docs: 'The file of an API service is empty, or holds only blank lines and YAML comments, so there is no OpenAPI document to render.',
  }),
  specInvalid: entry({
    code: 'DG041',
    title: 'An OpenAPI document is invalid',
    message: (problems: readonly string[]) => problems.join('\n'),
    hint: 'Fix the document at the JSON pointer shown; each problem names the field and what is wrong.',
    docs: 'The document breaks the OpenAPI 3.0/3.1/3.2 schema in a way docgen cannot render (a `$ref` that points nowhere, a part that is not an object); each problem is listed with its JSON pointer, the first with its line. Smaller problems only warn (see DG200).',
  }),
  specUnsupported: entry({
    code: 'DG042',
    title: 'Unsupported API description format',
    message: (file: string, found: string) =>
      `${file} is ${found}; docgen renders OpenAPI 3.0, 3.1 and 3.2 documents (and converts Swagger 2.0).`,
    hint: 'Convert the document to OpenAPI 3.0, 3.1 or 3.2 (Swagger 2.0 documents are converted by docgen itself), then point the service at the result.',
    docs: 'The document is not OpenAPI 3.0, 3.1 or 3.2, nor Swagger 2.0 (which docgen converts to OpenAPI 3.0): for example Swagger 1.2.',
  }),
  codeSampleLanguageUnknown: entry({
    code: 'DG125',
    title: 'A code-sample language is unknown',
    message: (setting: string, name: string, _valid: readonly string[]) =>
      `${setting} is "${name}", which is not a language docgen can generate code samples in.`,
    hint: (_setting: string, _name: string, valid: readonly string[]) =>
      `Use one of ${quoted(valid)} (a target alone takes its usual client; \`target/client\` picks another).`,
    docs: 'An entry of `api.codeSamples.languages` names no target of httpsnippet (such as `python`, `node`, `ruby`), no `target/client` pair (such as `node/axios`, `shell/httpie`) and none of the short names `curl`, `javascript`, `java`, `httpie`, `wget`. The hint lists every name accepted.',
  }),
  operationIdDuplicate: entry({
    code: 'DG116',
    title: 'Two operations share an operationId',
    message: (operationId: string, firstPointer: string, secondPointer: string) =>
      `The operations at ${firstPointer} and ${secondPointer} both have operationId "${operationId}"; an OpenAPI document needs each operationId once.`,
    hint: 'Rename one of the operationIds (links to its page change with it).',
    docs: 'An OpenAPI document uses one `operationId` twice; both JSON pointers are named.',
  }),
};
