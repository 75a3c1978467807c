import { describe, expect, it } from 'vitest';
import { initialChoice, tabAfterKey } from '../../../widgets/tabs/panels.js';

const items = [
  { value: 'mac', label: 'macOS' },
  { value: 'linux', label: 'Linux' },
  { value: 'windows', label: 'Windows' },
];

describe('initialChoice', () => {
  it('prefers the query string, then the stored group choice, then the default', () => {
    expect(initialChoice(items, 'mac', { fromQuery: 'linux', stored: 'windows' })).toBe('linux');
    expect(initialChoice(items, 'mac', { fromQuery: null, stored: 'windows' })).toBe('windows');
    expect(initialChoice(items, 'mac', {})).toBe('mac');
  });

  it('passes over values no tab has', () => {
    expect(initialChoice(items, 'mac', { fromQuery: 'beos', stored: 'linux' })).toBe('linux');
    expect(initialChoice(items, 'mac', { fromQuery: 'beos', stored: 'amiga' })).toBe('mac');
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrows (wrapping), Home and End, and ignores other keys', () => {
    expect(tabAfterKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, false)).toBe(2);
    expect(tabAfterKey('Home', 2, 3, false)).toBe(0);
    expect(tabAfterKey('End', 0, 3, false)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3, false)).toBeUndefined();
  });

  it('reverses the arrows on a right-to-left page', () => {
    expect(tabAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabAfterKey('ArrowRight', 0, 3, true)).toBe(2);
  });
});
