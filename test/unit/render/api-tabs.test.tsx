import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_TABS, Tabs } from '../../../templates/api/tabs.js';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: String(index), label: `Example ${index}`, content: <p>Body {index}</p> }));

describe('API tabs', () => {
  it('put every label in one row, before the panels, each panel named after its radio', () => {
    const html = renderToStaticMarkup(<Tabs name="t" label="Examples" items={items(3)} />);
    const row = html.slice(html.indexOf('<div class="api-tab-list"'), html.indexOf('<div class="api-tab-panel"'));
    expect(row.match(/<label class="api-tab-label"/g)).toHaveLength(3);
    expect(html.match(/<div class="api-tab-panel" id="t-\d-panel">/g)).toHaveLength(3);
  });

  it(`list more than ${MAX_TABS} items one after the other, since the CSS shows panels by position up to ${MAX_TABS}`, () => {
    const html = renderToStaticMarkup(<Tabs name="t" label="Examples" items={items(MAX_TABS + 1)} />);
    expect(html).not.toContain('api-tab-input');
    expect(html.match(/<p class="api-tab-stack-label">/g)).toHaveLength(MAX_TABS + 1);
  });

  it('keep a single item’s label only when asked to', () => {
    expect(renderToStaticMarkup(<Tabs name="t" label="Examples" items={items(1)} />)).not.toContain('<label');
    expect(renderToStaticMarkup(<Tabs name="t" label="Examples" items={items(1)} alwaysTabs />)).toContain('>Example 0</label>');
  });
});
