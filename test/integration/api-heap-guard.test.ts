import { describe, expect, it } from 'vitest';
import { expectUserError, runDocgen } from '../helpers/bad-input.js';
import { tempDir } from '../helpers/temp.js';

/**
 * A document whose normalising needs more memory than the heap (issue 10: "never an
 * out-of-memory abort"): `size` schemas that each refer to all the others. The document
 * is 8 KB, but each schema's tree spells out every path through the others before a
 * cycle closes it, so the trees grow with the factorial of `size`.
 */
function cyclicDocument(size: number): string {
  const names = Array.from({ length: size }, (_, index) => `Node${index}`);
  const schemas = Object.fromEntries(
    names.map((name) => [
      name,
      {
        type: 'object',
        properties: Object.fromEntries(
          names.filter((other) => other !== name).map((other) => [other.toLowerCase(), { $ref: `#/components/schemas/${other}` }]),
        ),
      },
    ]),
  );
  const paths = Object.fromEntries(
    names.map((name) => [
      `/${name.toLowerCase()}`,
      {
        get: {
          operationId: `get${name}`,
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` }, example: {} } } },
          },
        },
      },
    ]),
  );
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Cycles', version: '1' }, paths, components: { schemas } });
}

describe('out of memory while loading an OpenAPI document', () => {
  it('ends with DG250 naming the document and what to raise, exit 1, never V8 abort', async () => {
    const site = tempDir({
      'site.config.ts': `export default { title: 'Cycles', url: 'https://cycles.test', api: { services: [{ id: 'cycles', label: 'Cycles', spec: 'specs/cycles.json' }] } };\n`,
      'docs/index.md': '---\ntitle: Home\n---\n\nHome.\n',
      'specs/cycles.json': cyclicDocument(10),
    });
    const run = await runDocgen(['build'], { cwd: site, env: { NODE_OPTIONS: '--max-old-space-size=192' }, timeoutMs: 120_000 });
    expectUserError(run, { file: 'specs/cycles.json', code: 'DG250' });
    expect(run.stderr, 'the stage: normalising this document').toContain('"normalise specs/cycles.json"');
    expect(run.stderr, 'what to raise').toMatch(/NODE_OPTIONS=--max-old-space-size=\d+ docgen build/);
    expect(`${run.stdout}${run.stderr}`, "not V8's abort").not.toMatch(/FATAL ERROR|heap out of memory/i);
  });
});
