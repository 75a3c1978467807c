import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heapGrowthFlag, HEAP_GROWING_PERCENT, limitHeapGrowth } from '../../../src/cli/heap-growth.js';
import { main } from '../../../src/cli/main.js';

describe('the CLI limits how far the heap grows past its live data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks V8 for the docgen growth when the user chose none', () => {
    expect(heapGrowthFlag([], '')).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(['--max-old-space-size=4096'], '--enable-source-maps')).toBe('--heap-growing-percent=50');
  });

  it('keeps a growth the user gave node, on its command line or in NODE_OPTIONS, in either spelling', () => {
    expect(heapGrowthFlag(['--heap-growing-percent=200'], '')).toBeUndefined();
    expect(heapGrowthFlag([], '--max-old-space-size=8192 --heap_growing_percent=80')).toBeUndefined();
    expect(heapGrowthFlag(['--heap-growing-percentage=1'], ''), 'another flag that starts alike').toBeDefined();
  });

  it('leaves a small heap (under 1 GB) to V8, whose collections near its limit would otherwise abort before the heap guard', () => {
    expect(heapGrowthFlag([], '', 192 * 1024 * 1024)).toBeUndefined();
    expect(heapGrowthFlag([], '', 2 * 1024 * 1024 * 1024)).toBe('--heap-growing-percent=50');
  });

  it('sets the flag only when the user chose none', () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    limitHeapGrowth([], undefined);
    expect(set).toHaveBeenCalledWith('--heap-growing-percent=50');
    set.mockClear();
    limitHeapGrowth(['--heap-growing-percent=20'], undefined);
    expect(set).not.toHaveBeenCalled();
  });

  it('is applied by every run of the CLI', async () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await main(['node', 'docgen', 'version']);
    expect(set.mock.calls.map(([flag]) => flag)).toContain('--heap-growing-percent=50');
  });
});
