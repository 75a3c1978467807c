import { describe, expect, it } from 'vitest';
import { jsonInParts, PART_LENGTH } from '../../../src/search/json-parts.js';

describe('jsonInParts', () => {
  it('gives the text of JSON.stringify in parts, the spread arrays written item by item from their iterables', () => {
    const sections = Array.from({ length: 5000 }, (_, n) => [n, `#s${n}`, 'A "quoted" heading', 'x'.repeat(400)]);
    const postings = [['alpha', 0, 1, 1], ['"sections":[]', 1, 2, 1, -3, 2], []];
    // Strings that hold what the markers look like (escaped in JSON) do not mislead it.
    const value = { title: '"postings":[] and "sections":[]', sections, index: { count: 2, postings, version: 2 } };
    const whole = JSON.stringify(value);
    const parts = jsonInParts(
      { ...value, sections: [], index: { ...value.index, postings: [] } },
      new Map<string, Iterable<unknown>>([
        ['sections', sections.values()],
        [
          'postings',
          (function* () {
            yield* postings;
          })(),
        ],
      ]),
    );
    expect(parts.join('')).toBe(whole);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThan(PART_LENGTH + 1000);
  });

  it('refuses a key whose array is not empty in the value, naming it', () => {
    expect(() => jsonInParts({ rows: [1] }, new Map([['rows', [1]]]))).toThrow(/"rows"/);
  });
});
