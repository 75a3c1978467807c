/** How a stage of the build ended, for progress output. */
export interface StageReport {
  name: string;
  milliseconds: number;
  ok: boolean;
}

export type StageListener = (report: StageReport) => void;

/**
 * Runs one named stage of the build and reports it when it ends, with its own time and
 * whether it succeeded (the VitePress way: each stage a function, timed by itself). Work
 * started early and run in parallel is a stage of its own, reported when it finishes.
 */
export async function timed<T>(name: string, run: () => Promise<T> | T, listener?: StageListener): Promise<T> {
  const started = performance.now();
  try {
    const value = await run();
    listener?.({ name, milliseconds: performance.now() - started, ok: true });
    return value;
  } catch (error) {
    listener?.({ name, milliseconds: performance.now() - started, ok: false });
    throw error;
  }
}
