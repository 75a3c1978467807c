/**
 * Gives `target` a property `key` whose value `make` computes when it is first read (or
 * copied: spreads, `JSON.stringify` and `structuredClone` read it too), then holds as a
 * plain property. For costly parts of a model that only some readers need.
 */
export function lazyProperty<T extends object, K extends keyof T>(target: T, key: K, make: () => T[K]): T {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get(this: T) {
      const value = make();
      Object.defineProperty(this, key, { value, configurable: true, enumerable: true, writable: true });
      return value;
    },
    set(this: T, value: T[K]) {
      Object.defineProperty(this, key, { value, configurable: true, enumerable: true, writable: true });
    },
  });
  return target;
}
