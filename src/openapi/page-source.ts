import type { PageSource } from '../build/build-site.js';
import type { ResolvedConfig } from '../config/validate.js';

/** The API reference as a page source; empty until the site lists services. */
export async function loadApiReference(config: ResolvedConfig): Promise<PageSource[]> {
  if (config.api.services.length === 0) return [];
  return [];
}
