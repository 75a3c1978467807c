import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SEARCH_OPTIONS, WORD } from '../../../src/search/search-options.js';
import { highlight } from '../../../widgets/lib/highlight.js';

const TRICKY = 'POST /repos/{owner}/repo_name\'s café–naïve\u00a0日本語 x.y, (a-b)\n"done"';

describe('WORD, the one word pattern the index and the browser share', () => {
  it("cuts text into exactly the words the index's tokenizer (and MiniSearch's default) makes", () => {
    const words = TRICKY.match(WORD);
    expect(words).toEqual(['POST', 'repos', 'owner', 'repo', 'name', 's', 'café', 'naïve', '日本語', 'x', 'y', 'a', 'b', 'done']);
    expect(words).toEqual(SEARCH_OPTIONS.tokenize(TRICKY).filter(Boolean));
    const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
    expect(words).toEqual(defaultTokenize(TRICKY).filter(Boolean));
  });

  it('lets highlighting mark the very terms MiniSearch matched', () => {
    const index = new MiniSearch({ ...SEARCH_OPTIONS, fields: ['text'] });
    index.add({ id: 1, text: TRICKY });
    const [result] = index.search('repo naïve', { prefix: false, fuzzy: false });
    const marked = highlight(TRICKY, new Set(result!.terms))
      .filter((segment) => segment.mark)
      .map((segment) => segment.text);
    expect(marked).toEqual(['repo', 'naïve']);
  });
});
