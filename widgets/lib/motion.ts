import { prefersReducedMotion } from './keys.js';

/**
 * How long a collapse/expand animation of `height` pixels takes: short for small
 * content, longer for tall content (about 4 ms plus a term that grows with the height);
 * 1 ms when the visitor asked for reduced motion.
 */
export function autoHeightDuration(height: number, reducedMotion = prefersReducedMotion()): number {
  if (reducedMotion) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Each animation frame covers this share of the remaining distance... */
export const SMOOTH_SCROLL_FACTOR = 0.85;

/** ...so the next scroll position is the target plus 85 % of what is left. */
export function nextScrollStep(current: number, target: number): number {
  const remaining = current - target;
  const step = remaining > 0 ? Math.floor(remaining * SMOOTH_SCROLL_FACTOR) : Math.ceil(remaining * SMOOTH_SCROLL_FACTOR);
  return target + step;
}

/**
 * Scrolls the window to `top` one frame at a time (see nextScrollStep). Returns a
 * function that stops it. Jumps at once with reduced motion.
 */
export function smoothScrollTo(top: number): () => void {
  const target = Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  if (prefersReducedMotion()) {
    window.scrollTo(0, target);
    return () => undefined;
  }
  let frame = 0;
  let last = Number.NaN;
  const tick = () => {
    const current = window.scrollY;
    // Stop at the target, or when the page refuses to move further (end of the page).
    if (Math.abs(current - target) < 1 || current === last) return;
    last = current;
    window.scrollTo(0, nextScrollStep(current, target));
    frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}
