import { describe, expect, it } from 'vitest';
import { SHOWN_PROBLEMS, validationWarnings } from '../../../src/openapi/validation-report.js';
import { strictFailure } from '../../../src/pipeline/strict.js';

describe('strictFailure', () => {
  it('counts every problem of a document, also those the warnings only summarise', () => {
    const problems = Array.from({ length: SHOWN_PROBLEMS + 73 }, (_, at) => ({ message: `problem ${at}`, pointer: `/paths/p${at}` }));
    const error = strictFailure(validationWarnings({ file: 'big.json', problems }));
    expect(error?.code).toBe('DG200');
    expect(error?.message).toBe(
      `big.json: ${SHOWN_PROBLEMS + 73} warnings (the first ${SHOWN_PROBLEMS} listed above) fail a strict build.`,
    );
  });

  it('says all are listed when none is summarised, and ignores warnings that do not fail a strict build', () => {
    const error = strictFailure([
      { severity: 'warning', failsStrict: true, file: 'a.yaml', message: 'one' },
      { severity: 'warning', failsStrict: true, file: 'a.yaml', message: 'two' },
      { severity: 'warning', file: 'a.yaml', message: 'a slug moved' },
    ]);
    expect(error?.message).toBe('a.yaml: 2 warnings (listed above) fail a strict build.');
    expect(strictFailure([{ severity: 'warning', file: 'a.yaml', message: 'a slug moved' }])).toBeUndefined();
  });
});
