import { CommanderError } from 'commander';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exitCodeOf } from '../../../src/cli/main.js';
import { errors } from '../../../src/errors/catalogue.js';

describe('exitCodeOf', () => {
  let written: string;
  beforeEach(() => {
    written = '';
    vi.spyOn(process.stderr, 'write').mockImplementation((text: string | Uint8Array) => ((written += String(text)), true));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is 0 for --help and --version, 2 for every other commander error (a usage mistake)', () => {
    expect(exitCodeOf(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toBe(0);
    expect(exitCodeOf(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"))).toBe(2);
    expect(exitCodeOf(new CommanderError(1, 'commander.invalidArgument', 'error: bad value'))).toBe(2);
    expect(written, 'commander has printed its own message').toBe('');
  });

  it('is 1 for a problem with the site, printed without a stack', () => {
    expect(exitCodeOf(errors.configNotFound({ file: '/site' }, '/site'))).toBe(1);
    expect(written).toContain('error DG001');
    expect(written).not.toMatch(/\n\s+at /);
  });

  it('is 70 (EX_SOFTWARE) for a bug in docgen, printed with its stack', () => {
    expect(exitCodeOf(new TypeError('x is undefined'))).toBe(70);
    expect(written).toContain('docgen crashed. This is a bug in docgen');
    expect(written).toMatch(/TypeError: x is undefined\n\s+at /);
  });
});
