import { statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/validate.js';

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
