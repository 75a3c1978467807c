import { englishMessages } from '../../../src/i18n/messages.js';
import { describe, expect, it } from 'vitest';
import { apiIndexPage } from '../../../src/sources/api/index-page-data.js';
import { operationPage } from '../../../src/sources/api/operation-page-data.js';
import { firstSentence } from '../../../src/openapi/page-data.js';
import { servicePage } from '../../../src/sources/api/service-page-data.js';
import { tagPage } from '../../../src/sources/api/tag-page-data.js';
import { webhookPage } from '../../../src/sources/api/webhook-page-data.js';
import type { ApiService } from '../../../src/openapi/model.js';
import { planApiUrls } from '../../../src/openapi/urls.js';
import type { ApiOperationProps, ApiServiceProps } from '../../../templates/api/types.js';
import { apiSiteSpec, loadFile, normalise, urlsFor } from './helpers.js';

const pets = await loadFile(apiSiteSpec('pets.yaml'), '/api/pets');
const site = { title: 'API reference', description: 'All services.', urls: urlsFor(pets).urls, messages: englishMessages };
/** The site info for a variant of the pets service made in a test, its pages where pets' are. */
const siteFor = (service: ApiService) => ({ ...site, urls: planApiUrls('/api', [service], () => '/api/pets').urls });
const operation = (slug: string) => pets.operations.find((candidate) => candidate.slug === slug)!;
const operationProps = (slug: string) => operationPage(site, pets, operation(slug)).props as ApiOperationProps;

describe('operation page data', () => {
  it('groups parameters by location, path first', () => {
    expect(
      operationProps('list-pets').parameterGroups.map((group) => [group.label, group.parameters.map((parameter) => parameter.name)]),
    ).toEqual([
      ['Query parameters', ['limit', 'status', 'traits']],
      ['Header parameters', ['X-Request-Id']],
    ]);
    expect(operationProps('get-pet').parameterGroups[0]).toMatchObject({
      location: 'path',
      parameters: [{ name: 'petId', required: true, example: '0b7f5f2e-8f3a-4c55-9d4e-1f2a3b4c5d6e' }],
    });
  });

  it('has a TOC of its sections and responses, and breadcrumbs through service and tag', () => {
    const page = operationPage(site, pets, operation('list-pets'));
    expect(page.props.toc.map((entry) => `${entry.depth} ${entry.text}`)).toEqual([
      '2 Authentication',
      '2 Parameters',
      '2 Responses',
      '3 200 OK',
      '3 default Any other status',
      '2 Code samples',
      '2 Try it',
    ]);
    expect(page.props.breadcrumbs).toEqual([
      { label: 'API reference', href: '/api' },
      { label: 'Test service', href: '/api/pets' },
      { label: 'pets', href: '/api/pets/pets' },
      { label: 'List pets' },
    ]);
    expect(page.head).toMatchObject({ title: 'List pets (Test service)', path: '/api/pets/list-pets', keywords: ['listPets'] });
  });

  it('highlights examples and code samples, and flags generated examples', () => {
    const props = operationProps('get-store-inventory');
    const example = props.responses[0]!.contents[0]!.examples[0]!;
    expect(example.generated).toBe(true);
    expect(example.html).toContain('<span class="token');
    expect(props.codeSamples.map((sample) => sample.id)).toEqual(['curl', 'javascript', 'python', 'go', 'java']);
    expect(props.codeSamples[0]!.html).toContain('<span class="token function">curl</span>');
  });

  it('prepares the send panel: servers, parameters, bodies and the security alternatives', () => {
    const panel = operationProps('upload-pet-photo').sendPanel!;
    expect(panel.servers[0]).toEqual({
      url: 'https://pets.{environment}.zoo.test/v2',
      description: 'Pet service',
      variables: [{ name: 'environment', default: 'sandbox', enum: ['sandbox', 'production'], description: undefined }],
    });
    expect(panel.service).toBe('test');
    expect(panel.auth).toEqual({
      options: [[{ key: 'bearerAuth', kind: 'bearer', format: 'JWT' }]],
      optional: false,
      callbackRoute: '/api/oauth-callback.html',
    });
    expect(panel.bodies).toEqual([
      {
        mediaType: 'multipart/form-data',
        kind: 'multipart',
        fields: [
          { name: 'photo', file: true, required: true, example: undefined, accept: 'image/png' },
          { name: 'caption', file: false, required: false, example: 'Rex at the beach', accept: undefined },
          { name: 'tags', file: false, required: false, example: 'beach,summer', shape: 'array' },
          { name: 'place', file: false, required: false, example: '{"city":"Bern"}', shape: 'object' },
        ],
      },
    ]);
    expect(operationProps('get-health').sendPanel!.auth).toBeUndefined();
    expect(operationProps('create-pet').sendPanel!.bodies[0]).toEqual({
      mediaType: 'application/json',
      kind: 'json',
      example: '{\n  "name": "Rex",\n  "kind": "dog",\n  "barks": true\n}',
    });
  });

  it('search entries name the operation, its method and path, its operationId and parameters', () => {
    const { search } = operationPage(site, pets, operation('list-pets'));
    expect(search).toMatchObject({ title: 'List pets', group: 'API reference' });
    // The operationId, then the models it returns: a list of Pet, and Problem on errors.
    expect(search.keywords).toBe('listPets Pet Problem');
    expect(search.terms).toBe('Test service limit status traits X-Request-Id');
    expect(search.sections).toHaveLength(1);
    const [intro] = search.sections;
    expect(intro!.anchor).toBeUndefined();
    expect(intro!.heading).toBe('GET /pets');
    expect(intro!.text).toContain('Lists the pets');
    expect(intro!.text).not.toContain('alert');
  });

  it("search keywords name the request's and responses' models once each, so typing a model's name finds the operation", () => {
    const { search } = operationPage(site, pets, operation('create-pet'));
    const keywords = search.keywords!.split(' ');
    expect(keywords[0]).toBe('createPet');
    expect(keywords).toEqual(expect.arrayContaining(['NewPet', 'Pet']));
    expect(new Set(keywords).size).toBe(keywords.length);
  });
});

describe('service, tag and index pages', () => {
  it('service page ids do not clash with the description’s headings', () => {
    const page = servicePage(site, pets);
    const api = page.props as ApiServiceProps;
    expect(pets.descriptionToc).toEqual([{ depth: 2, id: 'errors', text: 'Errors' }]);
    expect(api.sections).toEqual({
      servers: { id: 'servers', title: 'Servers' },
      authentication: { id: 'authentication', title: 'Authentication' },
      operations: { id: 'operations', title: 'Operations' },
      untagged: { id: 'other-operations', title: 'Other operations' },
      models: { id: 'models', title: 'Models' },
    });
    // The described tag without operations ('unused') continues the description.
    expect(page.props.toc.map((entry) => entry.text)).toEqual([
      'Errors',
      'unused',
      'Servers',
      'Authentication',
      'Operations',
      'pets',
      'Pet photos',
      'Other operations',
      'Models',
    ]);
  });

  it('names its security section "Security schemes" when the description has an Authentication section of its own', () => {
    const described = { ...pets, descriptionToc: [{ depth: 2 as const, id: 'authentication', text: 'Authentication' }] };
    const page = servicePage(siteFor(described), described);
    expect((page.props as ApiServiceProps).sections.authentication).toEqual({ id: 'security-schemes', title: 'Security schemes' });
    expect(page.props.toc.filter((entry) => entry.text === 'Authentication')).toHaveLength(1);
  });

  it('gives its security section an id of its own when the description has a level-1 "Authentication" heading', async () => {
    const described = await normalise({
      info: { title: 'T', version: '1', description: '# Authentication\n\nTokens.\n\n## Roles' },
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
    });
    const page = servicePage(siteFor(described), described);
    expect((page.props as ApiServiceProps).sections.authentication).toEqual({ id: 'security-schemes', title: 'Security schemes' });
    expect(page.props.toc.map((entry) => entry.id)).toEqual(expect.arrayContaining(['authentication', 'roles', 'security-schemes']));
  });

  it("links the webhook page's breadcrumb to the id the service page gives its Webhooks list, also when a tag took `webhooks`", async () => {
    const service = await normalise({
      tags: [{ name: 'webhooks', description: 'Events we send.' }],
      webhooks: {
        orderCreated: { post: { operationId: 'orderCreated', tags: ['webhooks'], responses: { '200': { description: 'ok' } } } },
      },
    });
    const serviceProps = servicePage(siteFor(service), service).props as ApiServiceProps;
    expect(serviceProps.tags[0]!.id).toBe('webhooks');
    expect(serviceProps.sections.webhooks!.id).toBe('webhooks-1');
    const crumbs = webhookPage(siteFor(service), service, service.webhooks![0]!).props.breadcrumbs;
    expect(crumbs.find((crumb) => crumb.label === 'Webhooks')!.href).toBe('/api/pets#webhooks-1');
  });

  it('lists in its table of contents exactly the sections it shows', () => {
    const bare = { ...pets, securitySchemes: [], untagged: [], models: [] };
    const api = servicePage(siteFor(bare), bare).props as ApiServiceProps;
    expect(Object.keys(api.sections)).toEqual(['servers', 'operations']);
    expect(servicePage(siteFor(bare), bare).props.toc.map((entry) => entry.text)).not.toContain('Authentication');
  });

  it('tag and index pages list what they contain', () => {
    const tag = tagPage(site, pets, pets.tags[1]!);
    expect(tag.props).toMatchObject({ kind: 'api-tag', title: 'Pet photos' });
    expect(tag.head.description).toBe('Pictures of pets.');
    const index = apiIndexPage(site, [pets]);
    expect(index.props).toMatchObject({
      kind: 'api-index',
      services: [{ label: 'Test service', version: '2.1.0', summary: 'Adopt and manage pets.', operationCount: 7 }],
    });
  });

  it('first sentences are short', () => {
    expect(firstSentence('Lists the pets, newest first. Then more.')).toBe('Lists the pets, newest first.');
    expect(firstSentence('x'.repeat(300))).toHaveLength(200);
  });
});
