import { existsSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';

/** The names a site's configuration may have, in the order they are looked for. */
export const CONFIG_FILE_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'] as const;

/**
 * The site's configuration file: TypeScript or plain JavaScript (an ES module). Two of
 * them side by side would leave the reader guessing which one counts, so that is refused.
 */
export function findConfigFile(root: string): string {
  const found = CONFIG_FILE_NAMES.map((name) => path.join(root, name)).filter((file) => existsSync(file));
  if (found.length > 1) throw errors.configFileAmbiguous({ file: found[0]! }, found);
  if (!found.length) throw errors.configNotFound({ file: path.join(root, CONFIG_FILE_NAMES[0]) }, root);
  return found[0]!;
}
