import { countValues } from '../../../src/openapi/validate-worker.mjs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp.js';
import { DocgenError } from '../../../src/errors/docgen-error.js';
import { apiSiteSpec, loadFile, loadWithWarnings, openapiFixture, urlsFor } from './helpers.js';
import { SHOWN_PROBLEMS, validationError, validationWarnings } from '../../../src/openapi/validation-report.js';

async function failure(file: string): Promise<DocgenError> {
  try {
    await loadFile(file);
  } catch (error) {
    if (error instanceof DocgenError) return error;
    throw error;
  }
  throw new Error(`${file} loaded`);
}

describe('loading a document', () => {
  it('reads OpenAPI 3.1 YAML and OpenAPI 3.0 JSON', async () => {
    const pets = await loadFile(apiSiteSpec('pets.yaml'));
    expect(pets).toMatchObject({ openapiVersion: '3.1.0', title: 'Pet API', version: '2.1.0' });
    const graph = await loadFile(apiSiteSpec('graph.json'));
    expect(graph.openapiVersion).toBe('3.0.3');
    expect(graph.specFormat).toBe('json');
    expect(urlsFor(graph).urls.download(graph)).toBe('/api/test/openapi.json');
  });

  it('handles circular references without hanging', async () => {
    const graph = await loadFile(apiSiteSpec('graph.json'));
    const schema = graph.operations[0]!.responses[0]!.contents[0]!.schema;
    expect(schema).toMatchObject({ kind: 'schema', name: 'Node' });
    expect(schema?.kind === 'schema' && schema.properties.find((property) => property.name === 'parent')!.schema).toMatchObject({
      kind: 'circular',
      name: 'Node',
    });
  }, 10_000);

  it("converts Swagger 2.0 to OpenAPI 3.0, with the converter's warnings pointing into the author's file", async () => {
    const file = openapiFixture('swagger2-converted.yaml');
    const { service, warnings } = await loadWithWarnings(file);
    expect(service).toMatchObject({ convertedFrom: 'Swagger 2.0', openapiVersion: '3.0.0', title: 'Old Pet Store' });
    expect(service.servers.map((server) => server.url)).toEqual(['https://pets.example.com/v1']);
    expect(service.operations.map((operation) => operation.operationId)).toEqual(['listPets', 'addPet']);
    expect(service.operations[1]!.requestBody?.contents[0]).toMatchObject({ mediaType: 'application/json', schema: { name: 'Pet' } });
    expect(warnings).toEqual([
      expect.objectContaining({
        failsStrict: true,
        file,
        pointer: '/paths/~1pets/get/parameters/0',
        line: 19,
        message: expect.stringMatching(/^Swagger 2\.0 conversion: collectionFormat:tsv is no longer supported/),
      }),
    ]);
  });

  it('refuses an OpenAPI version it does not know (3.3)', async () => {
    expect((await failure(openapiFixture('openapi33.yaml'))).message).toContain('is OpenAPI 3.3.0');
  });

  it('builds a document that breaks the schema, with a warning naming the file, the JSON pointer and the line', async () => {
    const { service, warnings } = await loadWithWarnings(openapiFixture('invalid.yaml'));
    expect(service.operations.map((operation) => operation.operationId)).toEqual(['listPets']);
    expect(warnings).toEqual([
      {
        severity: 'warning',
        failsStrict: true,
        file: openapiFixture('invalid.yaml'),
        pointer: '/paths/~1pets/get/parameters/0/in',
        line: 11,
        column: 11,
        message: expect.stringMatching(/^must be equal to one of the allowed values \(query, header, path, cookie\) \(tolerated; /),
      },
    ]);
  });

  it('points into the component where a referenced schema is wrong, not where it is used', async () => {
    const { warnings } = await loadWithWarnings(openapiFixture('invalid-in-component.yaml'));
    expect(warnings[0]).toMatchObject({ pointer: '/components/schemas/Pet/properties/name/required', line: 19 });
  });

  it('lists the first problems of a sloppy document one by one and counts the rest', () => {
    const problems = Array.from({ length: SHOWN_PROBLEMS + 5 }, (_, at) => ({ message: `problem ${at}`, pointer: `/paths/p${at}` }));
    const warnings = validationWarnings({ file: 'big.json', problems });
    expect(warnings).toHaveLength(SHOWN_PROBLEMS + 1);
    expect(warnings.every((warning) => warning.failsStrict && warning.file === 'big.json')).toBe(true);
    expect(warnings.at(-1)!.message).toMatch(/^\.\.\. and 5 more problems in this document/);
  });

  it('fails on a document that cannot be rendered, naming the problem, the JSON pointer, the line and a code frame', () => {
    const error = validationError({
      file: 'spec.yaml',
      text: 'a: 1\nb: 2\n',
      problems: [{ message: 'cannot resolve', pointer: '/b', line: 2, column: 1 }],
    });
    expect(error.code).toBe('DG041');
    expect(error.location).toEqual({ file: 'spec.yaml', pointer: '/b', line: 2, column: 1 });
    expect(error.message).toBe('cannot resolve (at /b)');
    expect(error.frame).toContain('> 2 | b: 2');
  });

  it('names a $ref that points nowhere', async () => {
    const error = await failure(openapiFixture('broken-ref.yaml'));
    expect(error.code).toBe('DG041');
    expect(error.message).toContain('#/components/schemas/Nope');
    expect(error.location?.pointer).toBe('/paths/~1pets/get/responses/200/content/application~1json/schema/$ref');
  });

  it('reports unparseable YAML as unreadable, with the parser’s position', async () => {
    const error = await failure(openapiFixture('unparseable.yaml'));
    expect(error.code).toBe('DG040');
    expect(String((error.cause as Error).message)).toContain('(4:1)');
    expect((await failure(openapiFixture('missing.yaml'))).code).toBe('DG040');
  });

  it('names an empty document, or one of comments only, as empty (DG043), not as an invalid schema', async () => {
    const dir = tempDir({ 'empty.yaml': '', 'blank.json': '\n  \n', 'comments.yaml': '# to do\n\n# later\n' });
    for (const name of ['empty.yaml', 'blank.json']) {
      const error = await failure(path.join(dir, name));
      expect(error.code).toBe('DG043');
      expect(error.message).toBe(`${path.join(dir, name)} is empty: it holds no OpenAPI document.`);
      expect(error.location).toEqual({ file: path.join(dir, name) });
      expect(error.hint).toContain('api.services');
    }
    const comments = await failure(path.join(dir, 'comments.yaml'));
    expect(comments.message).toBe(`${path.join(dir, 'comments.yaml')} holds no OpenAPI document: it has only comments.`);
  });

  it('gives two operations whose ids map to one slug distinct pages, with a warning naming both pointers', async () => {
    const service = await loadFile(openapiFixture('slug-collision.yaml'));
    expect(service.operations.map((operation) => urlsFor(service).urls.operation(service, operation))).toEqual([
      '/api/test/list-pets',
      '/api/test/list-pets-2',
    ]);
    expect(service.warnings).toEqual([
      { pointer: '/paths/~1b/get', message: expect.stringMatching(/at \/paths\/~1a\/get and .* at \/paths\/~1b\/get .*"list-pets"/) },
    ]);
  });

  it('fails when two operations share an operationId, naming both pointers', async () => {
    const error = await failure(openapiFixture('duplicate-operation-id.yaml'));
    expect(error.code).toBe('DG116');
    expect(error.message).toContain('/paths/~1a/get and /paths/~1b/get');
    expect(error.location).toEqual({ file: openapiFixture('duplicate-operation-id.yaml'), pointer: '/paths/~1b/get' });
  });

  it('counts the values of a document the way a walk sees them, shared ones each time, up to a limit', () => {
    const shared = [1, 2, 3];
    expect(countValues({ a: shared, b: shared }, 100)).toBe(9);
    const bomb: unknown[] = ['x'];
    let level: unknown[] = bomb;
    for (let depth = 0; depth < 30; depth++) level = [level, level];
    expect(countValues(level, 1000)).toBe(1001);
  });
});
