import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../src/i18n/messages.js';
import { Admonition, Badge, Card, CardGrid, Details, LinkCard, TabItem, Tabs } from '../../../src/mdx/builtin-components.js';
import { MdxPageContextProvider, type MdxPageContext } from '../../../src/mdx/page-context.js';

/** The islands the last render placed, with their props. */
let islands: [string, Record<string, unknown>][] = [];

/** Renders MDX content in a page context whose islands are recorded and written as a token. */
function render(content: ReactNode, context: Partial<MdxPageContext> = {}): string {
  islands = [];
  const island = (widget: string, props: Record<string, unknown>) => {
    islands.push([widget, props]);
    return `[island ${widget}]`;
  };
  const siteIsland = () => {
    throw new Error('no site components in this test');
  };
  const page: MdxPageContext = { island, siteIsland, ...context };
  return renderToStaticMarkup(createElement(MdxPageContextProvider.Provider, { value: page }, content));
}

describe('built-in components for MDX', () => {
  it('Tabs: labels from values, a label or the value; the default; every panel with its caption', () => {
    const html = render(
      <Tabs groupId="os" queryString="platform" values={[{ value: 'linux', label: 'GNU/Linux' }]}>
        <TabItem value="mac" label="macOS">
          Mac
        </TabItem>
        <TabItem value="linux" default>
          Linux
        </TabItem>
        <TabItem value="bsd">BSD</TabItem>
      </Tabs>,
    );
    expect(html).toMatch(
      /^<div class="tabs">\[island tabs\]<div class="tab-panel" data-tab-value="mac"><p class="tab-caption">macOS<\/p>Mac<\/div>/,
    );
    expect(islands).toEqual([
      [
        'tabs',
        {
          items: [
            { value: 'mac', label: 'macOS' },
            { value: 'linux', label: 'GNU/Linux' },
            { value: 'bsd', label: 'bsd' },
          ],
          defaultValue: 'linux',
          groupId: 'os',
          queryKey: 'platform',
        },
      ],
    ]);
    expect(html).toContain(
      '<div class="tab-panel" data-tab-value="linux" data-tab-default=""><p class="tab-caption">GNU/Linux</p>Linux</div>',
    );
    expect(html).toContain('<div class="tab-panel" data-tab-value="bsd"><p class="tab-caption">bsd</p>BSD</div>');
  });

  it('Tabs and TabItem refuse what markdown refuses: no tabs, a value twice, a TabItem alone', () => {
    expect(() => render(<Tabs />)).toThrow('<Tabs> holds no <TabItem>');
    expect(() =>
      render(
        <Tabs>
          <TabItem value="a">1</TabItem>
          <TabItem value="a">2</TabItem>
        </Tabs>,
      ),
    ).toThrow('two tabs with the value "a"');
    expect(() => render(<TabItem value="a">1</TabItem>)).toThrow('<TabItem> must be inside <Tabs>');
  });

  it('Admonition: a type, a title or the locale word, a site type, and an error for an unknown type', () => {
    expect(render(<Admonition type="danger">Careful.</Admonition>)).toBe(
      '<aside class="admonition admonition-danger" role="note" aria-label="Danger"><p class="admonition-title">Danger</p>Careful.</aside>',
    );
    expect(render(<Admonition title="Read me">x</Admonition>)).toContain('<p class="admonition-title">Read me</p>');
    const own = render(<Admonition type="security">x</Admonition>, { admonitions: { security: { label: 'Security', style: 'warning' } } });
    expect(own).toContain('<aside class="admonition admonition-warning admonition-security" role="note" aria-label="Security">');
    expect(() => render(<Admonition type="nope">x</Admonition>)).toThrow('no admonition type "nope"');
    expect(render(<Details>x</Details>, { messages: messagesFor('en') })).toContain('<summary>Details</summary>');
  });

  it('Details takes a summary prop or a <summary> child; Badge refuses an unknown variant', () => {
    expect(render(<Details summary="Why?">Because.</Details>)).toBe('<details class="details"><summary>Why?</summary>Because.</details>');
    expect(
      render(
        <Details>
          <summary>Written</summary>
          Body
        </Details>,
      ),
    ).toBe('<details class="details"><summary>Written</summary>Body</details>');
    expect(render(<Badge text="New" variant="tip" />)).toBe('<span class="badge badge-tip">New</span>');
    expect(() => render(<Badge variant="purple">x</Badge>)).toThrow('expected one of default, note');
  });

  it('cards are list items in a CardGrid, sized for full rows, and blocks on their own', () => {
    const grid = render(
      <CardGrid>
        <Card title="One">1</Card>
        <LinkCard title="Two" href="/two" description="Second" />
      </CardGrid>,
    );
    expect(grid).toMatch(/^<ul class="card-grid card-rows markdown-cards" style="--card-columns-2:2;[^"]*"><li class="card content-card">/);
    expect(grid).toContain(
      '<li class="card link-card"><a href="/two" class="card-link"><span class="card-title">Two</span><span class="card-description">Second</span></a></li>',
    );
    expect(render(<Card title="Alone">x</Card>)).toBe('<div class="card content-card"><p class="card-title">Alone</p>x</div>');
  });
});
