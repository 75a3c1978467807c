import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRenderMemo, Memoised, PageMemoProvider, type RenderMemo } from '../../../src/render/render-memo.js';

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

  it('do not nest: one inside another that is being cached renders plainly, and no marker is left', () => {
    const memo = createRenderMemo();
    const inner = { name: 'inner' };
    const nested = () => {
      const pageMemo = memo.page();
      const html = renderToStaticMarkup(
        <PageMemoProvider value={pageMemo}>
          <Memoised of={tree} by="outer" tag="div" className="schema">
            <Memoised of={inner} by="x" tag="section" className="inner">
              <Rows label="deep" />
            </Memoised>
            <Memoised of={inner} by="x" tag="section" className="inner">
              <Rows label="deep" />
            </Memoised>
          </Memoised>
        </PageMemoProvider>,
      );
      return pageMemo.finish(html);
    };
    const first = nested();
    expect(nested()).toBe(first);
    expect(nested()).toBe(first);
    expect(first).not.toContain('docgen-memo');
    expect(first.match(/<section class="inner">/g)).toHaveLength(2);
  });
});
