import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { mockDocumentFiles, mockMode, mockServerFor } from '../../../src/mock/mock-placement.js';
import { siteAddress } from '../../../src/core/site-address.js';
import { operationPage } from '../../../src/sources/api/operation-page-data.js';
import { cachedHighlighter } from '../../../src/openapi/highlight-code.js';
import { fixtureSite, repoRoot } from '../../helpers/paths.js';
import { createMock, isMockable } from '../../../src/mock/mock-api.js';
import { docgenErrorOf } from '../../helpers/temp.js';
import { loadFile, urlsFor } from '../openapi/helpers.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };

describe('api.mock in the configuration', () => {
  it('is an optional boolean, named in the error when it is not one', () => {
    expect(validateConfig({ ...minimal, api: { mock: true } }, context).api.mock).toBe(true);
    expect(validateConfig(minimal, context).api.mock).toBeUndefined();
    expect(docgenErrorOf(() => validateConfig({ ...minimal, api: { mock: 'yes' } }, context)).message).toContain('api.mock');
  });

  it('picks how the build offers the mock: in the page when configured, served under serve --watch, else none', () => {
    expect([mockMode(true, false), mockMode(true, true), mockMode(false, true), mockMode(undefined, undefined)]).toEqual([
      'in-page',
      'in-page',
      'served',
      undefined,
    ]);
  });
});

describe('the mock in the pages of a build', () => {
  const specFile = path.join(fixtureSite('mock'), 'specs/mock.yaml');

  it('adds a last server to the send panel, below the service’s route and the base URL; in-page mocks name their document', async () => {
    const service = await loadFile(specFile, '/api/pets');
    const urls = urlsFor(service).urls;
    const operation = service.operations.find((candidate) => candidate.operationId === 'createPet')!;
    const page = (mode: 'served' | 'in-page' | undefined) =>
      operationPage(
        {
          title: 'API',
          urls,
          messages: englishMessages,
          mockServer: mockServerFor(mode, siteAddress({ url: 'https://docs.test', baseUrl: '/docs/', trailingSlash: false }), urls),
        },
        service,
        operation,
        cachedHighlighter(),
      ).props;
    const servers = (mode: 'served' | 'in-page' | undefined) => {
      const props = page(mode);
      return props.kind === 'api-operation' ? props.sendPanel?.servers : undefined;
    };
    expect(servers(undefined)!.map((server) => server.url)).toEqual(['https://pets.example.com/v1']);
    expect(servers('served')!.at(-1)).toEqual({
      url: '/docs/api/pets/__mock',
      description: 'Mock (docgen serve)',
      variables: [],
      mock: undefined,
    });
    expect(servers('in-page')!.at(-1)).toEqual({
      url: '/docs/api/pets/__mock',
      description: 'Mock (answered in this page)',
      variables: [],
      mock: '/docs/api/pets/__mock.json',
    });
  });

  it('writes a JSON copy of each document beside its pages, only with a mock', async () => {
    const service = await loadFile(specFile, '/api/pets');
    const urls = urlsFor(service).urls;
    expect((await mockDocumentFiles(undefined, [service], urls)).size).toBe(0);
    const files = await mockDocumentFiles('served', [service], urls);
    expect([...files.keys()]).toEqual(['api/pets/__mock.json']);
    expect(JSON.parse(files.get('api/pets/__mock.json') as string)).toMatchObject({ openapi: '3.0.3', paths: { '/pets': {} } });
  });

  it('writes a Swagger 2.0 document as its OpenAPI 3.0 conversion, the form the mock answers from', async () => {
    const service = await loadFile(path.join(repoRoot, 'test/fixtures/openapi/swagger2-converted.yaml'), '/api/old');
    const files = await mockDocumentFiles('served', [service], urlsFor(service).urls);
    const written = JSON.parse(files.get('api/old/__mock.json') as string) as Record<string, unknown>;
    expect(written.swagger).toBeUndefined();
    expect(isMockable(written)).toBe(true);
    const answer = createMock(written)({ method: 'GET', path: '/pets', query: [], headers: { 'x-api-key': 'k' }, body: '' });
    expect(answer.status).toBe(200);
  });

  it('fails a build that asked for the mock when the document cannot be read again (DG240), and leaves it out of serve’s', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'docgen-mock-'));
    const file = path.join(folder, 'gone.yaml');
    writeFileSync(file, "openapi: 3.0.3\ninfo: {title: Gone, version: '1'}\npaths: {}\n");
    const service = await loadFile(file, '/api/gone');
    rmSync(file);
    const urls = urlsFor(service).urls;
    expect((await mockDocumentFiles('served', [service], urls)).size).toBe(0);
    const error = await mockDocumentFiles('in-page', [service], urls).catch(
      (caught: unknown) => caught as { code: string; message: string },
    );
    expect(error).toMatchObject({ code: 'DG240' });
    expect((error as { message: string }).message).toContain('gone.yaml cannot be copied as JSON for the mock: it could not be read again');
  });
});
