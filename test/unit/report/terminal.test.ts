import { describe, expect, it } from 'vitest';
import { isCi, resolveTerminal } from '../../../src/report/terminal.js';

describe('resolveTerminal', () => {
  it('uses colour and a progress bar on a terminal outside CI', () => {
    expect(resolveTerminal({}, {}, true)).toEqual({ color: true, progress: true, quiet: false, verbose: false });
  });

  it('uses neither when stderr is not a terminal (a pipe, a log file)', () => {
    expect(resolveTerminal({}, {}, false)).toMatchObject({ color: false, progress: false });
  });

  it('uses neither in CI', () => {
    expect(resolveTerminal({}, { CI: 'true' }, true)).toMatchObject({ color: false, progress: false });
    expect(resolveTerminal({}, { CI: '1' }, true)).toMatchObject({ color: false, progress: false });
  });

  it('drops colour, not the bar, for NO_COLOR (any non-empty value) and --no-color', () => {
    expect(resolveTerminal({}, { NO_COLOR: '1' }, true)).toMatchObject({ color: false, progress: true });
    expect(resolveTerminal({}, { NO_COLOR: 'no' }, true)).toMatchObject({ color: false });
    expect(resolveTerminal({}, { NO_COLOR: '' }, true)).toMatchObject({ color: true });
    expect(resolveTerminal({ color: false }, {}, true)).toMatchObject({ color: false, progress: true });
  });

  it('has no progress bar with --quiet, and --verbose only without --quiet', () => {
    expect(resolveTerminal({ quiet: true }, {}, true)).toMatchObject({ progress: false, quiet: true });
    expect(resolveTerminal({ verbose: true }, {}, true)).toMatchObject({ verbose: true });
    expect(resolveTerminal({ verbose: true, quiet: true }, {}, true)).toMatchObject({ verbose: false });
  });
});

describe('isCi', () => {
  it('is true when CI is set to anything but "false" or "0"', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '' })).toBe(true);
    expect(isCi({ CI: 'woodpecker' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
    expect(isCi({})).toBe(false);
  });
});
