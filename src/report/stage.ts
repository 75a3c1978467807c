/** How a stage of the build ended, for progress output. */
export interface StageReport {
  name: string;
  milliseconds: number;
  ok: boolean;
}

export type StageListener = (report: StageReport) => void;

import { fullCollection } from '../workers/heap-guard.js';

/**
 * With DOCGEN_TRACE_MEMORY set, each stage's end also prints the process's memory to
 * stderr: how the benchmarks find which stage the memory goes to.
 */
const traceMemory = Boolean(process.env.DOCGEN_TRACE_MEMORY);

function printMemory(name: string, milliseconds: number): void {
  fullCollection(); // live data only, not garbage that awaits collection
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `[memory] ${name}: ${(milliseconds / 1000).toFixed(1)} s, rss ${mb(rss)} MB, heap ${mb(heapUsed)} MB, external ${mb(external + arrayBuffers)} MB\n`,
  );
}

/**
 * Runs one named stage of the build and reports it when it ends, with its own time and
 * whether it succeeded (the VitePress way: each stage a function, timed by itself). Work
 * started early and run in parallel is a stage of its own, reported when it finishes.
 */
export async function timed<T>(name: string, run: () => Promise<T> | T, listener?: StageListener): Promise<T> {
  const started = performance.now();
  try {
    const value = await run();
    if (traceMemory) printMemory(name, performance.now() - started);
    listener?.({ name, milliseconds: performance.now() - started, ok: true });
    return value;
  } catch (error) {
    if (traceMemory) printMemory(`${name} (failed)`, performance.now() - started);
    listener?.({ name, milliseconds: performance.now() - started, ok: false });
    throw error;
  }
}
