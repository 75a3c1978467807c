/**
 * Lenient by default, strict on request: an OpenAPI document that breaks small rules
 * builds with warnings naming the file, the JSON pointer and the line; `docgen build
 * --strict` and `docgen check` fail on them (DG200) and write nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli } from '../helpers/bad-input.js';
import { repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';

const fixture = (name: string) => readFileSync(path.join(repoRoot, 'test/fixtures/openapi', name), 'utf8');

/** A site with one API service whose document is `spec` (written as specs/api.yaml). */
export function apiSite(spec: string, service: Record<string, unknown> = {}, specName = 'api.yaml'): string {
  const services = JSON.stringify([{ id: 'sloppy', label: 'Sloppy', spec: `specs/${specName}`, ...service }]);
  return tempDir({
    'site.config.ts': `export default { title: 'Lenient', url: 'https://lenient.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: ${services} } };\n`,
    [`specs/${specName}`]: spec,
  });
}

describe('an OpenAPI document that breaks small rules', () => {
  it('builds every operation page, with one warning per problem naming the file, the JSON pointer and the line', async () => {
    const root = apiSite(fixture('lenient-invalid.yaml'));
    const run = await runCli(['build'], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning \S*specs\/api\.yaml:11:11 \(at \/paths\/~1pets\/get\/parameters\/0[^)]*\): .*tolerated/);
    expect(run.stderr).toMatch(
      /warning \S*specs\/api\.yaml:33:11 \(at \/components\/schemas\/Pet\/properties\/name\/required\): must be array/,
    );
    // 6 pages, plus the models index and the Pet model's page.
    expect(run.stderr).toContain('Built 8 pages');
    const page = readFileSync(path.join(root, 'build/api/sloppy/list-pets/index.html'), 'utf8');
    expect(page).toContain('List pets');
    expect(existsSync(path.join(root, 'build/api/sloppy/get-pet/index.html'))).toBe(true);
  });

  it('fails `docgen build --strict` with DG200 naming the file and the count, and writes nothing', async () => {
    const root = apiSite(fixture('lenient-invalid.yaml'));
    const run = await runCli(['build', '--strict'], { cwd: root });
    expectUserError(run, { file: 'specs/api.yaml', line: 33, pointer: '/components/schemas/Pet/properties/name/required', code: 'DG200' });
    expect(run.stderr).toContain('specs/api.yaml: 2 warnings (listed above) fail a strict build.');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('fails `docgen check` the same way', async () => {
    const run = await runCli(['check'], { cwd: apiSite(fixture('lenient-invalid.yaml')) });
    expectUserError(run, { file: 'specs/api.yaml', code: 'DG200' });
  });

  it('still fails a document whose $ref cannot be resolved (DG041, with the pointer and line)', async () => {
    const run = await runCli(['build'], { cwd: apiSite(fixture('broken-ref.yaml')) });
    expectUserError(run, {
      file: 'specs/api.yaml',
      line: 11,
      pointer: '/paths/~1pets/get/responses/200/content/application~1json/schema/$ref',
      code: 'DG041',
    });
  });
});

describe('a Swagger 2.0 document', () => {
  it('is converted and rendered, the service page says so, the converter warns with the pointer and line', async () => {
    const root = apiSite(fixture('swagger2-converted.yaml'));
    const run = await runCli(['build'], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /warning \S*specs\/api\.yaml:19:11 \(at \/paths\/~1pets\/get\/parameters\/0\): Swagger 2\.0 conversion: collectionFormat:tsv is no longer supported/,
    );
    const service = readFileSync(path.join(root, 'build/api/sloppy/index.html'), 'utf8');
    expect(service).toContain('Swagger 2.0, converted to OpenAPI 3.0.0');
    const addPet = readFileSync(path.join(root, 'build/api/sloppy/add-pet/index.html'), 'utf8');
    expect(addPet).toContain('https://pets.example.com/v1/pets');
    expect(addPet).toContain('X-API-KEY');
    // The download is the document as its author wrote it.
    expect(readFileSync(path.join(root, 'build/api/sloppy/openapi.yaml'), 'utf8')).toBe(fixture('swagger2-converted.yaml'));
  });

  it('fails a strict build on the converter warnings', async () => {
    const run = await runCli(['build', '--strict'], { cwd: apiSite(fixture('swagger2-converted.yaml')) });
    expectUserError(run, { file: 'specs/api.yaml', line: 19, code: 'DG200' });
  });
});

describe('links in descriptions', () => {
  const description = (html: string) =>
    html.slice(
      html.indexOf('<div class="markdown api-description">'),
      html.indexOf('</div>', html.indexOf('<div class="markdown api-description">')),
    );

  it('without a base: relative links and Redoc anchors naming nothing become plain text with a warning (pointer and line), and never fail the build', async () => {
    const built = await buildInMemory(apiSite(fixture('description-links.yaml')));
    const html = description(textOf(built, 'api/sloppy/index.html'));
    expect(html).toContain('Start with the introduction, list the versions, read <a href="https://www.elastic.co/guide"');
    expect(html).toContain('<a href="https://example.com/docs"');
    // Redoc's anchors that name a tag or operation of the document link to its page (redoc-anchors.test.ts).
    expect(html).toContain(
      `Redoc's anchors: <a href="/api/sloppy/pets">pets</a> and <a href="/api/sloppy/list-pets">listing</a>; an in-page link: below.`,
    );
    expect(textOf(built, 'api/sloppy/list-pets/index.html')).toContain('See paging.');
    const warnings = built.diagnostics.filter((diagnostic) => diagnostic.failsStrict);
    expect(warnings.map((warning) => [warning.pointer, warning.line, /"([^"]+)"/.exec(warning.message)![1]])).toEqual([
      ['/info/description', 5, './Introduction'],
      ['/info/description', 5, '/reference/getversions'],
      ['/paths/~1pets/get/description', 18, '/guides/paging'],
      ['/tags/0/description', 11, '#section/Models'],
    ]);
  });

  it('with api.services[].linkBase: relative links resolve against it; a Redoc anchor naming nothing still warns', async () => {
    const built = await buildInMemory(apiSite(fixture('description-links.yaml'), { linkBase: 'https://vendor.example/docs/' }));
    const html = description(textOf(built, 'api/sloppy/index.html'));
    expect(html).toContain('<a href="https://vendor.example/docs/Introduction"');
    expect(html).toContain('<a href="https://vendor.example/reference/getversions"');
    expect(textOf(built, 'api/sloppy/list-pets/index.html')).toContain('href="https://vendor.example/guides/paging"');
    expect(
      built.diagnostics.filter((diagnostic) => diagnostic.failsStrict).map((warning) => /"([^"]+)"/.exec(warning.message)![1]),
    ).toEqual(['#section/Models']);
  });

  it("with the document's externalDocs.url: relative links resolve against it", async () => {
    const spec = `${fixture('description-links.yaml')}externalDocs: {url: 'https://elastic.example/guide/'}\n`;
    const built = await buildInMemory(apiSite(spec));
    expect(description(textOf(built, 'api/sloppy/index.html'))).toContain('<a href="https://elastic.example/guide/Introduction"');
  });

  it('refuses a linkBase that is not an http(s) URL, naming the key', async () => {
    const run = await runCli(['build'], { cwd: apiSite(fixture('description-links.yaml'), { linkBase: 'docs/' }) });
    expectUserError(run, { file: 'site.config.ts' });
    expect(run.stderr).toContain('linkBase');
  });
});
