/**
 * Named points in the writer where the signal tests stop a build to kill it at an exact
 * moment (`DOCGEN_TEST_PAUSE=<point>`): the build says so on stderr and waits to be
 * killed. Unset in normal use, where this does nothing.
 */
export type PausePoint = 'built' | 'staging-written' | 'mid-swap';

export async function pauseForTests(point: PausePoint): Promise<void> {
  if (process.env.DOCGEN_TEST_PAUSE !== point) return;
  process.stderr.write(`docgen: paused at ${point}\n`);
  await new Promise(() => setInterval(() => undefined, 60_000));
}
