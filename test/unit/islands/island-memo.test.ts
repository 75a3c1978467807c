import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../src/i18n/messages.js';
import { IslandCollector, renderIslandHtml } from '../../../src/islands/island.js';
import { createIslandMemo } from '../../../src/islands/island-memo.js';
import { NAVBAR_MESSAGES, TOC_MESSAGES } from '../../../widgets/message-keys.js';
import { findWidget } from '../../../widgets/registry.js';
import type { NavbarWidgetProps, WidgetSidebar } from '../../../widgets/types.js';

describe('createIslandMemo', () => {
  it('renders a key the first two times and keeps its HTML from the second', () => {
    const memo = createIslandMemo();
    let renders = 0;
    const render = () => `<p>${++renders}</p>`;
    expect([memo.html('a', render), memo.html('a', render), memo.html('a', render)]).toEqual(['<p>1</p>', '<p>2</p>', '<p>2</p>']);
    expect(memo.html('b', render)).toBe('<p>3</p>');
  });

  it('keeps nothing more past its limit of characters', () => {
    const memo = createIslandMemo(8);
    let renders = 0;
    const render = () => `<p>${++renders}</p>`;
    for (const key of ['a', 'a', 'b', 'b']) memo.html(key, render);
    expect(memo.html('a', render)).toBe('<p>2</p>');
    expect(memo.html('b', render)).toBe('<p>5</p>');
  });
});

/** The same islands on several pages: each page has its own collector, the build one memo. */
function pages(count: number, name: string, propsOf: (page: number) => Record<string, unknown>, memo = createIslandMemo()) {
  return Array.from({ length: count }, (_, page) => renderIslandHtml(new IslandCollector('t', memo), name, propsOf(page)));
}

describe('islands with a memo', () => {
  const toc = (text: string) => ({ toc: [{ depth: 2, id: 'a', text }], messages: englishMessages.pick(TOC_MESSAGES) });

  it('have the HTML they have without one, props and all, whether they repeat or not', () => {
    const propsOf = (page: number) => toc(page % 2 ? 'Odd' : 'Even');
    expect(pages(5, 'toc', propsOf)).toEqual(pages(5, 'toc', propsOf, undefined));
    const html = pages(4, 'toc', propsOf);
    expect(html[3]).toContain('Odd');
    expect(html[2]).toContain('Even');
  });
});

describe("the navbar's props its server HTML does not read", () => {
  const tree = (label: string): WidgetSidebar =>
    ({ label, href: '/api', items: [{ kind: 'link', label: 'Pets', href: '/api/pets' }] }) as never;
  const navbar = (activeHref: string, sidebar: WidgetSidebar): NavbarWidgetProps => ({
    brand: { href: '/', title: 'Docs' },
    style: 'primary',
    hideOnScroll: false,
    items: [],
    sidebar,
    sidebarPlace: { activeHref },
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    baseUrl: '/',
    trailingSlash: false,
    messages: englishMessages.pick(NAVBAR_MESSAGES),
  });
  const inner = (html: string) => html.slice(html.indexOf('>') + 1);

  it('are the sidebar and the place in it: the server HTML is the same whatever they are', () => {
    expect(findWidget('navbar')?.serverIgnores).toEqual(['sidebar', 'sidebarPlace']);
    const [one, other] = [navbar('/api/pets', tree('API')), navbar('/api/stores', tree('Other API'))];
    const html = [one, other].map((props) => renderIslandHtml(new IslandCollector('t'), 'navbar', props as never));
    expect(inner(html[0]!)).toBe(inner(html[1]!));
  });

  it("leave each page's own props in its island when its HTML comes from the memo", () => {
    const html = pages(3, 'navbar', (page) => navbar(`/api/page-${page}`, tree('API')) as never);
    html.forEach((one, page) => expect(one).toContain(`&quot;activeHref&quot;:&quot;/api/page-${page}&quot;`));
    expect(new Set(html.map(inner)).size).toBe(1);
  });
});
