import type { ResolvedConfig } from '../config/validate.js';
import { errors } from '../errors/catalogue.js';

/**
 * Fails when two versions or locales (or their combinations) would be built under one
 * path, naming both and the config line `lineOf` finds for the pair.
 */
export function checkDistinctPaths<T>(
  config: ResolvedConfig,
  items: readonly T[],
  describe: { path: (item: T) => string; name: (item: T) => string; line?: (first: T, second: T) => number | undefined },
): void {
  const byPath = new Map<string, T>();
  for (const item of items) {
    const first = byPath.get(describe.path(item));
    if (first !== undefined) {
      const at = { file: config.configFile, line: describe.line?.(first, item) };
      throw errors.variantPathDuplicate(at, describe.path(item), describe.name(first), describe.name(item));
    }
    byPath.set(describe.path(item), item);
  }
}
