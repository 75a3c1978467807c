/**
 * Webhooks, callbacks, response links, tag groups and slug collisions (issue 10): a site
 * with three fixture documents (test/fixtures/openapi/webhooks-callbacks.yaml,
 * x-webhooks-30.yaml, slug-collision-pages.yaml), built in memory.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import type { SearchIndexFile } from '../../src/search/search-options.js';
import { buildInMemory, repoRoot, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

const fixture = (name: string) => readFileSync(path.join(repoRoot, 'test/fixtures/openapi', name), 'utf8');
let result: BuildResult;
const page = (route: string) => textOf(result, `${route.slice(1)}/index.html`);
const main = (route: string) => {
  const html = page(route);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const sidebar = (route: string) => {
  const html = page(route);
  return html.slice(html.indexOf('<nav class="sidebar'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar')));
};
const htmlPages = (prefix: string) =>
  [...result.files.keys()].filter((file) => file.startsWith(prefix) && file.endsWith('index.html')).sort();

beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Events', url: 'https://events.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [
      { id: 'orders', label: 'Orders', spec: 'specs/orders.yaml' },
      { id: 'legacy', label: 'Legacy', spec: 'specs/legacy.yaml' },
      { id: 'collide', label: 'Collide', spec: 'specs/collide.yaml' },
    ] } };\n`,
    'specs/orders.yaml': fixture('webhooks-callbacks.yaml'),
    'specs/legacy.yaml': fixture('x-webhooks-30.yaml'),
    'specs/collide.yaml': fixture('slug-collision-pages.yaml'),
  });
  result = await buildInMemory(root);
});

describe('webhooks', () => {
  it('get a page each under /webhooks/, from 3.1 webhooks and 3.0 x-webhooks', () => {
    expect(htmlPages('api/orders/webhooks/')).toEqual([
      'api/orders/webhooks/inventory-low/index.html',
      'api/orders/webhooks/order-paid/index.html',
    ]);
    expect(htmlPages('api/legacy/webhooks/')).toEqual(['api/legacy/webhooks/user-created/index.html']);
    expect(main('/api/legacy/webhooks/user-created')).toContain('<h1>User created</h1>');
  });

  it('show the payload schema, headers, examples and the expected responses', () => {
    const html = main('/api/orders/webhooks/order-paid');
    expect(html).toContain('<h1>Order paid</h1>');
    expect(html).toContain('<code>orderPaid</code>');
    expect(html).toContain('Sent when a payment for an order succeeds.');
    expect(html).toMatch(/<h2 id="headers">Headers/);
    expect(html).toContain('X-Signature');
    expect(html).toMatch(/<h2 id="payload">Payload/);
    expect(html).toContain('A paid order');
    expect(html).toMatch(/<h2 id="responses">Responses your server returns/);
    expect(html).toContain('id="response-200"');
    expect(html).toContain('id="response-500"');
    // The document's security is for calling the API: the webhook page does not claim it.
    expect(html).not.toContain('id="authentication"');
    expect(main('/api/orders/create-order')).toContain('id="authentication"');
    // The payload's schema tree names its properties.
    expect(html).toMatch(/schema-property-name[^>]*>status</);
    // Tags (by display name) link to their pages; the tag page lists the webhook.
    expect(html).toContain('href="/api/orders/events"');
    expect(main('/api/orders/events')).toContain('href="/api/orders/webhooks/order-paid"');
  });

  it("link a named payload schema to its model page, as operation pages do, and the model's Used by lists the webhook", () => {
    expect(main('/api/orders/webhooks/order-paid')).toMatch(/<a class="schema-model-link" href="\/api\/orders\/models\/order">Order<\/a>/);
    const model = main('/api/orders/models/order');
    const usedBy = model.slice(model.indexOf('id="used-by"'));
    expect(usedBy).toContain('href="/api/orders/webhooks/order-paid"');
    expect(usedBy).toContain('webhook payload');
    expect(textOf(result, 'api/orders/models/order.md')).toContain(
      '[Order paid](https://events.test/api/orders/webhooks/order-paid.md): Webhook `POST orderPaid`',
    );
  });

  it('are a "Webhooks" group of the service in the sidebar and a section of the service page', () => {
    const nav = sidebar('/api/orders/webhooks/order-paid');
    const webhooks = nav.slice(nav.indexOf('>Webhooks<'));
    expect(webhooks).toContain('href="/api/orders/webhooks/order-paid"');
    expect(webhooks).toContain('href="/api/orders/webhooks/inventory-low"');
    // ...and are listed under their tags, like operations.
    const eventsTag = nav.slice(nav.indexOf('>Order events<'), nav.indexOf('>Back office<'));
    expect(eventsTag).toContain('href="/api/orders/webhooks/order-paid"');
    const service = main('/api/orders');
    const eventsOnService = service.slice(service.indexOf('id="events"'), service.indexOf('id="group-back-office"'));
    expect(eventsOnService).toContain('href="/api/orders/webhooks/order-paid"');
    expect(service).toMatch(/<h2 id="webhooks">Webhooks/);
    expect(service.slice(service.indexOf('id="webhooks"'))).toContain('href="/api/orders/webhooks/inventory-low"');
  });

  it("are in the search index and have a markdown twin for AI readers (without the API's servers)", () => {
    const index = JSON.parse(textOf(result, 'search-index.json')) as SearchIndexFile;
    const entry = index.pages.find((candidate) => candidate.route === '/api/orders/webhooks/order-paid');
    expect(entry?.title).toBe('Order paid');
    const twin = textOf(result, 'api/orders/webhooks/order-paid.md');
    expect(twin).toMatch(/^# Order paid\n/);
    expect(twin).toContain('`X-Signature`');
    expect(twin).not.toContain('## Servers');
  });
});

describe('callbacks and response links', () => {
  it('show a callback under its operation: URL expression, request body and expected responses', () => {
    const html = main('/api/orders/create-order');
    const callbacks = html.slice(html.indexOf('<h2 id="callbacks">'));
    expect(html).toContain('<h2 id="callbacks">Callbacks');
    expect(callbacks).toContain('<h3 id="callback-ordershipped">orderShipped');
    expect(callbacks).toContain('<code class="api-callback-expression">{$request.body#/callbackUrl}</code>');
    expect(callbacks).toContain('Sent when the order leaves the warehouse.');
    expect(callbacks).toMatch(/schema-property-name[^>]*>shippedAt</);
    expect(callbacks).toContain('410');
    expect(callbacks).toContain('Stop sending updates for this order.');
  });

  it('show which operation a response value feeds, by operationId or operationRef, with its parameters', () => {
    const html = main('/api/orders/create-order');
    const links = html.slice(html.indexOf('class="api-response-links"'), html.indexOf('<h2 id="callbacks">'));
    expect(links).toContain('GetOrderById');
    expect(links).toMatch(/href="\/api\/orders\/get-order"[^]*Get an order/);
    expect(links).toMatch(/href="\/api\/orders\/cancel-order"/);
    expect(links).toContain('<code>$response.body#/id</code>');
    expect(links).toContain('is the <code>orderId</code> of Get an order.');
    // A link to an operation the document does not have is shown as text, with a warning.
    expect(links).toContain('<code>archiveOrder</code>');
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        pointer: '/paths/~1orders/post/responses/201/links/Archive',
        message: expect.stringContaining('operationId "archiveOrder"'),
      }),
    );
  });
});

describe('tags', () => {
  it('x-tagGroups group the tags in the sidebar and on the service page; x-displayName names them', () => {
    const nav = sidebar('/api/orders');
    expect(nav.indexOf('>Shop<')).toBeGreaterThan(-1);
    expect(nav.indexOf('>Order handling<')).toBeGreaterThan(nav.indexOf('>Shop<'));
    expect(nav.indexOf('>Back office<')).toBeGreaterThan(nav.indexOf('>Order events<'));
    expect(nav.indexOf('>admin<')).toBeGreaterThan(nav.indexOf('>Back office<'));
    const service = main('/api/orders');
    expect(service).toMatch(/<h3 id="group-shop">Shop/);
    expect(service).toMatch(/<h3 id="group-back-office">Back office/);
    expect(service).toContain('<h4 id="orders"><a href="/api/orders/orders">Order handling</a></h4>');
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ pointer: '/x-tagGroups/1/tags/1', message: expect.stringContaining('"missing"') }),
    );
  });

  it("the service page's markdown twin lists the tags under their x-tagGroups headings, in the groups' order", () => {
    const twin = textOf(result, 'api/orders.md');
    const at = (text: string) => twin.indexOf(text);
    expect(at('### Shop')).toBeGreaterThan(at('## Operations'));
    expect(at('#### [Order handling](')).toBeGreaterThan(at('### Shop'));
    expect(at('#### [Order events](')).toBeGreaterThan(at('#### [Order handling]('));
    expect(at('### Back office')).toBeGreaterThan(at('#### [Order events]('));
    expect(at('#### [admin](')).toBeGreaterThan(at('### Back office'));
  });

  it('a described tag without operations or webhooks keeps its text: a section of the service page, its table of contents and its twin (as Redoc shows it)', () => {
    const service = main('/api/orders');
    const at = service.indexOf('<h2 id="unused">unused<a');
    expect(at).toBeGreaterThan(-1);
    expect(service.indexOf('A tag no operation or webhook has.')).toBeGreaterThan(at);
    expect(service.indexOf('id="operations"')).toBeGreaterThan(at);
    expect(page('/api/orders')).toMatch(/<a[^>]* href="#unused"[^>]*>unused<\/a>/);
    expect(textOf(result, 'api/orders.md')).toMatch(/\n## unused\n\nA tag no operation or webhook has\.\n[\s\S]*## Operations/);
  });

  it('a tag without operations or webhooks is no page and nothing links to it', () => {
    expect(result.files.has('api/orders/unused/index.html')).toBe(false);
    for (const [file, content] of result.files)
      if (file.endsWith('.html') && typeof content === 'string') expect(content, file).not.toContain('/api/orders/unused"');
  });
});

describe('slug collisions', () => {
  it('give every tag, operation and webhook its own page, moving the ones on reserved segments or taken slugs', () => {
    expect(htmlPages('api/collide/')).toEqual(
      [
        'api/collide/index.html',
        'api/collide/models-2/index.html',
        'api/collide/pets/index.html',
        'api/collide/pets-2/index.html',
        'api/collide/tag-2/index.html',
        'api/collide/tag/models/index.html',
        'api/collide/tag/pets/index.html',
        'api/collide/webhooks-2/index.html',
        'api/collide/webhooks/pets-2/index.html',
        'api/collide/webhooks/pets/index.html',
      ].sort(),
    );
  });

  it('warn naming the file and both pointers', () => {
    const warnings = result.diagnostics.filter((diagnostic) => diagnostic.file?.endsWith('collide.yaml'));
    const about = (pointer: string) => warnings.find((warning) => warning.pointer === pointer)?.message;
    expect(about('/tags/0/name')).toMatch(
      /Tag "pets" at \/tags\/0\/name and operation GET \/pets at \/paths\/~1pets\/get .*\/api\/collide\/tag\/pets/,
    );
    expect(about('/tags/1/name')).toMatch(/Tags "pets" at \/tags\/0\/name and "Pets!" at \/tags\/1\/name .* "pets-2"/);
    expect(about('/tags/2/name')).toMatch(/"models", which holds other pages .*\/api\/collide\/tag\/models/);
    expect(about('/paths/~1models/get')).toMatch(/"models", which holds other pages .* "models-2"/);
    expect(about('/paths/~1webhooks/get')).toMatch(/"webhooks-2"/);
    expect(about('/paths/~1tag/get')).toMatch(/"tag-2"/);
    expect(about('/webhooks/Pets/post')).toMatch(
      /Webhooks "pets" at \/webhooks\/pets\/post and "Pets" at \/webhooks\/Pets\/post .* "pets-2"/,
    ); // Like the validator's warnings, each names the line of the document it is about.
    expect(warnings.find((warning) => warning.pointer === '/tags/0/name')).toMatchObject({ line: 4 });
    expect(warnings.filter((warning) => warning.line === undefined)).toEqual([]);
  });
});
