import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwapGate } from '../../../src/http/swap-gate.js';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the swap gate', () => {
  it('lets reads run together', async () => {
    const gate = new SwapGate();
    const a = deferred();
    const order: string[] = [];
    const first = gate.read(async () => {
      order.push('a starts');
      await a.promise;
      order.push('a ends');
    });
    const second = gate.read(async () => order.push('b runs'));
    await flush();
    expect(order).toEqual(['a starts', 'b runs']);
    a.resolve();
    await Promise.all([first, second]);
  });

  it('waits for the reads in flight, holds new ones during the swap, then lets them read the new folder', async () => {
    const gate = new SwapGate();
    const order: string[] = [];
    const reading = deferred();
    const inFlight = gate.read(async () => {
      await reading.promise;
      order.push('old read done');
    });
    const swapping = deferred();
    const swap = gate.exclusive(async () => {
      order.push('swap starts');
      await swapping.promise;
      order.push('swap done');
    });
    await flush();
    expect(order).toEqual([]);
    const later = gate.read(async () => order.push('new read'));
    reading.resolve();
    await flush();
    expect(order).toEqual(['old read done', 'swap starts']);
    swapping.resolve();
    await Promise.all([inFlight, swap, later]);
    expect(order).toEqual(['old read done', 'swap starts', 'swap done', 'new read']);
  });

  it('opens again after a failed swap', async () => {
    const gate = new SwapGate();
    await expect(gate.exclusive(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await gate.read(async () => 'served')).toBe('served');
  });
});
