import { describe, expect, it } from 'vitest';
import { createProgressBar, progressLine } from '../../../src/report/progress.js';

describe('progressLine', () => {
  it('draws the share done as a bar of fixed width with the count', () => {
    expect(progressLine('Rendering pages', 412, 1000, 10)).toBe('Rendering pages ━━━━────── 412/1000');
    expect(progressLine('Rendering pages', 0, 3, 6)).toBe('Rendering pages ────── 0/3');
    expect(progressLine('Rendering pages', 3, 3, 6)).toBe('Rendering pages ━━━━━━ 3/3');
  });

  it('stays within its width when the count is off or there is nothing to do', () => {
    expect(progressLine('x', 5, 3, 4)).toBe('x ━━━━ 5/3');
    expect(progressLine('x', 0, 0, 4)).toBe('x ━━━━ 0/0');
  });
});

describe('createProgressBar', () => {
  const bar = (clock: { now: number }) => {
    const written: string[] = [];
    const progress = createProgressBar({
      label: 'Rendering pages',
      startedAt: 0,
      now: () => clock.now,
      write: (text) => written.push(text),
    });
    return { progress, written };
  };

  it('draws nothing during the first second, so quick builds never flash a bar', () => {
    const clock = { now: 999 };
    const { progress, written } = bar(clock);
    progress.update(5, 10);
    progress.update(10, 10);
    progress.clear();
    expect(written).toEqual([]);
  });

  it('redraws in place on one line, at most once per interval, and always the last page', () => {
    const clock = { now: 1000 };
    const { progress, written } = bar(clock);
    progress.update(1, 10);
    clock.now += 10;
    progress.update(2, 10); // too soon after the last redraw
    clock.now += 100;
    progress.update(3, 10);
    clock.now += 1;
    progress.update(10, 10); // the end is always drawn
    expect(written).toHaveLength(3);
    for (const line of written) expect(line).toMatch(/^\r.*\u001b\[K$/);
    expect(written.map((line) => line.match(/\d+\/10/)![0])).toEqual(['1/10', '3/10', '10/10']);
  });

  it('clears its line once, and only when it was drawn', () => {
    const clock = { now: 2000 };
    const { progress, written } = bar(clock);
    progress.update(1, 2);
    progress.clear();
    progress.clear();
    expect(written.slice(1)).toEqual(['\r\u001b[K']);
  });
});
