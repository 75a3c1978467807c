import { statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/validate.js';
import type { RenderThreadsOption } from '../pipeline/render-thread-plan.js';
import { engineFiles } from '../util/engine-root.js';

/**
 * From this many bytes of API documents, a site likely has the 5,000 API pages that make
 * a render thread worth its start on 2 cores: measured, Microsoft Graph v1.0 (20 MB,
 * 14,444 pages) built 19 % faster with one, GitHub's REST API (13 MB, 2,516 pages) 5 %
 * slower (its second load of the document costs more than it saves).
 */
export const LARGE_SPEC_BYTES = 16 * 1024 * 1024;

/** Whether the site's API documents (those on disk) are large enough to start render threads before the pages are counted. */
export function hasLargeSpecs(config: Pick<ResolvedConfig, 'root' | 'api'>): boolean {
  let bytes = 0;
  for (const service of config.api.services) {
    try {
      bytes += statSync(path.resolve(config.root, service.spec)).size;
    } catch {
      // a missing document fails the API stage, with its own error
    }
  }
  return bytes >= LARGE_SPEC_BYTES;
}

/**
 * The render threads `docgen build` offers the pipeline: none for `serve --watch` (its
 * page sources are its own) or for a site without an API reference (only API pages render
 * on them); else the thread entry, the API reference's mock option, and whether the documents look large.
 */
export function cliRenderThreads(
  config: Pick<ResolvedConfig, 'root' | 'api'>,
  { watch, mockServed }: { watch: boolean; mockServed?: boolean },
): RenderThreadsOption | undefined {
  if (watch || config.api.services.length === 0) return undefined;
  return { file: engineFiles.renderThread(), sources: { api: { mockServed } }, likelyLarge: hasLargeSpecs(config) };
}
