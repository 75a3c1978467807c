/**
 * Webhook and callback responses are shown like an operation's (templates/api/responses.tsx):
 * each status folds, 4xx/5xx start closed, and a header every response repeats is listed once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

const responses = `
        '200':
          description: Received.
          headers:
            X-Request-Id: {$ref: '#/components/headers/RequestId'}
            X-Retry-After: {schema: {type: integer}}
          content:
            application/json:
              schema: {type: object, properties: {ok: {type: boolean}}}
              example: {ok: true}
        '410':
          description: Stop sending.
          headers:
            X-Request-Id: {$ref: '#/components/headers/RequestId'}`;

const spec = `openapi: 3.1.0
info: {title: Events, version: '1'}
paths:
  /subscriptions:
    post:
      operationId: subscribe
      summary: Subscribe
      responses:
        '201': {description: Subscribed.}
      callbacks:
        onEvent:
          '{$request.body#/url}':
            post:
              summary: Event
              responses:${responses.replace(/^ {8}/gm, '                ')}
webhooks:
  eventSent:
    post:
      operationId: eventSent
      summary: Event sent
      responses:${responses}
components:
  headers:
    RequestId: {description: Echo it back., schema: {type: string}}
`;

let result: BuildResult;
const mainOf = (file: string) => {
  const html = textOf(result, file);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
/** The markup of one status, from its wrapper to the next status or the end of the list. */
const statusBlock = (html: string, id: string) => {
  const start = html.lastIndexOf('<div class="api-response ', html.indexOf(` id="${id}"`));
  const next = html.indexOf('<div class="api-response ', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
};

beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Events', url: 'https://events.test', api: { services: [{ id: 'events', label: 'Events', spec: 'specs/events.yaml' }] } };\n`,
    'specs/events.yaml': spec,
  });
  result = await buildInMemory(root);
});

describe('responses of webhooks and callbacks', () => {
  it("fold on a webhook's page: success open, errors closed, shared headers once, examples beside each body", () => {
    const html = mainOf('api/events/webhooks/event-sent/index.html');
    expect(statusBlock(html, 'response-200')).toContain('<details open=""><summary class="api-response-summary"><h3 id="response-200">');
    expect(statusBlock(html, 'response-410')).toContain('<details><summary class="api-response-summary"><h3 id="response-410">');
    const shared = html.slice(html.indexOf('api-shared-headers'), html.indexOf('id="response-200"'));
    expect(shared).toContain('<h3>Headers on every response</h3>');
    expect(shared).toContain('X-Request-Id');
    expect(shared).not.toContain('X-Retry-After');
    expect(statusBlock(html, 'response-200')).toContain('X-Retry-After');
    expect(statusBlock(html, 'response-410')).not.toContain('X-Request-Id');
    // No side pane on a webhook's page: the example stays with its body.
    expect(statusBlock(html, 'response-200')).toContain('<span class="token property">"ok"</span>');
  });

  it('fold under a callback the same way, one heading level below the callback', () => {
    const html = mainOf('api/events/subscribe/index.html');
    const callbacks = html.slice(html.indexOf('api-callbacks'));
    const ok = statusBlock(callbacks, 'callback-onevent-post-response-200');
    expect(ok).toMatch(/<details open=""><summary class="api-response-summary"><h5 id="[^"]*callback-onevent-post-response-200">/);
    expect(ok).toContain('<h6>Headers</h6>');
    expect(ok).not.toContain('X-Request-Id');
    expect(statusBlock(callbacks, 'callback-onevent-post-response-410')).toMatch(/<details><summary class="api-response-summary"><h5 /);
    expect(callbacks).toContain('<h5>Headers on every response</h5>');
  });
});
