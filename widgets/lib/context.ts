import { createContext, useContext, type Context } from 'react';

/** Thrown when a hook that needs a provider is used outside it: a programming error. */
export class ReactContextError extends Error {
  constructor(providerName: string, hookName: string) {
    super(`${hookName} is called outside the <${providerName}>. Wrap the component that uses it in <${providerName}>.`);
    this.name = 'ReactContextError';
  }
}

const missing = Symbol('no provider');

/**
 * A context without a usable default: its hook throws a ReactContextError when no
 * provider is above, instead of silently handing out a placeholder value.
 */
export function createRequiredContext<T>(providerName: string, hookName: string): { Context: Context<T>; use: () => T } {
  const Context = createContext<T | typeof missing>(missing);
  Context.displayName = providerName;
  return {
    Context: Context as Context<T>,
    use() {
      const value = useContext(Context);
      if (value === missing) throw new ReactContextError(providerName, hookName);
      return value;
    },
  };
}
