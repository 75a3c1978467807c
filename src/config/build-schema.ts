import { z } from 'zod';

/** The most threads a build may be given: more than any machine docgen runs on has cores. */
export const MAX_WORKERS = 256;

/** How many threads render the docs' markdown: 1 renders on the main thread only. */
export const workerCountSchema = z
  .number()
  .int('expected a whole number of threads such as 2')
  .min(1, 'expected at least 1 (1 renders on the main thread only)')
  .max(MAX_WORKERS, `expected at most ${MAX_WORKERS}`);

/** `build`: how the build uses the machine. */
export const buildSchema = z
  .object({
    /** Threads that render the docs pages' markdown; one per core when not set. */
    workers: workerCountSchema.optional(),
  })
  .strict()
  .default({});
