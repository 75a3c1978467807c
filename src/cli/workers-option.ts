import { InvalidArgumentError } from 'commander';
import { workerCountSchema } from '../config/build-schema.js';

export const WORKERS_OPTION_HELP =
  'threads that render the markdown pages (default: build.workers of the config, else one per core; 1: the main thread only)';

/** `--workers`: a whole number from 1; a wrong value is a usage mistake, said by commander with the option's name. */
export function parseWorkersOption(value: string): number {
  const count = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  const checked = workerCountSchema.safeParse(count);
  if (!checked.success) throw new InvalidArgumentError(`expected a whole number of threads from 1, such as 2 (got "${value}").`);
  return checked.data;
}
