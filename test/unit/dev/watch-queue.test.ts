import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPeriodOf, VANISHED_PAGE_MS, WatchQueue } from '../../../src/dev/watch-queue.js';

/** A job whose runs the test finishes by hand, recording the changes of each run. */
function controlledJob() {
  const runs: string[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  let running = 0;
  let maxConcurrent = 0;
  const job = (changes: string[]) =>
    new Promise<void>((resolve, reject) => {
      runs.push([...changes].sort());
      running++;
      maxConcurrent = Math.max(maxConcurrent, running);
      finishers.push((error) => {
        running--;
        if (error) reject(error);
        else resolve();
      });
    });
  return {
    job,
    runs,
    get maxConcurrent() {
      return maxConcurrent;
    },
    /** Finishes the oldest unfinished run. */
    finish(error?: Error) {
      finishers.shift()!(error);
    },
  };
}

/** Lets `ms` of fake time pass, running due timers and the promise jobs they start. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('WatchQueue', () => {
  it('waits for a quiet period, then batches the changes that arrived into one run', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 20);
    queue.add('a.md');
    await elapse(15);
    queue.add('b.md');
    await elapse(15);
    queue.add('a.md');
    await elapse(19);
    expect(control.runs).toEqual([]);
    await elapse(1);
    expect(control.runs).toEqual([['a.md', 'b.md']]);
    control.finish();
    await elapse(0);
    await queue.idle();
    expect(control.runs).toEqual([['a.md', 'b.md']]);
  });

  it('waits 5 ms after a saved markdown page, 15 ms once another file is among the changes (its second event would build again)', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, (change) => quietPeriodOf(change, () => true));
    queue.add('/site/docs/a.md');
    await elapse(4);
    expect(control.runs).toEqual([]);
    await elapse(1);
    expect(control.runs).toEqual([['/site/docs/a.md']]);
    control.finish();
    await elapse(0);
    queue.add('/site/docs/b.mdx');
    queue.add('/site/specs/api.yaml');
    await elapse(14);
    expect(control.runs).toHaveLength(1);
    await elapse(1);
    expect(control.runs[1]).toEqual(['/site/docs/b.mdx', '/site/specs/api.yaml']);
    control.finish();
    await queue.idle();
    expect(quietPeriodOf('/site/docs/c.MD', () => true)).toBe(5);
    expect(quietPeriodOf('/site/site.config.ts', () => true)).toBe(15);
    // A page that is not there may be mid-save (renamed away, written anew): a longer wait.
    expect(quietPeriodOf('/site/docs/gone.md', () => false)).toBe(VANISHED_PAGE_MS);
    expect(VANISHED_PAGE_MS).toBeGreaterThan(100);
  });

  it('queues exactly one more run for changes made during a run, and loses none', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 10);
    queue.add('first.md');
    await elapse(10);
    expect(control.runs).toHaveLength(1);
    // While the first run is busy, several changes arrive over time.
    queue.add('second.md');
    await elapse(30);
    queue.add('third.md');
    await elapse(30);
    queue.add('second.md');
    await elapse(30);
    expect(control.runs).toHaveLength(1);
    control.finish();
    await elapse(0);
    expect(control.runs).toHaveLength(2);
    control.finish();
    await elapse(0);
    await queue.idle();
    expect(control.runs).toEqual([['first.md'], ['second.md', 'third.md']]);
    expect(control.maxConcurrent).toBe(1);
  });

  it('runs again for a change that arrives during the second run', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 5);
    queue.add('a');
    await elapse(5);
    queue.add('b');
    await elapse(20);
    control.finish();
    await elapse(0);
    expect(control.runs).toHaveLength(2);
    queue.add('c');
    await elapse(20);
    control.finish();
    await elapse(0);
    expect(control.runs).toHaveLength(3);
    control.finish();
    await elapse(0);
    await queue.idle();
    expect(control.runs).toEqual([['a'], ['b'], ['c']]);
  });

  it('keeps going after a failed run, without losing the changes made during it', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 5);
    queue.add('broken.md');
    await elapse(5);
    queue.add('fixed.md');
    await elapse(20);
    control.finish(new Error('build failed'));
    await elapse(0);
    expect(control.runs).toHaveLength(2);
    control.finish();
    await elapse(0);
    await queue.idle();
    expect(control.runs).toEqual([['broken.md'], ['fixed.md']]);
  });

  it('is idle at once when nothing happened', async () => {
    const control = controlledJob();
    await new WatchQueue(control.job, 5).idle();
    expect(control.runs).toEqual([]);
  });
});
