import { errors } from '../errors/catalogue.js';
import { siteConfigSchema } from './schema.js';
import type { ResolvedConfig } from './validate.js';

/** What is wrong with a base URL, by the same rule as the config's `baseUrl`; undefined when it is right. */
export function baseUrlProblem(value: string): string | undefined {
  const result = siteConfigSchema.shape.baseUrl.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'not a valid base URL');
}

/**
 * The configuration with another base URL for one run (`--base-url /preview/pr-42/`).
 * The loaded config is frozen: this returns a new, validated and frozen one, so every
 * stage after it (links, assets, sitemap, search, canonicals) sees the same base URL.
 */
export function withBaseUrl(config: ResolvedConfig, baseUrl: string | undefined): ResolvedConfig {
  if (baseUrl === undefined || baseUrl === config.baseUrl) return config;
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw errors.baseUrlOptionInvalid(undefined, baseUrl, problem);
  return Object.freeze({ ...config, baseUrl });
}
