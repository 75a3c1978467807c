import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRenderMemo, Memoised, PageMemoProvider, type RenderMemo } from '../../../src/util/render-memo.js';

const tree = { name: 'Pet' };
let renders = 0;
function Rows({ label }: { label: string }) {
  renders++;
  return (
    <ul>
      <li>{label}</li>
      <li>
        {'a'}
        {'b'} &amp; &lt;c&gt;
      </li>
    </ul>
  );
}

/** One page's HTML with the memo, as renderPageBody makes it. */
function page(memo: RenderMemo, by = 'request', label = 'name'): string {
  const pageMemo = memo.page();
  const html = renderToStaticMarkup(
    <PageMemoProvider value={pageMemo}>
      <main>
        <Memoised of={tree} by={by} tag="div" className="schema">
          <Rows label={label} />
        </Memoised>
      </main>
    </PageMemoProvider>,
  );
  return pageMemo.finish(html);
}

const plain = renderToStaticMarkup(
  <main>
    <div className="schema">
      <Rows label="name" />
    </div>
  </main>,
);

describe('memoised subtrees', () => {
  it('give the same HTML on every page, and render once cached from the second time on', () => {
    const memo = createRenderMemo();
    renders = 0;
    const pages = [page(memo), page(memo), page(memo), page(memo)];
    for (const html of pages) expect(html).toBe(plain);
    expect(renders).toBe(2);
  });

  it('keep one entry per `by`: another context renders again', () => {
    const memo = createRenderMemo();
    page(memo, 'request', 'name');
    page(memo, 'request', 'name');
    expect(page(memo, 'response', 'other')).toContain('<li>other</li>');
    expect(page(memo, 'request', 'other')).toContain('<li>name</li>'); // `by` names what the HTML depends on
  });

  it('render as usual past their limit, and without a memo', () => {
    const memo = createRenderMemo(0);
    renders = 0;
    for (let count = 0; count < 3; count++) expect(page(memo)).toBe(plain);
    expect(renders).toBe(3);
    expect(
      renderToStaticMarkup(
        <Memoised of={tree} by="x" tag="div" className="schema">
          <Rows label="name" />
        </Memoised>,
      ),
    ).toBe(plain.replace(/^<main>|<\/main>$/g, ''));
  });

  it('nest: a subtree inside another is cached too, both give the same HTML, and no marker is left', () => {
    const memo = createRenderMemo();
    const inner = { name: 'inner' };
    const innerTree = (label: string) => (
      <Memoised of={inner} by="x" tag="section" className="inner">
        <Rows label={label} />
      </Memoised>
    );
    const render = (outer: object) => {
      const pageMemo = memo.page();
      const html = renderToStaticMarkup(
        <PageMemoProvider value={pageMemo}>
          <Memoised of={outer} by="outer" tag="div" className="schema">
            {innerTree('deep')}
            {innerTree('deep')}
          </Memoised>
        </PageMemoProvider>,
      );
      return pageMemo.finish(html);
    };
    const expected = renderToStaticMarkup(
      <div className="schema">
        {[0, 1].map((key) => (
          <section key={key} className="inner">
            <Rows label="deep" />
          </section>
        ))}
      </div>,
    );
    renders = 0;
    const pages = [render(tree), render(tree), render(tree)];
    for (const html of pages) expect(html).toBe(expected);
    // Page 1 renders the inner tree twice, caching it the second time; page 2 caches the
    // outer tree with the inner one's cached HTML in it; page 3 renders nothing.
    expect(renders).toBe(2);
    // Another tree around the same inner one: the inner one's HTML is taken from the cache.
    renders = 0;
    expect(render({ name: 'other outer' })).toBe(expected);
    expect(renders).toBe(0);
  });
});
