import { describe, expect, it } from 'vitest';
import { timed, type StageReport } from '../../../src/report/stage.js';

describe('timed stages', () => {
  it('report their name, their own time and success, and pass the value on', async () => {
    const reports: StageReport[] = [];
    const value = await timed(
      'markdown',
      async () => 42,
      (report) => reports.push(report),
    );
    expect(value).toBe(42);
    expect(reports).toEqual([{ name: 'markdown', milliseconds: expect.any(Number), ok: true }]);
  });

  it('report a failure and rethrow it unchanged', async () => {
    const reports: StageReport[] = [];
    const failure = new Error('no');
    await expect(
      timed(
        'write',
        () => Promise.reject(failure),
        (report) => reports.push(report),
      ),
    ).rejects.toBe(failure);
    expect(reports.map((report) => [report.name, report.ok])).toEqual([['write', false]]);
  });

  it('report stages started together as each ends', async () => {
    const names: string[] = [];
    let finishSlow!: () => void;
    const slow = timed(
      'bundle client assets',
      () => new Promise<void>((resolve) => (finishSlow = resolve)),
      (report) => names.push(report.name),
    );
    await timed(
      'read content',
      () => undefined,
      (report) => names.push(report.name),
    );
    finishSlow();
    await slow;
    expect(names).toEqual(['read content', 'bundle client assets']);
  });
});
