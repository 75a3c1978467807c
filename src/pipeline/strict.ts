import type { DocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import type { Diagnostic } from './output.js';

/**
 * Under `--strict` (and in `docgen check`): DG200 when the build tolerated broken rules
 * (warnings marked `failsStrict`), with one line per file and how many; undefined when
 * there are none. The warnings themselves have been printed already.
 */
export function strictFailure(diagnostics: readonly Diagnostic[]): DocgenError | undefined {
  const counts = new Map<string, number>();
  for (const diagnostic of diagnostics) {
    if (!diagnostic.failsStrict) continue;
    const file = diagnostic.file ?? '(no file)';
    counts.set(file, (counts.get(file) ?? 0) + 1);
  }
  if (counts.size === 0) return undefined;
  return errors.strictWarnings(
    undefined,
    [...counts].map(([file, count]) => `${file}: ${count} warning${count === 1 ? '' : 's'} (listed above) fail a strict build.`),
  );
}
