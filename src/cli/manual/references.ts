import { renderCliReference } from './cli-reference.js';
import { renderConfigReference } from './config-reference.js';
import { renderErrorReference } from './error-reference.js';
import { renderMessageReference } from './message-reference.js';

/** Where the generated pages live, relative to the repository. */
export const REFERENCE_DIR = 'manual/docs/reference';

/**
 * The manual's pages generated from the code, by file name in REFERENCE_DIR: the
 * configuration keys (the config schema), the CLI (its commander definition), the errors
 * (the error catalogue) and the messages (the English catalogue). They are committed;
 * `node scripts/manual-references.mjs` writes them, and with `--check` (run by
 * `npm run manual` before the build, and by a test) fails when one is out of date.
 */
export function manualReferences(): Record<string, string> {
  return {
    'configuration.md': renderConfigReference(),
    'cli.md': renderCliReference(),
    'errors.md': renderErrorReference(),
    'messages.md': renderMessageReference(),
  };
}
