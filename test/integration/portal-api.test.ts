/**
 * The portal's API reference (spec section 2, "API reference"), built in memory once:
 * every service index, tag page and operation page under /api, with its content.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, repoRoot, textOf } from '../helpers/build-fixture.js';
import type { SearchIndexFile } from '../../src/search/search-options.js';

const SITE_TITLE = 'Veriton Developers';

/** Spec section 2: per service, its operation pages and its tag pages. */
const SERVICES: Record<string, { operations: string[]; tags: string[] }> = {
  'gemini-service': {
    operations: [
      'add-key-did-document',
      'add-service-did-document',
      'remove-key-did-document',
      'remove-service-did-document',
      'key-rotation-did-document',
      'change-digital-twin-ownership',
      'create-digital-twin',
      'get-digital-twin-document',
      'get-digital-twin-document-for-object',
      'create-vc',
      'create-vp',
      'get-vc-list',
      'get-vc-for-entropy',
      'query-vc',
      'verify-credential',
    ],
    tags: ['digital-twin', 'verifiable-credential', 'verifiable-presentation'],
  },
  'metering-service': {
    operations: [
      'create-transaction',
      'create-pending-transaction',
      'create-confirmed-transaction',
      'create-error-transaction',
      'confirm-transaction',
      'cancel-transaction',
      'error-transaction',
      'count-transaction',
    ],
    tags: ['metering'],
  },
  'signing-service': {
    operations: [
      'encrypt-pdf-base-64',
      'encrypt-pdf-buffer',
      'encrypt-pdf-file',
      'hash-crypto',
      'hash-forge',
      'sign-pdf-buffer',
      'sign-pdf-streamable-file',
      'verify-crypto',
      'verify-forge',
      'verify-pdf',
    ],
    tags: ['signing'],
  },
  'token-handler-service': {
    operations: ['get-discovery', 'get-jwks', 'get-wellknown', 'logout', 'refresh-api-token', 'request-access-token'],
    tags: ['token-handler'],
  },
};

/** Public endpoints: no access token (DECISIONS.md). */
const PUBLIC = [
  '/api/token-handler-service/get-discovery',
  '/api/token-handler-service/get-jwks',
  '/api/token-handler-service/get-wellknown',
];
/** The token exchange authenticates with the app's API token in the body, not with an access token. */
const TOKEN_EXCHANGE = ['/api/token-handler-service/request-access-token', '/api/token-handler-service/refresh-api-token'];

let result: BuildResult;
const html = (route: string) => textOf(result, `${route.slice(1)}/index.html`);
const mainOf = (route: string) => {
  const page = html(route);
  return page.slice(page.indexOf('<main'), page.indexOf('</main>'));
};
const sidebarOf = (route: string) => {
  const page = html(route);
  return page.slice(page.indexOf('<aside class="sidebar"'), page.indexOf('</aside>'));
};

beforeAll(async () => {
  result = await buildInMemory(repoRoot);
}, 120_000);

describe('the portal API reference', () => {
  it('has the /api landing page listing the four services', () => {
    const page = html('/api');
    expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toBe(`API reference | ${SITE_TITLE}`);
    for (const service of Object.keys(SERVICES)) expect(mainOf('/api')).toContain(`href="/api/${service}"`);
  });

  it('links the APIs sidebar from the navbar', () => {
    expect(html('/guides/gettingstarted/create-app')).toMatch(/<a class="navbar-link[^"]*" href="\/api"[^>]*>APIs<\/a>/);
    expect(html('/api/metering-service/count-transaction')).toMatch(
      /<a class="navbar-link[^"]*active[^"]*" href="\/api"[^>]*aria-current="page"[^>]*>APIs<\/a>/,
    );
  });

  for (const [service, { operations, tags }] of Object.entries(SERVICES)) {
    describe(service, () => {
      const base = `/api/${service}`;

      it('has an index page with info, servers, authentication, tags and operations, and the document to download', () => {
        const main = mainOf(base);
        expect(main).toMatch(/<h1>[^<]+<\/h1>/);
        expect(main).toContain('id="servers"');
        expect(main).toContain('{environment}');
        expect(main).toContain('<code>sandbox</code>');
        expect(main).toContain('<code>production</code>');
        expect(main).toMatch(/id="authentication(-\d)?"/);
        for (const tag of tags) expect(main).toContain(`href="${base}/${tag}"`);
        for (const operation of operations) expect(main).toContain(`href="${base}/${operation}"`);
        expect(main).toContain(`href="${base}/openapi.yaml" download="${service}.yaml"`);
        expect(result.files.get(`api/${service}/openapi.yaml`)).toEqual({ copyFrom: expect.stringContaining(`specs/${service}.yaml`) });
      });

      for (const tag of tags) {
        it(`has the tag page ${tag} with its description and operations`, () => {
          const main = mainOf(`${base}/${tag}`);
          expect(main).toMatch(/<h1>[^<]+<\/h1>/);
          expect(main).toMatch(/<div class="markdown api-description"><p>/);
          expect((main.match(/class="card-link" href="\/api\//g) ?? []).length).toBeGreaterThan(0);
        });
      }

      for (const operation of operations) {
        const route = `${base}/${operation}`;
        it(`has the operation page ${operation}`, () => {
          const page = html(route);
          const main = mainOf(route);
          const h1 = /<h1>([^<]+)/.exec(main)?.[1];
          expect(h1).toBeTruthy();
          expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toMatch(new RegExp(`\\| ${SITE_TITLE}$`));
          // Method and path with the server URL.
          expect(main.replace(/<wbr\/>/g, '')).toMatch(
            /<p class="api-endpoint"><span class="method-badge method-(get|post|put|patch|delete)">(GET|POST|PUT|PATCH|DELETE)<\/span><code><span class="api-server">https:\/\/[^<]*\{environment\}[^<]*<\/span><span class="api-path">\//,
          );
          expect(main).toMatch(/<div class="markdown api-description">/);
          expect(main).toContain('<h2 id="responses">Responses');
          expect(main).toMatch(/<span class="api-status api-status-success">2\d\d<\/span>/);
          expect(main).toMatch(/<span class="api-status api-status-client-error">4\d\d<\/span>/);
          expect(main).toContain('application/problem+json');
          expect(main).toContain('<h2 id="code-samples">Code samples');
          for (const language of ['curl', 'JavaScript', 'Python', 'Go', 'Java']) expect(main).toContain(`>${language}</label>`);
          expect(main).toContain('data-widget="send-panel"');
          expect(main).toContain(`href="${base}/openapi.yaml"`);
          // The sidebar marks this page and shows the method badges.
          expect(sidebarOf(route)).toMatch(
            new RegExp(`class="sidebar-link[^"]*active[^"]*" href="${route}" aria-current="page"><span class="method-badge`),
          );
          if (PUBLIC.includes(route)) expect(main).not.toContain('<h2 id="authentication">');
          else if (!TOKEN_EXCHANGE.includes(route)) expect(main).toMatch(/<h2 id="authentication">[\s\S]*?Bearer token/);
        });
      }
    });
  }

  it('groups the mass operations (create, and get/list) on their own page of the gemini service', () => {
    const main = mainOf('/api/gemini-service/mass-operations');
    expect(main).toMatch(/<span class="method-badge method-post">POST<\/span>[^]*?mass-operations/);
    expect(main).toMatch(/<span class="method-badge method-get">GET<\/span>[^]*?mass-operations/);
  });

  it('shows request bodies as schema trees, with their examples in the side pane', () => {
    const main = mainOf('/api/metering-service/create-transaction');
    expect(main).toContain('<h2 id="request-body">Request body');
    expect(main).toMatch(/<div class="api-body-schema"><div class="schema">/);
    const side = main.slice(main.indexOf('<div class="api-pane-side">'));
    expect(side).toMatch(
      /<h2 id="op-create-transaction-request-examples">Request examples[\s\S]*?<figure class="code-block" data-language="json">/,
    );
    expect(main).toContain('class="schema-property-name">operation</code>');
  });

  it('offers file uploads for multipart bodies in the send panel', () => {
    expect(mainOf('/api/signing-service/encrypt-pdf-file')).toMatch(/<input[^>]*type="file"/);
  });

  it('puts the API pages in the search index', () => {
    const index = JSON.parse(textOf(result, 'search-index.json')) as SearchIndexFile;
    const ids = new Set(index.pages.map((page) => page.route));
    for (const [service, { operations, tags }] of Object.entries(SERVICES)) {
      for (const page of ['', ...operations, ...tags]) expect(ids.has(`/api/${service}${page ? `/${page}` : ''}`), page).toBe(true);
    }
  });
});
