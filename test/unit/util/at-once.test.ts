import { describe, expect, it } from 'vitest';
import { mapAtOnce } from '../../../src/util/at-once.js';

describe('mapAtOnce', () => {
  it('runs every task with at most the limit running, and keeps the results in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapAtOnce([5, 1, 4, 2, 3, 0], 3, async (item, index) => {
      running++;
      most = Math.max(most, running);
      // Later items finish first: the order of results must not follow the order of finishing.
      for (let tick = 0; tick < item; tick++) await Promise.resolve();
      running--;
      return `${index}:${item}`;
    });
    expect(results).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0']);
    expect(most).toBe(3);
  });

  it('rejects with the error of a task that fails', async () => {
    await expect(
      mapAtOnce([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('no 2');
        return item;
      }),
    ).rejects.toThrow('no 2');
  });

  it('resolves at once with no items', async () => {
    await expect(mapAtOnce([], 4, async () => 1)).resolves.toEqual([]);
  });
});
