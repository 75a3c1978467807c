import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OverridesProvider, type OverrideProps, type Overrides } from '../../../src/components/overridable.js';
import { Breadcrumbs } from '../../../templates/breadcrumbs.js';
import { PageNotices } from '../../../templates/page-notices.js';

const items = [{ label: 'Guide', href: '/guide' }, { label: 'Intro' }];

function withOverrides(overrides: Overrides, element: ReturnType<typeof createElement>) {
  return renderToStaticMarkup(createElement(OverridesProvider, { value: overrides }, element));
}

describe('overridable template components', () => {
  it('renders the built-in when the site has no override', () => {
    const html = withOverrides(new Map(), createElement(Breadcrumbs, { items }));
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Breadcrumbs">');
  });

  it("renders the site's override with the built-in's props and the built-in as Original", () => {
    function Mine({ items: given, Original }: OverrideProps<'Breadcrumbs'>) {
      return createElement('div', { className: 'mine', 'data-count': given.length }, createElement(Original, { items: given }));
    }
    const html = withOverrides(new Map([['Breadcrumbs', { component: Mine }]]), createElement(Breadcrumbs, { items }));
    expect(html).toMatch(/^<div class="mine" data-count="2"><nav class="breadcrumbs"/);
  });

  it('replaces only the component it names', () => {
    const overrides: Overrides = new Map([['Breadcrumbs', { component: () => createElement('p', null, 'mine') }]]);
    const html = withOverrides(overrides, createElement(PageNotices, { notices: [{ kind: 'untranslated', text: 'Not translated yet.' }] }));
    expect(html).toContain('Not translated yet.');
    expect(html).not.toContain('mine');
  });
});
