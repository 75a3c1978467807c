import type { OutputFiles } from '../core/output.js';
import { openStaging, type StagingOptions } from './staging.js';

export type WriteOptions = StagingOptions;

/**
 * The one writer of the output folder, for a site built in memory. Files go to a sibling
 * staging folder first (`openStaging`), which then replaces the old output with two
 * renames: a failed build or write leaves the previous output exactly as it was.
 */
export async function writeOutput(outDir: string, files: OutputFiles, options: WriteOptions = {}): Promise<void> {
  const staging = await openStaging(outDir);
  await staging.commit(files, options);
}
