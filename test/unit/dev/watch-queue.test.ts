import { describe, expect, it } from 'vitest';
import { WatchQueue } from '../../../src/dev/watch-queue.js';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await sleep(5);
  expect(condition()).toBe(true);
};

describe('WatchQueue', () => {
  it('batches changes that arrive close together into one run', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 20);
    queue.add('a.md');
    queue.add('b.md');
    queue.add('a.md');
    await until(() => control.runs.length === 1);
    control.finish();
    await queue.idle();
    expect(control.runs).toEqual([['a.md', 'b.md']]);
  });

  it('queues exactly one more run for changes made during a run, and loses none', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 10);
    queue.add('first.md');
    await until(() => control.runs.length === 1);
    // While the first run is busy, several changes arrive over time.
    queue.add('second.md');
    await sleep(30);
    queue.add('third.md');
    await sleep(30);
    queue.add('second.md');
    await sleep(30);
    expect(control.runs).toHaveLength(1);
    control.finish();
    await until(() => control.runs.length === 2);
    control.finish();
    await queue.idle();
    expect(control.runs).toEqual([['first.md'], ['second.md', 'third.md']]);
    expect(control.maxConcurrent).toBe(1);
  });

  it('runs again for a change that arrives during the second run', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 5);
    queue.add('a');
    await until(() => control.runs.length === 1);
    queue.add('b');
    await sleep(20);
    control.finish();
    await until(() => control.runs.length === 2);
    queue.add('c');
    await sleep(20);
    control.finish();
    await until(() => control.runs.length === 3);
    control.finish();
    await queue.idle();
    expect(control.runs).toEqual([['a'], ['b'], ['c']]);
  });

  it('keeps going after a failed run, without losing the changes made during it', async () => {
    const control = controlledJob();
    const queue = new WatchQueue(control.job, 5);
    queue.add('broken.md');
    await until(() => control.runs.length === 1);
    queue.add('fixed.md');
    await sleep(20);
    control.finish(new Error('build failed'));
    await until(() => control.runs.length === 2);
    control.finish();
    await queue.idle();
    expect(control.runs).toEqual([['broken.md'], ['fixed.md']]);
  });

  it('is idle at once when nothing happened', async () => {
    const control = controlledJob();
    await new WatchQueue(control.job, 5).idle();
    expect(control.runs).toEqual([]);
  });
});
