import { describe, expect, it } from 'vitest';
import { createHeapGuard, createPeriodicCollection, PAGES_PER_COLLECTION, type HeapStatistics } from '../../../src/workers/heap-guard.js';
import { DocgenError } from '../../../src/errors/docgen-error.js';

const MB = 1024 * 1024;

/** A guard over a fake heap: `used` before and after the forced collection. */
function guardOver(before: number, after: number) {
  let collected = false;
  const statistics = (): HeapStatistics => ({ used: (collected ? after : before) * MB, limit: 1000 * MB });
  const guard = createHeapGuard({ every: 1, statistics, collectGarbage: () => (collected = true) });
  return { guard, wasCollected: () => collected };
}

describe('the heap guard', () => {
  it('does nothing (and collects nothing) while the heap is well below the limit', () => {
    const { guard, wasCollected } = guardOver(500, 500);
    expect(() => guard('render pages')).not.toThrow();
    expect(wasCollected()).toBe(false);
  });

  it('near the limit, collects garbage first and goes on when that frees enough', () => {
    const { guard, wasCollected } = guardOver(990, 400);
    expect(() => guard('render pages')).not.toThrow();
    expect(wasCollected()).toBe(true);
  });

  it('stops with DG250 naming the stage, the heap in use and what to raise when live data fills the heap', () => {
    const { guard } = guardOver(990, 980);
    let thrown: unknown;
    try {
      guard('render pages');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DocgenError);
    const error = thrown as DocgenError;
    expect(error.code).toBe('DG250');
    expect(error.message).toContain('"render pages": 980 MB of JavaScript heap in use of the 1000 MB');
    expect(error.hint).toContain('NODE_OPTIONS=--max-old-space-size=4096');
  });

  it('looks only every N calls', () => {
    let looks = 0;
    const guard = createHeapGuard({ every: 10, statistics: () => (looks++, { used: 0, limit: 1 }) });
    for (let call = 0; call < 30; call++) guard('x');
    expect(looks).toBe(3);
  });
  it('after a collection that freed enough, forces the next only once the heap has grown by a step (V8 aborts on collections in a row)', () => {
    let used = 950;
    let collections = 0;
    const guard = createHeapGuard({
      every: 1,
      statistics: () => ({ used: used * MB, limit: 1000 * MB }),
      collectGarbage: () => (collections++, (used = 910)),
    });
    guard('normalise');
    expect(collections).toBe(1);
    used = 930; // above the ratio, but within a step of the last live size
    guard('normalise');
    expect(collections, 'no second collection in a row').toBe(1);
    used = 945; // grown by more than 3 % of the limit
    guard('normalise');
    expect(collections).toBe(2);
  });
});

describe('createPeriodicCollection', () => {
  it('collects on every n-th call only (the render calls it once a page)', () => {
    let collections = 0;
    const afterPage = createPeriodicCollection(3, () => collections++);
    const counts = Array.from({ length: 7 }, () => {
      afterPage();
      return collections;
    });
    expect(counts).toEqual([0, 0, 1, 1, 1, 2, 2]);
  });

  it('collects once per 1,000 pages by default', () => {
    let collections = 0;
    const afterPage = createPeriodicCollection(undefined, () => collections++);
    for (let page = 0; page < 2500; page++) afterPage();
    expect(PAGES_PER_COLLECTION).toBe(1000);
    expect(collections).toBe(2);
  });
});
