import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactIndex } from '../../../src/search/compact-index.js';
import { createPostingsBuilder, type PostingsDocument, type PostingsOptions } from '../../../src/search/postings-builder.js';
import { SEARCH_FIELDS, SEARCH_OPTIONS } from '../../../src/search/search-options.js';

type Section = Record<(typeof SEARCH_FIELDS)[number], string>;

const section = (fields: Partial<Section>): Section => ({
  title: '',
  keywords: '',
  heading: '',
  page: '',
  text: '',
  terms: '',
  ...fields,
});

/** The builder's compact index, its postings read out, as the file would hold it. */
function built(documents: readonly PostingsDocument[], options: PostingsOptions = SEARCH_OPTIONS) {
  const builder = createPostingsBuilder(options);
  documents.forEach((document, position) => expect(builder.add(document)).toBe(position));
  const compact = builder.finish();
  return { ...compact, postings: [...compact.postings] };
}

/** What MiniSearch itself makes of the same documents, compacted. */
function expected(documents: readonly PostingsDocument[], options: PostingsOptions = SEARCH_OPTIONS) {
  const index = new MiniSearch<Record<string, string | number>>({ ...SEARCH_OPTIONS, fields: [...options.fields] });
  index.addAll(documents.map((document, id) => ({ ...document, id })));
  return compactIndex(index.toJSON());
}

const VARIED: Section[] = [
  section({
    title: 'Create a transaction',
    keywords: 'createTransaction Metering service',
    text: 'Creates a transaction. Transaction, transaction; TRANSACTION!',
    terms: 'owner repo issue_number',
  }),
  section({ heading: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', page: 'Create a transaction', text: '' }),
  // Unicode: accents, case that changes length when lowered, CJK, no-break and ideographic spaces, emoji.
  section({
    title: 'Café CAFÉ café',
    heading: 'İstanbul STRASSE Straße ΣΊΣΥΦΟΣ',
    text: '日本語のテキスト\u00a0naïve—résumé\u3000🙂 emoji🙂emoji x.y (a-b) "done"',
  }),
  // Only separators, leading and trailing punctuation: empty words, dropped but counted in the length.
  section({ title: '...', heading: '  ', text: '—leading, trailing.', keywords: '!' }),
  // Words that are prefixes of each other, first seen in varied orders: the tree splits its edges.
  section({ text: 'rotate rotation rot r ro rotated rotates rotate' }),
  section({ heading: 'ro', text: 'rota rotational roman romans rom r' }),
  section({ page: 'Rotate keys', text: 'keys key keystore k ke keyed kEy KEYS' }),
  section({}),
  section({ title: 'Numbers 1 10 100 1.0 v2 2fa', text: '0 00 007 1e3 -1 +1' }),
  section({ text: 'rotate keys' }),
];

describe('createPostingsBuilder', () => {
  it('makes what MiniSearch makes of varied documents, to the byte: counts, lengths, averages, postings and their order', () => {
    const result = built(VARIED);
    expect(result).toEqual(expected(VARIED));
    expect(JSON.stringify(result)).toBe(JSON.stringify(expected(VARIED)));
  });

  it('counts a field’s distinct words before lower-casing for its length, and every occurrence for the frequency', () => {
    const result = built([section({ text: 'Rotate rotate ROTATE keys' })]);
    expect(result.fieldLength).toEqual([[1, 1, 1, 1, 4, 1]]);
    expect(result.postings).toContainEqual(['rotate', SEARCH_FIELDS.indexOf('text'), 1, -1, 3]);
    expect(result.averageFieldLength).toEqual([1, 1, 1, 1, 4, 1]);
  });

  it('makes what MiniSearch makes of many documents drawn from a shared vocabulary', () => {
    // A fixed pseudo-random sequence: the same documents on every run.
    let seed = 12345;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const stems = ['rot', 'key', 'tran', 'café', 'ä', 'x', 'list', 'li', 'l', 'get', 'ge', 'Get'];
    const endings = ['', 'a', 'ate', 'ation', 's', 'e', 'er', 'ing', '_id', '2'];
    const word = () => stems[random(stems.length)]! + endings[random(endings.length)]!;
    const words = (most: number) => Array.from({ length: random(most) }, word).join(random(3) ? ' ' : ', ');
    const documents = Array.from({ length: 300 }, () =>
      section({ title: words(4), keywords: words(3), heading: words(6), page: words(3), text: words(60), terms: words(5) }),
    );
    expect(JSON.stringify(built(documents))).toBe(JSON.stringify(expected(documents)));
  });

  it('packs any number of fields up to 16 with their documents, as MiniSearch indexes them', () => {
    for (const count of [1, 2, 3, 5, 9, 16]) {
      const options = { ...SEARCH_OPTIONS, fields: Array.from({ length: count }, (_, n) => `f${n}`) };
      const documents = Array.from({ length: 40 }, (_, d) =>
        Object.fromEntries(options.fields.map((field, n) => [field, `w${(d * n) % 7} w${d % 5} W${n} w${d % 5}`])),
      );
      expect(JSON.stringify(built(documents, options))).toBe(JSON.stringify(expected(documents, options)));
    }
    expect(() => createPostingsBuilder({ ...SEARCH_OPTIONS, fields: Array.from({ length: 17 }, (_, n) => `f${n}`) })).toThrow(/at most 16/);
  });

  it('makes an empty index as MiniSearch does', () => {
    expect(JSON.stringify(built([]))).toBe(JSON.stringify(expected([])));
  });
});
