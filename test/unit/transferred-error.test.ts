import { describe, expect, it } from 'vitest';
import { DocgenError } from '../../src/errors/docgen-error.js';
import { fromTransferredError, toTransferredError } from '../../src/workers/transferred-error.js';

/** What a worker posts is structured-cloned: the round trip goes through structuredClone as it would. */
const acrossThreads = (error: unknown) => fromTransferredError(structuredClone(toTransferredError(error)));

describe('errors carried back from a worker thread', () => {
  it('keeps a DocgenError a DocgenError with its code, location, hint and frame', () => {
    const original = new DocgenError({
      code: 'DG100',
      title: 'A markdown page is too complex to render',
      message: 'Nested too deep.',
      hint: 'Flatten it.',
      location: { file: '/site/docs/a.md', line: 7, column: 3 },
      frame: '> 7 | > > >',
    });
    const back = acrossThreads(original);
    expect(back).toBeInstanceOf(DocgenError);
    const { code, title, message, hint, location, frame } = back as DocgenError;
    expect({ code, title, message, hint, location, frame }).toEqual({
      code: 'DG100',
      title: 'A markdown page is too complex to render',
      message: 'Nested too deep.',
      hint: 'Flatten it.',
      location: { file: '/site/docs/a.md', line: 7, column: 3 },
      frame: '> 7 | > > >',
    });
  });

  it('keeps the message and stack of any other error (a docgen bug), which stays no DocgenError', () => {
    const original = new TypeError('cannot read x of undefined');
    const back = acrossThreads(original);
    expect(back).not.toBeInstanceOf(DocgenError);
    expect(back.message).toBe('cannot read x of undefined');
    expect(back.stack).toBe(original.stack);
  });
});
