import { describe, expect, it } from 'vitest';
import { schemaNode } from '../../helpers/schema-node.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { operationMarkdown, serviceMarkdown } from '../../../src/llms/api-reader.js';
import type { ApiReaderContext } from '../../../src/llms/content-markdown.js';
import { createReaderLinks } from '../../../src/llms/reader-links.js';
import { schemaMarkdown } from '../../../src/llms/schema-markdown.js';
import type { ApiOperation, ApiService, SchemaNode, SchemaTree } from '../../../src/openapi/model.js';
import { planApiUrls } from '../../../src/openapi/urls.js';
import { siteAddress } from '../../../src/core/site-address.js';

const node = schemaNode;

const pet: SchemaTree = node({
  types: ['object'],
  typeLabel: 'object',
  name: 'Pet',
  descriptionHtml: '<p>A pet.</p>',
  properties: [
    { name: 'id', required: true, schema: node({ typeLabel: 'string<uuid>', readOnly: true, descriptionHtml: '<p>Its id.</p>' }) },
    { name: 'kind', required: true, schema: node({ enum: ['cat', 'dog'] }) },
    {
      name: 'tags',
      required: false,
      schema: node({
        types: ['array'],
        typeLabel: 'array<Tag>',
        constraints: ['items <= 5'],
        items: node({ types: ['object'], typeLabel: 'Tag', properties: [{ name: 'label', required: true, schema: node({}) }] }),
      }),
    },
    { name: 'parent', required: false, schema: { kind: 'circular', id: 9, name: 'Pet' } },
  ],
});

const operation: ApiOperation = {
  key: 'post /pets',
  pointer: '/paths/~1pets/post',
  operationId: 'createPet',
  slug: 'create-pet',
  method: 'post',
  path: '/pets',
  summary: 'Create a pet',
  descriptionHtml: '<p>Creates a <em>pet</em>.</p>',
  deprecated: false,
  tags: [],
  servers: [{ url: 'https://api.zoo.test', variables: [] }],
  security: [{ schemes: [{ scheme: { key: 'bearerAuth', type: 'http', scheme: 'bearer' }, scopes: ['pets:write'] }] }],
  parameters: [
    {
      name: 'dryRun',
      in: 'query',
      required: false,
      deprecated: false,
      descriptionHtml: '<p>Only | check.</p>',
      schema: node({ types: ['boolean'], typeLabel: 'boolean' }),
      example: true,
      examples: [],
    },
    {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      deprecated: false,
      // The parameter's example comes from its schema's: said once.
      schema: node({ types: ['string'], typeLabel: 'string', examples: ['a3f9'], constraints: ['at most 64 characters'] }),
      example: 'a3f9',
      examples: [],
    },
  ],
  requestBody: {
    required: true,
    contents: [
      {
        mediaType: 'application/json',
        schema: pet,
        examples: [{ name: 'cat', summary: 'A cat', value: { kind: 'cat' }, generated: false }],
      },
    ],
  },
  responses: [
    {
      status: '201',
      descriptionHtml: '<p>Created.</p>',
      headers: [],
      contents: [{ mediaType: 'application/json', schema: pet, examples: [] }],
    },
  ],
  customCodeSamples: [],
};

const service = {
  id: 'pets',
  label: 'Pet service',
  title: 'Pets API',
  version: '1.0',
  openapiVersion: '3.1.0',
  specFormat: 'yaml',
  servers: [],
  securitySchemes: [],
  tags: [],
  operations: [operation],
  untagged: [operation],
  models: [],
  descriptionSource: (html: string | undefined) => (html === '<p>Creates a <em>pet</em>.</p>' ? 'Creates a *pet*.' : undefined),
} as unknown as ApiService;

const urls = planApiUrls('/api', [service], () => '/api/pets').urls;
const context: ApiReaderContext = {
  site: { title: 'API reference', urls, messages: englishMessages },
  links: createReaderLinks(siteAddress({ url: 'https://zoo.test', baseUrl: '/', trailingSlash: false }), {
    has: (path) => ['/api', '/api/pets', '/api/pets/create-pet'].includes(path),
  }),
  text: (owner, html) => owner.descriptionSource?.(html) ?? html?.replace(/<[^>]+>/g, ''),
};

describe('operationMarkdown', () => {
  const markdown = operationMarkdown(context, service, operation, [
    { id: 'curl', label: 'curl', language: 'bash', source: 'curl -X POST https://api.zoo.test/pets' },
  ]);

  it('starts with the summary, method and path, then the description as the document wrote it', () => {
    expect(
      markdown.startsWith('# Create a pet\n\n`POST /pets` (`createPet`)\n\nCreates a *pet*.\n\n## Servers\n\n- `https://api.zoo.test`\n'),
    ).toBe(true);
  });

  it('names the authentication with its scheme and scopes', () => {
    expect(markdown).toContain('## Authentication\n\n- Bearer token in the Authorization header (`bearerAuth`: `pets:write`)');
  });

  it('lists parameters as a table of name, location, type, requirement and description (pipes escaped)', () => {
    expect(markdown).toContain(
      '| Name | In | Type | Required | Description |\n| --- | --- | --- | --- | --- |\n| `dryRun` | query | `boolean` | optional | Only \\| check. example `true` |\n' +
        '| `If-None-Match` | header | `string` | optional | `at most 64 characters` example `a3f9` |',
    );
  });

  it('writes the request body schema as nested fields, read-only ones left out, and its examples as fenced JSON', () => {
    const body = markdown.slice(markdown.indexOf('## Request body (required)'), markdown.indexOf('## Responses'));
    expect(body).toContain('### `application/json`\n\nSchema: `object`\n\nA pet.\n\n');
    expect(body).not.toContain('`id`');
    expect(body).toContain('- `kind` (string, required). one of `cat`, `dog`');
    expect(body).toContain('- `tags` (array\\<Tag>). `items <= 5`\n  - Items: `Tag`\n    - `label` (string, required)');
    expect(body).toContain('- `parent`: circular reference to Pet');
    expect(body).toContain('Example: A cat:\n\n```json\n{\n  "kind": "cat"\n}\n```');
  });

  it('gives each response its status, text and schema (read-only members included)', () => {
    const responses = markdown.slice(markdown.indexOf('## Responses'));
    expect(responses).toContain('### 201 Created\n\nCreated.\n\n#### `application/json`');
    expect(responses).toContain('- `id` (string\\<uuid>, required, read-only): Its id.');
  });

  it('ends with the code samples as fenced code', () => {
    expect(markdown.endsWith('## Code samples\n\ncurl:\n\n```bash\ncurl -X POST https://api.zoo.test/pets\n```\n')).toBe(true);
  });
});

describe('schemaMarkdown', () => {
  it('stops at a circular reference instead of expanding it', () => {
    expect(schemaMarkdown({ kind: 'circular', id: 1, name: 'Node' }, { messages: englishMessages, text: () => undefined })).toBe(
      'circular reference to Node\n',
    );
  });
});

describe('operationMarkdown of a schema too large to spell out', () => {
  it('links the nested models to their twins, as the HTML page does, and spells a small tree out', () => {
    // Ten models of ten models, six levels deep: a million nodes as a tree.
    let level: SchemaNode[] = Array.from({ length: 10 }, (_, index) => node({ name: `Leaf${index}`, typeLabel: `Leaf${index}` }));
    for (let depth = 1; depth < 6; depth++) {
      const below = level;
      level = Array.from({ length: 10 }, (_, index) =>
        node({
          name: `Level${depth}Model${index}`,
          types: ['object'],
          typeLabel: 'object',
          properties: below.map((child, at) => ({ name: `p${at}`, required: false, schema: child })),
        }),
      );
    }
    const root = node({
      types: ['object'],
      typeLabel: 'object',
      properties: level.map((child, at) => ({ name: `top${at}`, required: false, schema: child })),
    });
    const models = [...new Set([...level])].map((model) => ({ name: model.name!, slug: model.name!.toLowerCase() }));
    const large = { ...service, models, operations: [], untagged: [] } as unknown as ApiService;
    const largeContext = { ...context, site: { ...context.site, urls: planApiUrls('/api', [large], () => '/api/pets').urls } };
    const response = {
      status: '200',
      descriptionHtml: undefined,
      headers: [],
      contents: [{ mediaType: 'application/json', schema: root, examples: [] }],
    };
    const markdown = operationMarkdown(largeContext, large, { ...operation, requestBody: undefined, responses: [response] });
    expect(markdown).toContain('- `top0` (object): [Level5Model0](https://zoo.test/api/pets/models/level5model0.md)');
    expect(markdown, "the models' own properties are on their twins").not.toContain('`p0`');
    expect(operationMarkdown(context, service, operation), 'a small tree in full').toContain('`label`');
  });
});

describe('serviceMarkdown', () => {
  it("lists the service's operations with links to their twins and the document to download", () => {
    const markdown = serviceMarkdown(context, service);
    expect(markdown).toContain('# Pet service\n\nPets API v1.0 (OpenAPI 3.1.0)');
    expect(markdown).toContain('[Download OpenAPI document](https://zoo.test/api/pets/openapi.yaml)');
    expect(markdown).toContain('### Other operations\n\n- [Create a pet](https://zoo.test/api/pets/create-pet.md): `POST /pets`');
  });
});

describe('text from the API document outside descriptions', () => {
  it('is escaped as markdown: summaries, server descriptions, example summaries and choice labels', () => {
    // The same service (its URLs are planned for it), with hostile fields for this test only.
    const saved = { summaryText: service.summaryText, servers: service.servers };
    Object.assign(service, {
      summaryText: '<img src=x onerror=alert(1)>',
      servers: [{ url: 'https://a.test', description: '[x](javascript:1)', variables: [] }],
    });
    const markdown = serviceMarkdown(context, service);
    Object.assign(service, saved);
    expect(markdown).toContain('\n\n\\<img src=x onerror=alert(1)>\n\n');
    expect(markdown).toContain('- `https://a.test`: \\[x]\\(javascript:1)');
    const choice = node({ choices: { kind: 'oneOf', options: [{ label: '<b>Cat</b>', schema: node({}) }] } } as Partial<SchemaNode>);
    expect(
      schemaMarkdown(node({ types: ['object'], typeLabel: 'object', properties: [{ name: 'pet', required: false, schema: choice }] }), {
        messages: englishMessages,
        text: () => undefined,
      }),
    ).toContain('**\\<b>Cat\\</b>**');
  });
});
