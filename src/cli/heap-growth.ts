import v8 from 'node:v8';

/**
 * How far the heap may grow past the data a full garbage collection kept before V8
 * collects again, in percent. On a machine with much memory V8 lets it grow up to 4x,
 * and a build's heap at its peak is then mostly garbage: GitHub's REST API holds 95 to
 * 150 MB of live data while rendering, yet peaked at 340 MB of used heap (580 MB RSS).
 * At 1.5x it peaks near 400 MB RSS for about 7 % more CPU (measured: bench/RESULTS.md, 2026-11-24; the manual's "API pages: CPU and memory").
 */
export const HEAP_GROWING_PERCENT = 50;

const GROWTH_FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/**
 * Below this heap limit the limit itself keeps the heap small, and a slower growth makes
 * V8 collect so often near the limit that it aborts ("ineffective mark-compacts") before
 * docgen's heap guard can stop the build with its own error.
 */
export const SMALL_HEAP_LIMIT = 1024 * 1024 * 1024;

/**
 * The V8 flag the CLI sets, or none when the user chose a growth of their own (node's
 * flags or NODE_OPTIONS) or a small heap.
 */
export function heapGrowthFlag(
  execArgv: readonly string[],
  nodeOptions = '',
  heapLimit = v8.getHeapStatistics().heap_size_limit,
): string | undefined {
  const chosen = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => GROWTH_FLAG.test(arg));
  return chosen || heapLimit < SMALL_HEAP_LIMIT ? undefined : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/**
 * Keeps the CLI's heap near its live data. Only the CLI does this: it owns its process,
 * while a program that imports docgen keeps its own V8 settings. V8 reads the flag at
 * every full collection, so setting it at start-up is enough.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS): void {
  const flag = heapGrowthFlag(execArgv, nodeOptions);
  if (flag) v8.setFlagsFromString(flag);
}
