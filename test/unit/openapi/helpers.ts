import path from 'node:path';
import { loadService, startService } from '../../../src/openapi/load-service.js';
import type { Diagnostic } from '../../../src/core/output.js';
import type { ApiService } from '../../../src/openapi/model.js';
import { normaliseService } from '../../../src/openapi/normalise.js';
import { dereferenceLocal } from '../../../src/openapi/dereference.js';
import { createDocumentReader } from '../../../src/openapi/parser.js';
import { createSpecMarkdown } from '../../../src/openapi/spec-markdown.js';
import { planApiUrls, type PlannedUrls } from '../../../src/openapi/urls.js';
import { fixtureSite, repoRoot } from '../../helpers/paths.js';

export const openapiFixture = (name: string) => path.join(repoRoot, 'test/fixtures/openapi', name);
export const apiSiteSpec = (name: string) => path.join(fixtureSite('api'), 'specs', name);

/** The route each service of a test lives at (the model itself holds no URLs). */
const routes = new WeakMap<ApiService, string>();

/** URLs of the reference's pages for services loaded here, the way a build plans them. */
export function urlsFor(...services: ApiService[]): PlannedUrls {
  return planApiUrls('/api', services, (service) => routes.get(service)!);
}

/** Loads a document file the way a build does (validation included); its pages at `route`. */
export async function loadFile(file: string, route = '/api/test'): Promise<ApiService> {
  const reader = createDocumentReader();
  try {
    const service = await loadService(
      { id: 'test', label: 'Test service', specFile: path.basename(file), specPath: file, sendEnabled: true },
      reader,
    );
    routes.set(service, route);
    return service;
  } finally {
    await reader.close();
  }
}

/** Loads a document file the way a build does, with the warnings of its validation. */
export async function loadWithWarnings(file: string): Promise<{ service: ApiService; warnings: Diagnostic[] }> {
  const reader = createDocumentReader();
  try {
    const started = await startService(
      { id: 'test', label: 'Test service', specFile: path.basename(file), specPath: file, sendEnabled: true },
      reader,
    );
    routes.set(started.service, '/api/test');
    return { service: started.service, warnings: await started.validation };
  } finally {
    await reader.close();
  }
}

/** Normalises an in-memory document (no validation): for focused model tests. */
export async function normalise(document: Record<string, unknown>, route = '/api/test'): Promise<ApiService> {
  const full = { openapi: '3.1.0', info: { title: 'Test', version: '1' }, paths: {}, ...document };
  const service = normaliseService(
    dereferenceLocal(structuredClone(full)),
    { id: 'test', label: 'Test', specFile: 'test.yaml', specPath: '/test.yaml', sendEnabled: true },
    createSpecMarkdown(),
  );
  routes.set(service, route);
  return service;
}

/** A document with one GET /thing operation answering 200 with `schema`. */
export function withResponseSchema(schema: unknown, components: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    paths: {
      '/thing': {
        get: { operationId: 'getThing', responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } },
      },
    },
    components: { schemas: components },
  };
}

/** A document whose schemes have relative OAuth and OpenID Connect URLs, served from `servers`. */
export const securedDocument = (servers: unknown[]) => ({
  servers,
  components: {
    securitySchemes: {
      oauth: {
        type: 'oauth2',
        flows: {
          clientCredentials: { tokenUrl: '/oauth/token', scopes: {} },
          authorizationCode: { authorizationUrl: 'authorize', tokenUrl: 'https://auth.test/token', scopes: {} },
        },
      },
      oidc: { type: 'openIdConnect', openIdConnectUrl: '/.well-known/openid-configuration' },
    },
  },
  paths: { '/things': { get: { security: [{ oauth: [] }, { oidc: [] }], responses: { '200': { description: 'ok' } } } } },
});
