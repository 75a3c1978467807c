import type { DocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import type { Diagnostic } from '../core/output.js';

interface FileCount {
  listed: number;
  unlisted: number;
}

/**
 * Under `--strict` (and in `docgen check`): DG200 when the build tolerated broken rules
 * (warnings marked `failsStrict`), with one line per file and how many; undefined when
 * there are none. The warnings themselves have been printed already, a sloppy
 * document's first ones then a summary of the rest: the count includes those.
 */
export function strictFailure(diagnostics: readonly Diagnostic[]): DocgenError | undefined {
  const counts = new Map<string, FileCount>();
  for (const diagnostic of diagnostics) {
    if (!diagnostic.failsStrict) continue;
    const file = diagnostic.file ?? '(no file)';
    const count = counts.get(file) ?? { listed: 0, unlisted: 0 };
    if (diagnostic.unlisted === undefined) count.listed += 1;
    else count.unlisted += diagnostic.unlisted;
    counts.set(file, count);
  }
  if (counts.size === 0) return undefined;
  return errors.strictWarnings(
    undefined,
    [...counts].map(([file, count]) => fileLine(file, count)),
  );
}

function fileLine(file: string, { listed, unlisted }: FileCount): string {
  const total = listed + unlisted;
  const shown = unlisted === 0 ? 'listed above' : `the first ${listed} listed above`;
  return `${file}: ${total} warning${total === 1 ? '' : 's'} (${shown}) fail a strict build.`;
}
