import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A fresh React root in a detached-then-attached container for each test of the file,
 * unmounted after it. `cleanup` runs after unmounting (clear storage, attributes...).
 */
export function useReactRoot(cleanup: () => void = () => undefined): { container: HTMLElement; root: Root } {
  const current = {} as { container: HTMLElement; root: Root };
  beforeEach(() => {
    current.container = document.createElement('div');
    document.body.append(current.container);
    current.root = createRoot(current.container);
  });
  afterEach(async () => {
    await act(async () => current.root.unmount());
    current.container.remove();
    cleanup();
  });
  return current;
}
