/**
 * A parameter's examples on the operation page and in its markdown twin: every named
 * example with its summary and description (not only the first), and a value docgen made
 * up for the code samples and the send panel flagged as generated, as bodies' are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

const SPEC = `openapi: 3.0.3
info: {title: Things, version: '1'}
servers: [{url: 'https://things.example.test'}]
paths:
  /things/{thingId}:
    get:
      operationId: getThing
      parameters:
        - name: thingId
          in: path
          required: true
          schema: {type: string}
          examples:
            first: {summary: The first thing, description: Made *first*., value: thing-1}
            second: {value: thing-2}
        - name: size
          in: query
          required: true
          schema: {type: integer, minimum: 3}
        - name: colour
          in: query
          schema: {type: string, enum: [red, blue]}
        - name: page
          in: query
          example: 4
          schema: {type: integer}
        - name: sort
          in: query
          schema: {type: string}
          examples:
            newest: {summary: Newest first, value: -created}
        - name: state
          in: query
          schema: {type: string}
          examples:
            open: {value: open}
            closed: {value: closed, description: Kept for a year.}
      responses:
        '204': {description: Found}
`;

let result: BuildResult;
beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Things', url: 'https://things.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [{ id: 'things', label: 'Things', spec: 'specs/things.yaml' }] } };\n`,
    'specs/things.yaml': SPEC,
  });
  result = await buildInMemory(root);
});

/** One parameter's entry on the operation page, as text (tags removed). */
function parameterText(name: string): string {
  const html = textOf(result, 'api/things/get-thing/index.html');
  const start = html.indexOf(`<code class="schema-property-name">${name}</code>`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf('<li class="api-param', start);
  return html
    .slice(start, next === -1 ? start + 3000 : next)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** One parameter's row of the markdown twin's table. */
function twinRow(name: string): string {
  const row = textOf(result, 'api/things/get-thing.md')
    .split('\n')
    .find((line) => line.startsWith(`| \`${name}\` |`));
  expect(row).toBeDefined();
  return row!;
}

describe('a parameter with several named examples', () => {
  it('shows each on the operation page, with its summary (else its name) and description', () => {
    const text = parameterText('thingId');
    expect(text).toMatch(/Examples: thing-1 The first thing: Made first \. thing-2 second /);
  });

  it('shows a single named example with its summary too, under a singular label', () => {
    expect(parameterText('sort')).toMatch(/ Example: -created Newest first /);
    expect(twinRow('sort')).toContain('example `-created` (Newest first)');
  });

  it('does not repeat a value as its label when the example is named after it', () => {
    expect(parameterText('state')).toMatch(/Examples: open closed : Kept for a year\. /);
    expect(twinRow('state')).toContain('examples `open`, `closed` (Kept for a year.)');
  });

  it('lists each in the markdown twin', () => {
    expect(twinRow('thingId')).toContain('examples `thing-1` (The first thing: Made *first*.), `thing-2` (second)');
  });
});

describe('a value docgen made up for a parameter', () => {
  it('is flagged as generated on the page, as a body’s generated example is, and is what the code samples send', () => {
    expect(parameterText('size')).toContain('Example (generated from the schema): 3');
    expect(parameterText('colour')).toContain('Example (generated from the schema): red');
    const page = textOf(result, 'api/things/get-thing/index.html');
    expect(page).toContain('https://things.example.test/things/thing-1?size=3&amp;colour=red&amp;page=4&amp;sort=-created');
  });

  it('is not flagged when the document gives the example', () => {
    expect(parameterText('page')).toContain('Example: 4');
    expect(parameterText('page')).not.toContain('generated');
  });

  it('is flagged in the markdown twin too', () => {
    expect(twinRow('size')).toContain('Example (generated from the schema): `3`');
    expect(twinRow('page')).toContain('example `4`');
  });
});
