/**
 * A parameter whose description, example or default live on its schema (common in
 * public documents): the operation page shows each once, and the markdown twin keeps
 * the description the HTML shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

const SPEC = `openapi: 3.0.3
info: {title: Queue, version: '1'}
servers: [{url: 'https://queue.example.test'}]
paths:
  /queue:
    post:
      operationId: addToQueue
      parameters:
        - name: uri
          in: query
          required: true
          schema: {type: string, description: The item to queue., example: 'track:42'}
        - name: limit
          in: query
          schema: {type: integer, default: 20}
        - name: device
          in: query
          description: The device that plays it.
          example: kitchen
          schema: {type: string, example: hall}
      responses:
        '204': {description: Queued}
`;

let result: BuildResult;
beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Queue', url: 'https://queue.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [{ id: 'queue', label: 'Queue', spec: 'specs/queue.yaml' }] } };\n`,
    'specs/queue.yaml': SPEC,
  });
  result = await buildInMemory(root);
});

/** The text of one parameter's entry on the operation page, tags removed. */
function parameterText(name: string): string {
  const html = textOf(result, 'api/queue/add-to-queue/index.html');
  const start = html.indexOf(`<code class="schema-property-name">${name}</code>`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('</li>', start);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('parameters described on their schema', () => {
  it("show the schema's example or default once, not again as the parameter's example", () => {
    expect(count(parameterText('uri'), 'track:42')).toBe(1);
    expect(count(parameterText('limit'), '20')).toBe(1);
  });

  it("still show the parameter's own example beside a different one of its schema", () => {
    const device = parameterText('device');
    expect(count(device, 'kitchen')).toBe(1);
    expect(count(device, 'hall')).toBe(1);
  });

  it('keep the description in the markdown twin, as on the HTML page', () => {
    const twin = textOf(result, 'api/queue/add-to-queue.md');
    expect(twin).toMatch(/\| `uri` \| query \| `string` \| required \| The item to queue\./);
    expect(twin).toMatch(/\| `device` \| query \| `string` \| optional \| The device that plays it\./);
  });
});
