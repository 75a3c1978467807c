/**
 * The operation page's two panes in static HTML (test/fixtures/openapi/two-pane-responses.yaml):
 * the reference on the left, samples, examples and Try it on the right; error responses
 * folded, headers every response repeats listed once, example tabs without repeated titles.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildInMemory, repoRoot, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

let main: string;

beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Shop', url: 'https://shop.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [{ id: 'orders', label: 'Orders', spec: 'specs/orders.yaml' }] } };\n`,
    'specs/orders.yaml': readFileSync(path.join(repoRoot, 'test/fixtures/openapi/two-pane-responses.yaml'), 'utf8'),
  });
  const html = textOf(await buildInMemory(root), 'api/orders/create-order/index.html');
  main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
});

const between = (text: string, start: string, end: string) => text.slice(text.indexOf(start), text.indexOf(end, text.indexOf(start)));

describe('the two-pane operation page', () => {
  it('puts the reference in the main pane and samples, examples and Try it in the side pane, in that order', () => {
    const mainPane = between(main, '<div class="api-pane-main">', '<div class="api-pane-side">');
    const side = main.slice(main.indexOf('<div class="api-pane-side">'));
    expect(mainPane).toContain('id="request-body"');
    expect(mainPane).toContain('id="responses"');
    expect(mainPane).not.toContain('class="api-body-example"');
    const order = ['id="code-samples"', 'id="op-create-order-request-examples"', 'id="op-create-order-response-examples"', 'id="try-it"'];
    const positions = order.map((marker) => side.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('links Try it from the header', () => {
    expect(between(main, '<header class="api-header">', '</header>')).toContain('<a class="api-try-it-link" href="#try-it">Try it</a>');
  });

  it('folds error responses and leaves the others open, each heading in its summary with a link beside it', () => {
    const details = [...main.matchAll(/<details( open="")?><summary class="api-response-summary"><h3 id="(response-\d+)">/g)];
    expect(details.map((match) => [match[2], match[1] !== undefined])).toEqual([
      ['response-201', true],
      ['response-404', false],
      ['response-503', false],
    ]);
    expect(main).toContain('<a href="#response-404" class="hash-link api-response-link" aria-label="Direct link to 404 Not Found"');
  });

  it('lists headers that every response repeats once, and the rest under their response', () => {
    const responses = between(main, 'id="responses"', '<div class="api-pane-side">');
    const shared = between(responses, 'class="api-response-headers api-shared-headers"', '<div class="api-response ');
    expect(shared).toContain('<h3>Headers on every response</h3>');
    expect(shared).toContain('>X-Request-Id</code>');
    expect(responses.match(/>X-Request-Id<\/code>/g)).toHaveLength(1);
    expect(between(responses, 'id="response-201"', 'id="response-404"')).toContain('>Location</code>');
  });

  it('shows response examples as a tab per status, and does not repeat a tab’s title over its code block', () => {
    const responseExamples = main.slice(main.indexOf('id="op-create-order-response-examples"'), main.indexOf('id="try-it"'));
    const labels = [...responseExamples.matchAll(/<label class="api-tab-label"[^>]*>([^<]*)<\/label>/g)].map((match) => match[1]);
    expect(labels).toEqual(['201', '404']);
    const requestExamples = main.slice(
      main.indexOf('id="op-create-order-request-examples"'),
      main.indexOf('id="op-create-order-response-examples"'),
    );
    expect(requestExamples).toContain('>A small order</label>');
    expect(requestExamples).not.toContain('<figcaption class="code-block-title">A small order</figcaption>');
  });

  it('hydrates the send panel when it nears the screen, not at load', () => {
    expect(main).toMatch(/<docgen-island data-widget="send-panel"[^>]*data-hydrate="visible"/);
  });
});
