import { describe, expect, it } from 'vitest';
import { createArrivals } from '../../../src/util/arrivals.js';

/** Whether a promise has settled by the time the microtasks queued before this call have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('createArrivals', () => {
  it('resolves a wait only when its own key arrives, and at once for a key that has', async () => {
    const arrivals = createArrivals();
    const first = arrivals.wait('/a');
    const second = arrivals.wait('/b');
    arrivals.arrived('/a');
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(false);
    expect(await settled(arrivals.wait('/a'))).toBe(true);
    arrivals.arrived('/b');
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects every pending wait, and every later one for a key not arrived, with the failure', async () => {
    const arrivals = createArrivals();
    arrivals.arrived('/a');
    const pending = arrivals.wait('/b');
    const failure = new Error('docs/b.md:3 is broken');
    arrivals.fail(failure);
    await expect(pending).rejects.toBe(failure);
    await expect(arrivals.wait('/c')).rejects.toBe(failure);
    await expect(arrivals.wait('/a')).resolves.toBeUndefined();
  });
});
