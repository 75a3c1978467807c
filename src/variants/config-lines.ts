import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../config/validate.js';
import { configPositions, lineOfPath, type ConfigPath } from '../config/config-positions.js';

/**
 * The line of a configuration key, read from the file when an error needs it (the
 * resolved configuration keeps no source text).
 */
export function configLine(config: ResolvedConfig, path: ConfigPath): number | undefined {
  let source: string;
  try {
    source = readFileSync(config.configFile, 'utf8');
  } catch {
    return undefined;
  }
  return lineOfPath(configPositions(source), path);
}
