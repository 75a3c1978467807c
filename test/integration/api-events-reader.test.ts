/**
 * The pages for AI readers show what the HTML pages show of webhooks, callbacks, response
 * links and models (test/fixtures/openapi/webhooks-callbacks.yaml, built in memory).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, repoRoot, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

let result: BuildResult;
const twin = (file: string) => textOf(result, file);
/** The text of a markdown page from one heading to the next of the same or a higher level. */
const section = (markdown: string, heading: string) => {
  const start = markdown.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const level = /^#+/.exec(heading)![0];
  const next = markdown.slice(start + heading.length + 2).search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return next === -1 ? markdown.slice(start) : markdown.slice(start, start + heading.length + 2 + next);
};

beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Events', url: 'https://events.test', api: { services: [{ id: 'orders', label: 'Orders', spec: 'specs/orders.yaml' }] } };\n`,
    'specs/orders.yaml': readFileSync(path.join(repoRoot, 'test/fixtures/openapi/webhooks-callbacks.yaml'), 'utf8'),
  });
  result = await buildInMemory(root);
});

describe('the pages for AI readers of an operation', () => {
  it("show a response's links: the operation each feeds (its twin), the parameters, the description", () => {
    const links = section(section(twin('api/orders/create-order.md'), '### 201 Created'), '### 201 Created');
    expect(links).toContain('Links:');
    expect(links).toContain(
      '- `GetOrderById` Feeds [Get an order](https://events.test/api/orders/get-order.md) (`GET /orders/{orderId}`)\n  The `id` returned here is the `orderId` of Get an order.\n  - `orderId`: `$response.body#/id`',
    );
    expect(links).toContain(
      '- `CancelOrder` Feeds [Cancel an order](https://events.test/api/orders/cancel-order.md) (`DELETE /orders/{orderId}`)',
    );
    // A link whose operation the document lacks names its reference, as the HTML page does.
    expect(links).toContain('- `Archive` Feeds `archiveOrder`');
  });

  it('show callbacks: the URL expression, the request the API sends (payload schema and example), the responses it expects', () => {
    const callbacks = section(twin('api/orders/create-order.md'), '## Callbacks');
    expect(callbacks).toContain('After this operation, the API sends this request to the URL the expression gives.');
    expect(callbacks).toContain('### orderShipped');
    expect(callbacks).toContain('Sent to `POST {$request.body#/callbackUrl}`');
    expect(callbacks).toContain('Order shipped\n\nSent when the order leaves the warehouse.');
    const payload = section(callbacks, '#### Payload');
    expect(payload).toContain('`shippedAt`');
    expect(payload).toContain('"orderId": "o-1"');
    const responses = section(callbacks, '#### Responses your server returns');
    expect(responses).toContain('##### 204 No Content\n\nReceived.');
    expect(responses).toContain('##### 410 Gone\n\nStop sending updates for this order.');
  });
});

describe('the pages for AI readers of webhooks and models', () => {
  it("word a webhook's page like its HTML page: the payload the API sends, the responses it expects", () => {
    const markdown = twin('api/orders/webhooks/order-paid.md');
    expect(markdown).toMatch(/^# Order paid\n\nWebhook `POST orderPaid` \(`orderPaid`\)\n\nThe API sends this request/);
    expect(markdown).toContain('## Payload (required)');
    expect(markdown).toContain('A paid order');
    expect(markdown).toContain('## Responses your server returns\n\n### 200 OK\n\nAcknowledged.');
    expect(markdown).not.toContain('## Request body');
  });

  it('list the webhooks and the models on the service page, and a tag page its webhooks', () => {
    const service = twin('api/orders.md');
    expect(section(service, '## Webhooks')).toContain(
      '- [Order paid](https://events.test/api/orders/webhooks/order-paid.md): `POST orderPaid`',
    );
    expect(section(service, '## Models')).toContain('[1 model](https://events.test/api/orders/models.md)');
    expect(section(twin('api/orders/events.md'), '## Webhooks')).toContain(
      '[Order paid](https://events.test/api/orders/webhooks/order-paid.md)',
    );
    expect(twin('api/orders/models/order.md')).toContain('`status`');
  });

  // llms-full.txt is made of these same twins (test/integration/llms.test.ts).
  it('are listed in llms.txt', () => {
    const index = twin('llms.txt');
    expect(index).toContain('https://events.test/api/orders/webhooks/order-paid.md');
    expect(index).toContain('https://events.test/api/orders/models/order.md');
  });
});
