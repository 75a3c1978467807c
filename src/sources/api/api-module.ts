import type { SourceModule } from '../source-module.js';
import type { ApiReferenceOptions } from './page-source.js';
import { API_SOURCE_ID } from './source-id.js';

/**
 * The API reference as a source module (src/sources/registry.ts). On a render thread the
 * documents are only parsed: the main thread validates them. A site without services
 * never loads the OpenAPI stack (parser, sampler, code samples, API templates): a third
 * of the engine's code that every small build would otherwise compile at start-up.
 */
export const apiReference: SourceModule<ApiReferenceOptions> = {
  family: API_SOURCE_ID,
  stage: 'load API reference',
  load: async ({ config, variants, catalogues, role }, options = {}) => {
    if (config.api.services.length === 0) return [];
    const { loadApiReference } = await import('./page-source.js');
    return loadApiReference(config, variants, catalogues, role === 'build' ? options : { mockServed: options.mockServed, validate: false });
  },
};
