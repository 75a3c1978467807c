/**
 * A small wrapper around browser storage (localStorage by default).
 *
 * - Storage that cannot be used at all (sandboxed iframe, some private modes, strict
 *   privacy settings) logs one warning per page and every slot silently does nothing.
 * - A failed read, write or delete is logged and otherwise ignored.
 * - Using a slot while rendering on the server is a programming error and throws: read
 *   storage in effects and event handlers, never during render (it would also break
 *   hydration, as the server cannot know what the browser has stored).
 */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange` when another tab changes this key; returns the unsubscribe function. */
  listen(onChange: (event: StorageEvent) => void): () => void;
}

export type StorageType = 'localStorage' | 'sessionStorage';

const noopSlot: StorageSlot = {
  get: () => null,
  set: () => undefined,
  del: () => undefined,
  listen: () => () => undefined,
};

let warnedUnavailable = false;

/** For tests: forget that the unavailable-storage warning was shown. */
export function resetStorageWarning(): void {
  warnedUnavailable = false;
}

/** The browser storage, or null (with a one-time warning) when it cannot be used. */
function browserStorage(type: StorageType = 'localStorage'): Storage | null {
  if (typeof window === 'undefined') throw new Error('Browser storage is not available on the server.');
  try {
    const storage = window[type];
    if (!storage) throw new Error(`window.${type} is ${String(storage)}`);
    return storage;
  } catch (error) {
    if (!warnedUnavailable) {
      warnedUnavailable = true;
      console.warn(
        'docgen: browser storage is not available, so preferences will not be remembered. Possible reasons: the site runs in an iframe, in a private browsing session, or with strict privacy settings.',
        error,
      );
    }
    return null;
  }
}

function serverSlot(key: string): StorageSlot {
  const fail = (): never => {
    throw new Error(
      `Illegal storage API usage for storage key "${key}": browser storage cannot be used while rendering on the server. Read and write storage in effects and event handlers only.`,
    );
  };
  return { get: fail, set: fail, del: fail, listen: fail };
}

/** A handle on one storage key. */
export function createStorageSlot(key: string, type: StorageType = 'localStorage'): StorageSlot {
  if (typeof window === 'undefined') return serverSlot(key);
  const storage = browserStorage(type);
  if (!storage) return noopSlot;
  return {
    get() {
      try {
        return storage.getItem(key);
      } catch (error) {
        console.error(`docgen: could not read storage key "${key}"`, error);
        return null;
      }
    },
    set(value) {
      try {
        storage.setItem(key, value);
      } catch (error) {
        console.error(`docgen: could not write storage key "${key}"`, error);
      }
    },
    del() {
      try {
        storage.removeItem(key);
      } catch (error) {
        console.error(`docgen: could not delete storage key "${key}"`, error);
      }
    },
    listen(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** A value kept for this tab only (sessionStorage); empty when nothing is stored. */
export function readTabValue(key: string): string {
  return createStorageSlot(key, 'sessionStorage').get() ?? '';
}

/** Keeps a value for this tab only; an empty value removes it. */
export function writeTabValue(key: string, value: string): void {
  const slot = createStorageSlot(key, 'sessionStorage');
  if (value) slot.set(value);
  else slot.del();
}
