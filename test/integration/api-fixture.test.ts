/**
 * The API reference of the fixture site test/fixtures/sites/api, built in memory: the
 * pages, their HTML without JavaScript, the sidebar, the downloads and the search index.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, repoRoot, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';
import type { SearchIndexFile } from '../../src/search/search-options.js';

let result: BuildResult;
const page = (route: string) => textOf(result, `${route.slice(1)}/index.html`);
const main = (route: string) => {
  const html = page(route);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('api'));
});

describe('API reference of the fixture site', () => {
  it('has the index, service, tag, operation and model pages', () => {
    const pages = [...result.files.keys()].filter((file) => file.startsWith('api/') && file.endsWith('/index.html')).sort();
    // Beside the pages, the send panel's OAuth callback (not a page: no route, no sidebar entry).
    expect(result.files.has('api/oauth-callback.html')).toBe(true);
    expect(pages).toEqual(
      [
        'api/graph/get-node/index.html',
        'api/graph/index.html',
        'api/graph/models/index.html',
        'api/graph/models/node/index.html',
        'api/pets/models/index.html',
        'api/pets/models/new-pet/index.html',
        'api/pets/models/dog/index.html',
        'api/pets/models/cat/index.html',
        'api/pets/models/pet/index.html',
        'api/pets/models/problem/index.html',
        'api/graph/nodes/index.html',
        'api/index.html',
        'api/pets/create-pet/index.html',
        'api/pets/delete-pet/index.html',
        'api/pets/get-health/index.html',
        'api/pets/get-pet/index.html',
        'api/pets/get-store-inventory/index.html',
        'api/pets/index.html',
        'api/pets/list-pets/index.html',
        'api/pets/pets/index.html',
        'api/pets/photos/index.html',
        'api/pets/upload-pet-photo/index.html',
      ].sort(),
    );
    expect(page('/api')).toContain('<title>API reference | Zoo Docs</title>');
    expect(main('/api')).toContain('href="/api/pets"');
    expect(main('/api')).toContain('7 operations');
  });

  it('copies each document into the build and links it for download', () => {
    expect(result.files.get('api/pets/openapi.yaml')).toEqual({ copyFrom: expect.stringMatching(/specs\/pets\.yaml$/) });
    expect(result.files.get('api/graph/openapi.json')).toEqual({ copyFrom: expect.stringMatching(/specs\/graph\.json$/) });
    expect(main('/api/pets/get-pet')).toContain('href="/api/pets/openapi.yaml" download="pets.yaml"');
  });

  it('shows an operation completely in static HTML', () => {
    const html = main('/api/pets/get-pet');
    expect(html).toContain('<h1>Get a pet</h1>');
    // Line-break opportunities (<wbr/>) aside, the endpoint reads as one URL.
    expect(html.replace(/<wbr\/>/g, '')).toMatch(
      /<span class="method-badge method-get">GET<\/span><code><span class="api-server">https:\/\/pets\.\{environment\}\.zoo\.test\/v2<\/span><span class="api-path">\/pets\/<span class="api-path-param">\{petId\}<\/span><\/span><\/code>/,
    );
    // ...which narrow screens may break after a slash or a dot, never inside a word.
    expect(html).toContain('https://<wbr/>pets.<wbr/>{environment}.<wbr/>zoo.<wbr/>test/<wbr/>v2');
    expect(html).toContain('id="authentication"');
    expect(html).toContain('<code>pets:read</code>');
    expect(html).toContain('<h3 id="path-parameters">Path parameters</h3>');
    expect(html).toContain('id="response-200"');
    expect(html).toContain('id="response-404"');
    // Schema trees and examples are in the page, foldable without JavaScript.
    expect(html).toContain('<details class="schema-choice">');
    expect(html).toContain('application/problem+json');
    // Code-sample tabs are radio buttons: they switch without JavaScript.
    const curlTab = /<input class="api-tab-input"[^>]*id="op-get-pet-sample-curl"[^>]*>/.exec(html)?.[0];
    expect(curlTab).toContain('type="radio"');
    expect(curlTab).toContain('name="op-get-pet-sample"');
    expect(curlTab).toContain('checked=""');
    for (const language of ['curl', 'JavaScript', 'Python', 'Go', 'Java']) expect(html).toContain(`>${language}</label>`);
  });

  it('renders request bodies with allOf merged, choices, discriminator, examples and read/write-only', () => {
    const html = main('/api/pets/create-pet');
    expect(html).toContain('Exactly one of these 2 schemas');
    expect(html).toMatch(/Dog<\/span><span class="schema-fact"> when <code>kind<\/code> is <code>dog<\/code>/);
    // On the model page the options are links to their own pages, each with the value that picks it.
    const model = main('/api/pets/models/new-pet');
    expect(model).toMatch(/href="\/api\/pets\/models\/dog"[^]*?<span class="schema-fact"> when <code>kind<\/code> is <code>dog<\/code>/);
    expect(model).toMatch(/href="\/api\/pets\/models\/cat"[^]*?<span class="schema-fact"> when <code>kind<\/code> is <code>cat<\/code>/);
    expect(html).toContain('>A dog</label>');
    expect(html).toContain('>A cat</label>');
    expect(html).toContain('schema-badge-write-only');
    expect(html).toContain('>CLI</label>');
    const response = main('/api/pets/get-pet');
    expect(response).toContain('schema-badge-read-only');
    expect(response).toContain('map&lt;string, string&gt;');
  });

  it('marks circular references instead of expanding them forever', () => {
    const html = main('/api/graph/get-node');
    expect(html).toContain('circular reference to Node');
    expect(html).toContain('Example (generated from the schema)');
  });

  it('sanitises markdown from the document', () => {
    const html = main('/api/pets/list-pets');
    expect(html).toContain('Lists the pets, newest first.');
    expect(html).not.toMatch(/<script>alert|onerror=/);
  });

  it('puts a send panel on every operation page, server-rendered and hydrated by its widget', () => {
    for (const route of ['/api/pets/list-pets', '/api/pets/upload-pet-photo', '/api/graph/get-node']) {
      const html = page(route);
      expect(html).toContain('data-widget="send-panel"');
      expect(html).toMatch(/"send-panel":"\/assets\/send-panel-[A-Z0-9]+\.js"/);
      expect(html).toContain('Sending requests from this page needs JavaScript');
    }
    expect(page('/api/pets/upload-pet-photo')).toContain('type="file"');
    expect(page('/api/pets')).not.toContain('data-widget="send-panel"');
  });

  it('has an "api" sidebar with method badges, tag categories and deprecated operations', () => {
    const html = page('/api/pets/get-pet');
    const sidebar = html.slice(html.indexOf('<aside class="sidebar"'), html.indexOf('</aside>'));
    expect(sidebar).toContain('href="/api/pets/pets"');
    expect(sidebar).toMatch(/<span class="method-badge method-delete">DELETE<\/span><span class="sidebar-link-label">Remove a pet<\/span>/);
    expect(sidebar).toMatch(/class="sidebar-link deprecated"/);
    expect(sidebar).toMatch(/class="sidebar-link active" href="\/api\/pets\/get-pet" aria-current="page"/);
    // The navbar item {type: 'docSidebar', sidebarId: 'api'} links the reference.
    expect(html).toMatch(/<a class="navbar-link[^"]*" href="\/api"[^>]*>APIs<\/a>/);
  });

  it('service and tag pages list their operations', () => {
    const service = main('/api/pets');
    expect(service).toContain('<h2 id="errors">Errors');
    expect(service).toContain('id="servers"');
    expect(service).toContain('<code>bearerAuth</code>');
    expect(service).toContain('href="/api/pets/list-pets"');
    const tag = main('/api/pets/photos');
    expect(tag).toContain('<h1>Pet photos</h1>');
    expect(tag).toContain('Pictures of pets.');
    expect(tag).toContain('href="/api/pets/upload-pet-photo"');
  });

  it('adds every API page to the search index', () => {
    const index = JSON.parse(textOf(result, 'search-index.json')) as SearchIndexFile;
    const ids = index.pages.map((page) => page.route);
    for (const route of ['/api', '/api/pets', '/api/pets/photos', '/api/pets/list-pets', '/api/graph/get-node'])
      expect(ids).toContain(route);
    const listPets = index.pages.find((page) => page.route === '/api/pets/list-pets')!;
    expect({ ...listPets, group: index.groups[listPets.group] }).toEqual({
      route: '/api/pets/list-pets',
      title: 'List pets',
      group: 'API reference',
    });
    // The operation's intro shows its request line.
    expect(index.sections.find(([page]) => index.pages[page] === listPets)).toEqual([
      expect.any(Number),
      '',
      'GET /pets',
      'Lists the pets, newest first.',
    ]);
  });
});

describe('a site whose API document is wrong', () => {
  const site = (spec: string) =>
    tempDir({
      'site.config.ts': `export default { title: 'Broken', url: 'https://broken.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [{ id: 'broken', label: 'Broken', spec: 'specs/broken.yaml' }] } };\n`,
      'specs/broken.yaml': spec,
    });

  it('builds a document that breaks the schema, with a warning naming the file, the JSON pointer and the line', async () => {
    const built = await buildInMemory(site(readFileSync(path.join(repoRoot, 'test/fixtures/openapi/invalid.yaml'), 'utf8')));
    expect(built.files.has('api/broken/list-pets/index.html')).toBe(true);
    expect(built.diagnostics.filter((diagnostic) => diagnostic.failsStrict)).toMatchObject([
      { file: expect.stringMatching(/specs\/broken\.yaml$/), pointer: '/paths/~1pets/get/parameters/0/in', line: 11 },
    ]);
  });

  it('converts Swagger 2.0 and says so on the service page', async () => {
    const built = await buildInMemory(site(readFileSync(path.join(repoRoot, 'test/fixtures/openapi/swagger2.yaml'), 'utf8')));
    expect(textOf(built, 'api/broken/index.html')).toContain('Swagger 2.0, converted to OpenAPI 3.0.0');
  });
});
