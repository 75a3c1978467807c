/** Redraws a line in place: back to the line's start, the text, then clear what is left of it. */
const REDRAW = '\r';
const CLEAR_REST = '\u001b[K';

/**
 * One line of a progress bar, e.g. `Rendering pages ━━━━━━━───── 412/1000`. Pure, so the
 * drawing is tested without a terminal.
 */
export function progressLine(label: string, done: number, total: number, width = 24): string {
  const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const filled = Math.round(ratio * width);
  return `${label} ${'━'.repeat(filled)}${'─'.repeat(width - filled)} ${done}/${total}`;
}

export interface ProgressBar {
  update(done: number, total: number): void;
  /** Removes the bar from the terminal (before other output, and when the work ends). */
  clear(): void;
}

export interface ProgressBarOptions {
  label: string;
  write: (text: string) => void;
  /** When the work started: the bar shows only once it has run for `delayMs`. */
  startedAt: number;
  now?: () => number;
  /** Quick builds never flash a bar. */
  delayMs?: number;
  /** At most one redraw per interval, however many pages a second are rendered. */
  intervalMs?: number;
}

/** A bar on one terminal line, redrawn in place on stderr. */
export function createProgressBar(options: ProgressBarOptions): ProgressBar {
  const { label, write, startedAt, now = () => performance.now(), delayMs = 1000, intervalMs = 80 } = options;
  let shown = false;
  let drawnAt = -Infinity;
  return {
    update(done, total) {
      const time = now();
      if (time - startedAt < delayMs) return;
      if (done < total && time - drawnAt < intervalMs) return;
      drawnAt = time;
      shown = true;
      write(`${REDRAW}${progressLine(label, done, total)}${CLEAR_REST}`);
    },
    clear() {
      if (!shown) return;
      shown = false;
      write(`${REDRAW}${CLEAR_REST}`);
    },
  };
}

/** A bar that draws nothing: off a terminal, in CI, with --quiet. */
export const noProgressBar: ProgressBar = { update() {}, clear() {} };
