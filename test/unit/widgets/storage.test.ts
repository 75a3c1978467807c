import { describe, expect, it } from 'vitest';
import { createStorageSlot } from '../../../widgets/lib/storage.js';

describe('storage on the server', () => {
  it('throws an illegal-usage error', () => {
    const slot = createStorageSlot('theme');
    expect(() => slot.get()).toThrow('Illegal storage API usage for storage key "theme"');
    expect(() => slot.set('dark')).toThrow('Illegal storage API usage');
    expect(() => slot.del()).toThrow('Illegal storage API usage');
  });
});
