import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReporter } from '../../../src/report/reporter.js';
import { terminal, type TerminalSettings } from '../../../src/report/terminal.js';

describe('createReporter', () => {
  let written: string[];
  const saved: TerminalSettings = { ...terminal };
  beforeEach(() => {
    written = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((text: string | Uint8Array) => (written.push(String(text)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(terminal, saved);
  });

  it('on a terminal, clears the progress bar before any other line, so lines never mix', () => {
    Object.assign(terminal, { color: false, progress: true, quiet: false, verbose: false });
    const reporter = createReporter();
    const bar = reporter.progress('Rendering pages', performance.now() - 5000);
    bar.update(1, 4);
    reporter.stage('render 4 pages', 12);
    expect(written[0]).toBe('\rRendering pages ━━━━━━────────────────── 1/4\u001b[K');
    expect(written[1]).toBe('\r\u001b[K');
    expect(written[2]).toBe('  ✓ render 4 pages 12 ms\n');
  });

  it('off a terminal or in CI, draws no bar and writes no control character', () => {
    Object.assign(terminal, { color: false, progress: false, quiet: false, verbose: false });
    const reporter = createReporter();
    const bar = reporter.progress('Rendering pages', performance.now() - 5000);
    for (let done = 1; done <= 100; done++) bar.update(done, 100);
    reporter.stage('render 100 pages', 40);
    reporter.warn({ severity: 'warning', message: 'careful', file: 'docs/a.md', line: 3 });
    reporter.error('error DG001: broken');
    expect(written.join('')).toBe('  ✓ render 100 pages 40 ms\nwarning docs/a.md:3: careful\nerror DG001: broken\n');
  });

  it('prints details only with --verbose, and only warnings and errors with --quiet', () => {
    Object.assign(terminal, { color: false, progress: false, quiet: false, verbose: true });
    createReporter().detail('  config site.config.ts');
    Object.assign(terminal, { verbose: false });
    createReporter().detail('hidden');
    Object.assign(terminal, { quiet: true });
    const quiet = createReporter();
    quiet.info('hidden');
    quiet.stage('hidden', 1);
    quiet.warn({ severity: 'warning', message: 'shown' });
    expect(written).toEqual(['  config site.config.ts\n', 'warning shown\n']);
  });

  it('paints with colour only when the terminal settings allow it', () => {
    Object.assign(terminal, { color: true, progress: false, quiet: false, verbose: false });
    createReporter().error('boom');
    Object.assign(terminal, { color: false });
    createReporter().error('boom');
    expect(written).toEqual(['\u001b[31mboom\u001b[0m\n', 'boom\n']);
  });
});
