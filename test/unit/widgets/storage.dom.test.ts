// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageSlot, resetStorageWarning } from '../../../widgets/lib/storage.js';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  resetStorageWarning();
});

describe('storage in the browser', () => {
  it('reads, writes and deletes localStorage', () => {
    const slot = createStorageSlot('key');
    slot.set('value');
    expect(localStorage.getItem('key')).toBe('value');
    expect(slot.get()).toBe('value');
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('warns once when storage is unavailable, and then does nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const first = createStorageSlot('a');
    const second = createStorageSlot('b');
    first.set('x');
    expect(first.get()).toBeNull();
    expect(second.get()).toBeNull();
    expect(() => second.del()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('browser storage is not available');
  });

  it('logs read, write and delete failures', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fail = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const broken = { getItem: fail, setItem: fail, removeItem: fail } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
    const slot = createStorageSlot('key');
    slot.set('x');
    expect(slot.get()).toBeNull();
    slot.del();
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      'docgen: could not write storage key "key"',
      'docgen: could not read storage key "key"',
      'docgen: could not delete storage key "key"',
    ]);
  });

  it('hears changes made in other tabs', () => {
    const slot = createStorageSlot('theme');
    const seen: (string | null)[] = [];
    const stop = slot.listen((event) => seen.push(event.newValue));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x', storageArea: localStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light', storageArea: localStorage }));
    expect(seen).toEqual(['dark']);
  });
});
