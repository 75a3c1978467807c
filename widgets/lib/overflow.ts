import { useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than its box, kept up to date as either changes
 * size; give the returned ref to the element. A box that scrolls must take the focus when
 * it overflows, so that a keyboard can scroll it too (WCAG 2.1.1).
 */
export function useOverflows<T extends HTMLElement>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows];
}
