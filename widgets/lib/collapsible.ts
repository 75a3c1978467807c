import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { autoHeightDuration } from './motion.js';

// useLayoutEffect warns when rendered on the server; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Open/close state of a collapsible block with a height animation whose duration grows
 * with the content (see autoHeightDuration). `open` stays true while a close animates,
 * so a `<details>` keeps its content visible until the animation ends.
 */
export function useCollapsible(initiallyExpanded: boolean): {
  expanded: boolean;
  open: boolean;
  toggle: () => void;
  setExpanded: (expanded: boolean) => void;
  contentRef: RefObject<HTMLDivElement>;
} {
  const [expanded, setExpandedState] = useState(initiallyExpanded);
  const [open, setOpen] = useState(initiallyExpanded);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const animate = useRef(false);

  const setExpanded = useCallback((next: boolean) => {
    animate.current = true;
    setExpandedState(next);
    if (next) setOpen(true);
  }, []);
  const toggle = useCallback(() => setExpanded(!expanded), [expanded, setExpanded]);

  useBrowserLayoutEffect(() => {
    const element = contentRef.current;
    if (!element || !animate.current) return;
    animate.current = false;
    const height = element.scrollHeight;
    const duration = autoHeightDuration(height);
    const from = expanded ? 0 : height;
    const to = expanded ? height : 0;
    element.style.overflow = 'hidden';
    element.style.height = `${from}px`;
    void element.offsetHeight; // apply the start height before the transition starts
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.height = `${to}px`;
    const finish = () => {
      element.style.removeProperty('height');
      element.style.removeProperty('overflow');
      element.style.removeProperty('transition');
      if (!expanded) setOpen(false);
    };
    // transitionend does not fire for 1 ms transitions in every browser: a timer is the fallback.
    const timer = window.setTimeout(finish, duration + 50);
    const onEnd = (event: TransitionEvent) => {
      if (event.target !== element) return;
      window.clearTimeout(timer);
      finish();
    };
    element.addEventListener('transitionend', onEnd, { once: true });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('transitionend', onEnd);
    };
  }, [expanded]);

  return { expanded, open, toggle, setExpanded, contentRef };
}
