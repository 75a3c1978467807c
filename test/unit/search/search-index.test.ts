import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compactIndex, expandIndex } from '../../../src/search/compact-index.js';
import {
  buildSearchIndex,
  createSearchIndexBuilder,
  cutAtWord,
  htmlToText,
  MAX_INDEXED_TEXT,
  MAX_STORED_TEXT,
  type IndexedPage,
} from '../../../src/search/search-index.js';
import { SEARCH_OPTIONS, type SearchIndexFile } from '../../../src/search/search-options.js';
import { searchHeadings, splitSections } from '../../../src/search/search-page.js';
import { excerpt } from '../../../widgets/lib/highlight.js';
import { searchSections } from '../../../widgets/lib/search-results.js';

describe('htmlToText', () => {
  it('indexes a KaTeX formula once: its MathML and TeX, not the hidden drawing', () => {
    const formula =
      '<p>Area <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>A</mi></mrow>' +
      '<annotation encoding="application/x-tex">A</annotation></semantics></math></span>' +
      '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord">A</span></span></span></span> here.</p>';
    expect(htmlToText(formula)).toBe('Area A A here.');
  });

  it('joins inline elements to their neighbours, separates blocks, drops scripts and decodes references', () => {
    expect(htmlToText('<p>Call <code>list</code>, then <a href="#x">go</a>.</p><p>Next</p><script>alert(1)</script>')).toBe(
      'Call list, then go. Next',
    );
    expect(htmlToText('<p>a &#x3C; b &amp;&amp; c&nbsp;&gt; d</p>')).toBe('a < b && c > d');
  });
});

describe("htmlToText and headings' direct links", () => {
  it('leaves out the "#" of a heading\'s direct link, wherever the heading is', () => {
    const html =
      '<p>Before.</p><h4 id="deep">Deep <code>level</code> four<a href="#deep" class="hash-link" aria-label="Direct link to Deep level four" title="Direct link to Deep level four">#</a></h4>' +
      '<p>After.</p><h2 id="b">API<a class="x hash-link" href="#b">#</a></h2>';
    expect(htmlToText(html)).toBe('Before. Deep level four After. API');
  });

  it('keeps a "#" that is text, and links that are not direct links', () => {
    expect(htmlToText('<p>Use <code>#</code> or <a href="#top">#top</a>.</p>')).toBe('Use # or #top.');
  });
});

describe('splitSections', () => {
  const html =
    '<p>Intro text.</p>' +
    '<h2 id="install">Install<a href="#install" class="hash-link">#</a></h2><p>Run <code>npm i</code>.</p>' +
    '<h3 id="a&amp;b">Tokens &amp; keys<a href="#a&amp;b">#</a></h3><p>Keep them safe.</p>' +
    '<h2 id="not-in-toc">Hidden</h2><p>Still part of keys.</p>';
  const toc = [
    { depth: 2 as const, id: 'install', text: 'Install' },
    { depth: 3 as const, id: 'a&b', text: 'Tokens & keys' },
    { depth: 2 as const, id: 'missing', text: 'Not on the page' },
  ];

  it('makes the text before the first heading the intro, then one section per heading of the table of contents', () => {
    expect(splitSections(html, toc, 'Tagline.')).toEqual([
      { heading: '', text: 'Tagline. Intro text.' },
      { anchor: 'install', heading: 'Install', text: 'Run npm i.' },
      // The heading's own text and its "#" link are not in the text; a heading outside the table of contents does not cut.
      { anchor: 'a&b', heading: 'Tokens & keys', text: 'Keep them safe. Hidden Still part of keys.' },
    ]);
  });

  it('gives a page without headings one intro section', () => {
    expect(splitSections('<p>Only text</p>', [])).toEqual([{ heading: '', text: 'Only text' }]);
  });
});

describe('searchHeadings: one search entry per heading level the table of contents shows', () => {
  const html =
    '<h2 id="setup">Setup<a href="#setup" class="hash-link">#</a></h2><p>Start.</p>' +
    '<h3 id="keys">Keys<a href="#keys" class="hash-link">#</a></h3><p>Keys text.</p>' +
    '<h4 id="rotate">Rotate keys<a href="#rotate" class="hash-link">#</a></h4><p>Rotate text.</p>';
  const headings = [
    { depth: 2 as const, id: 'setup', text: 'Setup' },
    { depth: 3 as const, id: 'keys', text: 'Keys' },
    { depth: 4 as const, id: 'rotate', text: 'Rotate keys' },
  ];
  const markdown = { toc: headings.slice(0, 2), headings };

  it('gives a level-4 heading its own entry and anchor when the TOC lists level 4', () => {
    expect(searchHeadings(markdown, 4)).toEqual(headings);
    expect(splitSections(html, searchHeadings(markdown, 4))).toEqual([
      { heading: '', text: '' },
      { anchor: 'setup', heading: 'Setup', text: 'Start.' },
      { anchor: 'keys', heading: 'Keys', text: 'Keys text.' },
      { anchor: 'rotate', heading: 'Rotate keys', text: 'Rotate text.' },
    ]);
  });

  it('keeps a level-4 heading in its level-3 section by default, without its "#"', () => {
    expect(searchHeadings(markdown)).toEqual(markdown.toc);
    expect(splitSections(html, searchHeadings(markdown))[2]).toEqual({
      anchor: 'keys',
      heading: 'Keys',
      text: 'Keys text. Rotate keys Rotate text.',
    });
  });
});

describe('cutAtWord', () => {
  it('keeps short texts and cuts long ones at a word boundary', () => {
    expect(cutAtWord('short', 10)).toBe('short');
    expect(cutAtWord('one two three four', 16)).toBe('one two three');
    // A word boundary far before the limit would lose too much: the word is cut instead.
    expect(cutAtWord('one two three four', 12)).toBe('one two thre');
    expect(cutAtWord('x'.repeat(20), 12)).toBe('x'.repeat(12));
  });
});

const pages: IndexedPage[] = [
  {
    route: '/guides/transactions',
    title: 'Transactions',
    group: 'Guides',
    sections: [
      { heading: '', text: 'How usage is billed.' },
      { anchor: 'record', heading: 'Record a confirmed transaction', text: 'Call the operation once the action succeeded.' },
      // "needle" lies past the stored text but inside the indexed text; "haystack" past both.
      { anchor: 'long', heading: 'Long', text: `${'word '.repeat(400)}needle ${'word '.repeat(2000)}haystack` },
    ],
  },
  {
    route: '/api/metering/create-transaction',
    title: 'Create a transaction in a chosen initial state',
    group: 'API reference',
    keywords: 'createTransaction Metering service',
    sections: [{ heading: 'POST /transactions', text: 'Creates a transaction. reference quantity' }],
  },
  {
    route: '/api/metering/cancel-transaction',
    title: 'Cancel a pending transaction',
    group: 'API reference',
    keywords: 'cancelTransaction Metering service',
    sections: [{ heading: 'POST /transactions/{transactionId}/cancel', text: 'Cancels a pending transaction.' }],
  },
];

function load(built: string) {
  const file = JSON.parse(built) as SearchIndexFile;
  const index = MiniSearch.loadJS(expandIndex(file.index), SEARCH_OPTIONS);
  const search = (query: string) => searchSections(index, file, query, (route, anchor) => route + (anchor ? `#${anchor}` : ''));
  return { file, search };
}

describe('buildSearchIndex', () => {
  const { file, search } = load(buildSearchIndex(pages));
  const firstHref = (query: string) => search(query).groups.flatMap((group) => group.hits)[0]?.href;
  const hrefs = (query: string) =>
    search(query)
      .groups.flatMap((group) => group.hits)
      .map((hit) => hit.href);

  it('stores one entry per section with its page, anchor, heading and text, and the groups in site order', () => {
    expect(file.groups).toEqual(['Guides', 'API reference']);
    expect(file.pages.map((page) => page.route)).toEqual(pages.map((page) => page.route));
    expect(file.sections.slice(0, 2)).toEqual([
      [0, '', '', 'How usage is billed.'],
      [0, 'record', 'Record a confirmed transaction', 'Call the operation once the action succeeded.'],
    ]);
    expect(file.sections).toHaveLength(5);
  });

  it(`indexes a section's first ${MAX_INDEXED_TEXT} characters but stores only ${MAX_STORED_TEXT} for excerpts`, () => {
    const stored = file.sections[2]![3];
    expect(stored.length).toBeLessThanOrEqual(MAX_STORED_TEXT);
    expect(stored).not.toContain('needle');
    const hits = search('needle').groups.flatMap((group) => group.hits);
    expect(hits.map((hit) => hit.href)).toEqual(['/guides/transactions#long']);
    // The matched word is not in the stored text: the excerpt is the section's start.
    const passage = excerpt(hits[0]!.text, hits[0]!.terms);
    expect(passage[0]!.text).toMatch(/^word word/);
    expect(passage.some((segment) => segment.mark)).toBe(false);
    expect(search('haystack').count).toBe(0);
  });

  it('finds an operation by method and path, by path alone, by operationId and by its summary', () => {
    expect(firstHref('POST /transactions')).toBe('/api/metering/create-transaction');
    expect(firstHref('/transactions')).toBe('/api/metering/create-transaction');
    expect(firstHref('createTransaction')).toBe('/api/metering/create-transaction');
    expect(firstHref('chosen initial state')).toBe('/api/metering/create-transaction');
    expect(firstHref('cancel pending')).toBe('/api/metering/cancel-transaction');
  });

  it('finds a section by its heading and links its anchor, ranking it above text matches', () => {
    expect(firstHref('record confirmed')).toBe('/guides/transactions#record');
    // "succeeded" is only in that section's text.
    expect(hrefs('succeeded')).toEqual(['/guides/transactions#record']);
  });

  it('matches prefixes and forgives a typo in longer words', () => {
    expect(hrefs('transac')).toContain('/api/metering/create-transaction');
    expect(hrefs('tranzaction')).toContain('/guides/transactions#record');
  });

  it('takes a single letter as a whole word, not a prefix of every word it starts, and two letters as a prefix', () => {
    expect(search('c').count).toBe(0);
    expect(hrefs('ca')).toEqual(expect.arrayContaining(['/guides/transactions#record', '/api/metering/cancel-transaction']));
  });

  it('needs every word when some section has them all, else any', () => {
    expect(hrefs('billed usage')).toEqual(['/guides/transactions']);
    expect(hrefs('billed zzzz')).toEqual(['/guides/transactions']);
  });

  it('groups hits by the site section of their page, the group of the best hit first', () => {
    const results = search('transaction');
    expect(results.groups.map((group) => group.label)).toEqual(['API reference', 'Guides']);
    expect(results.count).toBe(results.groups.reduce((sum, group) => sum + group.hits.length, 0));
    expect([...results.groups[0]!.hits[0]!.terms]).toContain('transaction');
  });
});

describe('ranking of titles', () => {
  const { search } = load(
    buildSearchIndex([
      {
        route: '/create-issue-type',
        title: 'Create issue type for an organization',
        group: 'API',
        keywords: 'orgs/create-issue-type',
        sections: [{ heading: 'POST /orgs/{org}/issue-types', text: 'Creates a new issue type for an organization.' }],
      },
      {
        route: '/create-issue-comment',
        title: 'Create an issue comment',
        group: 'API',
        keywords: 'issues/create-comment',
        terms: 'owner repo issue_number',
        sections: [{ heading: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', text: 'Creates a comment on an issue.' }],
      },
      {
        route: '/create-issue',
        title: 'Create an issue',
        group: 'API',
        keywords: 'issues/create',
        sections: [{ heading: 'POST /repos/{owner}/{repo}/issues', text: 'Any user with pull access can create an issue.' }],
      },
    ]),
  );
  const routes = (query: string) => search(query).groups.flatMap((group) => group.hits.map((hit) => hit.href));

  it('puts the title made of the query’s words first, above longer titles and paths that repeat them', () => {
    expect(routes('create issue')[0]).toBe('/create-issue');
  });

  it('does not index a request line’s {placeholders} as words of its heading', () => {
    // "number" is only in the comment's {issue_number} placeholder and its parameter names.
    expect(search('number').groups[0]!.hits.map((hit) => hit.href)).toEqual(['/create-issue-comment']);
  });
});

describe('compactIndex', () => {
  it('round-trips a MiniSearch serialisation, term frequencies included', () => {
    const index = new MiniSearch<{ id: number; text: string }>({ fields: ['text'] });
    index.addAll([
      { id: 0, text: 'alpha beta beta' },
      { id: 1, text: 'beta gamma' },
      { id: 2, text: 'alpha alpha alpha' },
    ]);
    const plain = index.toJSON();
    const compact = compactIndex(plain);
    expect(JSON.parse(JSON.stringify(expandIndex(compact)))).toEqual(JSON.parse(JSON.stringify({ ...plain, dirtCount: 0 })));
    // alpha: once in document 0 (gap 1), three times in document 2 (gap 2, negative, then the frequency).
    expect(compact.postings).toContainEqual(['alpha', 0, 2, 1, -2, 3]);
  });

  it('refuses documents whose ids are not their positions', () => {
    const index = new MiniSearch<{ id: string; text: string }>({ fields: ['text'] });
    index.add({ id: 'a', text: 'x' });
    expect(() => compactIndex(index.toJSON())).toThrow(/positions/);
  });
});

describe('the search index in parts', () => {
  it('writes the same file as one text, the sections and postings of a large index spread over parts', () => {
    const page = (n: number): IndexedPage => ({
      route: `/guides/guide-${n}`,
      title: `Guide ${n}`,
      group: 'Guides',
      sections: Array.from({ length: 8 }, (_, s) => ({
        anchor: s ? `step-${s}` : undefined,
        heading: `Step ${s}`,
        text: `Step ${s} of guide ${n}: ${'words of text '.repeat(30)}`,
      })),
    });
    const pages = Array.from({ length: 400 }, (_, n) => page(n));
    const whole = createSearchIndexBuilder();
    const inParts = createSearchIndexBuilder();
    for (const entry of pages) {
      whole.add(entry);
      inParts.add(entry);
    }
    const parts = inParts.finishInParts();
    const text = whole.finish();
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(text);
    const file = JSON.parse(text) as SearchIndexFile;
    expect(Object.keys(file)).toEqual(['version', 'pages', 'groups', 'sections', 'index']);
    expect(Object.keys(file.index)).toEqual([
      'documentCount',
      'fieldIds',
      'averageFieldLength',
      'fieldLength',
      'postings',
      'serializationVersion',
    ]);
    expect(file.sections).toHaveLength(3200);
  });
});
