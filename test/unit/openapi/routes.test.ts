import { describe, expect, it } from 'vitest';
import { apiSidebar, sidebarForPage } from '../../../src/openapi/routes.js';
import { apiRoutes as plannedRoutes } from '../../../src/sources/api/page-kinds.js';
import type { ApiService } from '../../../src/openapi/model.js';
import type { ApiUrls } from '../../../src/openapi/urls.js';

const LABELS = { webhooks: 'Webhooks', otherTags: 'Other tags', models: 'Models' };
const apiRoutes = (urls: ApiUrls, title: string, services: ApiService[]) => plannedRoutes({ urls, title, labels: LABELS }, services);
import { apiSiteSpec, loadFile, normalise, urlsFor } from './helpers.js';
import { docgenErrorOf } from '../../helpers/temp.js';
import { isNavItem, type SidebarCategory } from '../../../src/core/sidebar.js';

const pets = await loadFile(apiSiteSpec('pets.yaml'), '/api/pets');
const graph = await loadFile(apiSiteSpec('graph.json'), '/api/graph');

describe('grouping by tag', () => {
  it('keeps the document’s tag order and drops tags without operations', () => {
    const { urls } = urlsFor(pets);
    expect(pets.tags.map((tag) => [tag.name, tag.label, urls.tag(pets, tag)])).toEqual([
      ['pets', 'pets', '/api/pets/pets'],
      ['photos', 'Pet photos', '/api/pets/photos'],
    ]);
    expect(pets.tags[0]!.operations.map((operation) => operation.slug)).toEqual([
      'list-pets',
      'create-pet',
      'get-pet',
      'delete-pet',
      'get-store-inventory',
    ]);
    expect(pets.untagged.map((operation) => operation.slug)).toEqual(['get-health']);
  });

  it('adds undeclared tags in order of first use, and lists multi-tag operations under each', async () => {
    const service = await normalise({
      tags: [{ name: 'b' }],
      paths: {
        '/x': { get: { operationId: 'x', tags: ['c', 'b'], responses: { '200': { description: 'ok' } } } },
        '/y': { get: { operationId: 'y', tags: ['a'], responses: { '200': { description: 'ok' } } } },
      },
    });
    expect(service.tags.map((tag) => [tag.name, tag.operations.map((operation) => operation.slug)])).toEqual([
      ['b', ['x']],
      ['c', ['x']],
      ['a', ['y']],
    ]);
  });
});

describe('tag pages that share a slug', () => {
  const ok = { responses: { '200': { description: 'ok' } } };

  it('moves a tag whose slug is an operation’s to /tag/{slug}, keeps the operation, and warns naming both pointers', async () => {
    const service = await normalise({
      tags: [{ name: 'other' }, { name: 'pets' }],
      paths: {
        '/pets': { get: { operationId: 'pets', tags: ['pets'], ...ok } },
        '/o': { get: { operationId: 'o', tags: ['other'], ...ok } },
      },
    });
    const { urls, warnings } = urlsFor(service);
    expect(service.tags.map((tag) => urls.tag(service, tag))).toEqual(['/api/test/other', '/api/test/tag/pets']);
    expect(service.operations.map((operation) => urls.operation(service, operation))).toEqual(['/api/test/pets', '/api/test/o']);
    expect(service.warnings).toEqual([]);
    expect(warnings.get(service)).toEqual([
      {
        pointer: '/tags/1/name',
        message:
          'Tag "pets" at /tags/1/name and operation GET /pets at /paths/~1pets/get both map to the page slug "pets"; the tag\'s page is at /api/test/tag/pets.',
      },
    ]);
    const paths = apiRoutes(urls, 'API', [service]).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/api/test/tag/pets', '/api/test/pets']));
    expect(
      apiSidebar(urls, 'API', [service]).items[0]!.type === 'category' &&
        (apiSidebar(urls, 'API', [service]).items[0] as SidebarCategory).items.filter(isNavItem).map((item) => item.href),
    ).toEqual(['/api/test/other', '/api/test/tag/pets']);
  });

  it('gives the later of two tags with one slug a -2 suffix, and warns naming both pointers', async () => {
    const service = await normalise({
      tags: [{ name: 'Pet store' }, { name: 'pet-store' }],
      paths: {
        '/a': { get: { operationId: 'a', tags: ['Pet store'], ...ok } },
        '/b': { get: { operationId: 'b', tags: ['pet-store'], ...ok } },
      },
    });
    const { urls } = urlsFor(service);
    expect(service.tags.map((tag) => [tag.slug, urls.tag(service, tag)])).toEqual([
      ['pet-store', '/api/test/pet-store'],
      ['pet-store-2', '/api/test/pet-store-2'],
    ]);
    expect(service.warnings).toHaveLength(1);
    expect(service.warnings![0]!.message).toContain(
      'Tags "Pet store" at /tags/0/name and "pet-store" at /tags/1/name both map to the page slug "pet-store"',
    );
  });

  it('fails when two services’ pages overlap, naming both sources', async () => {
    const inner = await normalise({ paths: {} }, '/api/pets/list-pets');
    const error = docgenErrorOf(() => apiRoutes(urlsFor(pets, inner).urls, 'API', [pets, inner]));
    expect(error.code).toBe('DG110');
    expect(error.message).toContain('Both of these produce the page /api/pets/list-pets:');
    expect(error.message).toContain('(at /paths/~1pets/get) (operation GET /pets)');
    expect(error.message).toContain('the page of service "test"');
  });
});

describe('routes', () => {
  it('are the index, then per service its page, tag pages, operation pages and model pages', () => {
    const routes = apiRoutes(urlsFor(pets, graph).urls, 'API reference', [pets, graph]);
    expect(routes.map((route) => `${route.kind} ${route.path}`)).toEqual([
      'api-index /api',
      'api-service /api/pets',
      'api-tag /api/pets/pets',
      'api-tag /api/pets/photos',
      'api-operation /api/pets/list-pets',
      'api-operation /api/pets/create-pet',
      'api-operation /api/pets/get-pet',
      'api-operation /api/pets/delete-pet',
      'api-operation /api/pets/upload-pet-photo',
      'api-operation /api/pets/get-store-inventory',
      'api-operation /api/pets/get-health',
      'api-models /api/pets/models',
      'api-model /api/pets/models/new-pet',
      'api-model /api/pets/models/dog',
      'api-model /api/pets/models/cat',
      'api-model /api/pets/models/pet',
      'api-model /api/pets/models/problem',
      'api-service /api/graph',
      'api-tag /api/graph/nodes',
      'api-operation /api/graph/get-node',
      'api-models /api/graph/models',
      'api-model /api/graph/models/node',
    ]);
    expect(routes.find((route) => route.path === '/api/pets/get-pet')?.origin).toMatchObject({
      file: expect.stringMatching(/pets\.yaml$/),
      pointer: '/paths/~1pets~1{petId}/get',
    });
  });
});

describe('the api sidebar', () => {
  const sidebar = apiSidebar(urlsFor(pets, graph).urls, 'APIs', [pets, graph]);

  it('has a category per service, per tag inside, and operations with method badges', () => {
    expect(sidebar).toMatchObject({ id: 'api', label: 'APIs', href: '/api' });
    const service = sidebar.items[0] as SidebarCategory;
    expect(service).toMatchObject({ type: 'category', label: 'Test service', href: '/api/pets' });
    const tag = service.items[0] as SidebarCategory;
    expect(tag).toMatchObject({ label: 'pets', href: '/api/pets/pets' });
    expect(tag.items.slice(0, 4)).toEqual([
      { type: 'link', label: 'List pets', href: '/api/pets/list-pets', badge: 'GET', deprecated: undefined },
      { type: 'link', label: 'Add a pet', href: '/api/pets/create-pet', badge: 'POST', deprecated: undefined },
      { type: 'link', label: 'Get a pet', href: '/api/pets/get-pet', badge: 'GET', deprecated: undefined },
      { type: 'link', label: 'Remove a pet', href: '/api/pets/delete-pet', badge: 'DELETE', deprecated: true },
    ]);
    // The service's models close its group.
    expect(service.items.at(-1)).toEqual({
      type: 'category',
      label: 'Models',
      href: '/api/pets/models',
      items: ['NewPet', 'Dog', 'Cat', 'Pet', 'Problem'].map((name) => ({
        type: 'link',
        label: name,
        href: `/api/pets/models/${name === 'NewPet' ? 'new-pet' : name.toLowerCase()}`,
      })),
    });
    expect(service.items.at(-2)).toEqual({
      type: 'link',
      label: 'Health check',
      href: '/api/pets/get-health',
      badge: 'GET',
      deprecated: undefined,
    });
  });

  it('is shown whole when small, and only along the current page’s branch when large', () => {
    expect(sidebarForPage(sidebar, '/api/pets/get-pet', 1000)).toBe(sidebar);
    const pruned = sidebarForPage(sidebar, '/api/pets/get-pet', 5);
    const [petsCategory, graphCategory] = pruned.items as SidebarCategory[];
    expect((petsCategory!.items[0] as SidebarCategory).items).toHaveLength(5);
    expect((petsCategory!.items[1] as SidebarCategory).items).toEqual([]);
    expect(graphCategory!.items).toEqual([
      { type: 'category', label: 'nodes', href: '/api/graph/nodes', items: [] },
      { type: 'category', label: 'Models', href: '/api/graph/models', items: [] },
    ]);
  });
});

describe('the sidebar of a very large reference', () => {
  it('shows a window of a long tag around the current operation, and a link to the whole tag', async () => {
    const paths = Object.fromEntries(
      Array.from({ length: 100 }, (_, index) => [
        `/op${index}`,
        { get: { operationId: `op${index}`, tags: ['big'], responses: { '200': { description: 'ok' } } } },
      ]),
    );
    const service = await normalise({ paths }, '/api/big');
    const sidebar = apiSidebar(urlsFor(service).urls, 'APIs', [service]);
    const tag = ((sidebarForPage(sidebar, '/api/big/op-50', 20, 10).items[0] as SidebarCategory).items[0] as SidebarCategory).items.filter(
      isNavItem,
    );
    expect(tag.map((item) => item.href)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `/api/big/op-${45 + index}`),
      '/api/big/big',
    ]);
    expect(tag.at(-1)!.label).toBe('All 100 operations');
    const first = ((sidebarForPage(sidebar, '/api/big/big', 20, 10).items[0] as SidebarCategory).items[0] as SidebarCategory).items.filter(
      isNavItem,
    );
    expect(first[0]!.href).toBe('/api/big/op-0');
  });
});

describe('the sidebar with x-tagGroups and webhooks', () => {
  const ok = { responses: { '200': { description: 'ok' } } };
  const document = {
    tags: [{ name: 'a', 'x-displayName': 'Alpha' }, { name: 'b' }],
    'x-tagGroups': [{ name: 'Group', tags: ['a'] }],
    paths: { '/a': { get: { operationId: 'getA', tags: ['a'], ...ok } }, '/b': { get: { operationId: 'getB', tags: ['b'], ...ok } } },
    webhooks: { hook: { post: { summary: 'A hook', ...ok } } },
  };

  it('puts the tags inside their groups, the ungrouped ones under "Other tags", then a "Webhooks" category', async () => {
    const service = await normalise(document, '/api/g');
    const items = (apiSidebar(urlsFor(service).urls, 'APIs', [service]).items[0] as SidebarCategory).items as SidebarCategory[];
    expect(items.map((item) => [item.label, item.href, item.items.filter(isNavItem).map((child) => child.label)])).toEqual([
      ['Group', undefined, ['Alpha']],
      ['Other tags', undefined, ['b']],
      ['Webhooks', undefined, ['A hook']],
    ]);
    expect(items[2]!.items[0]).toMatchObject({ href: '/api/g/webhooks/hook', badge: 'POST' });
  });

  it('when pruned, leaves no empty category without a page: closed groups show their tags, closed webhooks go', async () => {
    const service = await normalise(document, '/api/g');
    const pruned = sidebarForPage(apiSidebar(urlsFor(service).urls, 'APIs', [service]), '/api/g/get-a', 1);
    const items = (pruned.items[0] as SidebarCategory).items as SidebarCategory[];
    expect(items.map((item) => [item.label, item.items.filter(isNavItem).map((child) => child.label)])).toEqual([
      ['Group', ['Alpha']],
      ['Other tags', ['b']],
    ]);
    expect((items[1]!.items[0] as SidebarCategory).items).toEqual([]);
    const onHook = sidebarForPage(apiSidebar(urlsFor(service).urls, 'APIs', [service]), '/api/g/webhooks/hook', 1);
    expect(((onHook.items[0] as SidebarCategory).items.at(-1) as SidebarCategory).items.filter(isNavItem).map((item) => item.href)).toEqual(
      ['/api/g/webhooks/hook'],
    );
  });
});
