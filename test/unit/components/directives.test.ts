import { createElement, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { componentDirectives } from '../../../src/components/markdown-components.js';
import type { SiteComponents } from '../../../src/components/site-components.js';
import type { LoadedComponent } from '../../../src/components/server-load.js';
import { BuiltinAdmonition, type AdmonitionProps } from '../../../src/components/remark-admonition-override.js';
import { createMarkdownRenderer } from '../../../src/markdown/processor.js';
import { docgenRejectionOf } from '../../helpers/temp.js';
import { fakeWidget, KNOWN_DOCS } from '../../helpers/markdown.js';

function Greeting({ name }: { name: string }) {
  return createElement('p', { className: 'greeting' }, `Hello, ${name}`);
}
function Counter({ start }: { start: number }) {
  const [value] = useState(start);
  return createElement('button', { type: 'button' }, String(value));
}
function Callout({ tone, label, children }: { tone: string; label?: string; children?: ReactNode }) {
  return createElement('section', { className: `callout-${tone}` }, label && createElement('strong', null, label), children);
}
function Broken(): ReactNode {
  throw new Error('no data given');
}
function MyAdmonition({ type, title, children, Original }: AdmonitionProps & { Original: typeof BuiltinAdmonition }) {
  return createElement('div', { className: 'mine' }, createElement(Original, { type, title }, children));
}

const loaded = (name: string, component: LoadedComponent['component']): [string, LoadedComponent] => [
  name,
  { name, module: name, origin: name, component },
];

function siteWith(overrides: SiteComponents['overrides'] = new Map()): SiteComponents {
  return {
    components: new Map([loaded('greeting', Greeting), loaded('counter', Counter), loaded('callout', Callout), loaded('broken', Broken)]),
    pages: [],
    overrides,
    interactive: new Set(),
  };
}

async function render(body: string, site = siteWith()) {
  const renderer = createMarkdownRenderer({
    routeForDoc: (relativePath) => KNOWN_DOCS[relativePath],
    directives: { qrcode: 'qr-code' },
    renderWidget: (name, props, _file, hydrate) => fakeWidget(name, { ...props, hydrate }),
    components: componentDirectives(site),
    admonitionOverride: site.overrides.get('Admonition')?.component,
  });
  return renderer({ path: '/site/docs/guides/page.md', sourcePath: 'guides/page.md', body, lineOffset: 3 });
}

describe("the site's components in markdown directives", () => {
  it('renders a leaf directive as HTML only: no island, no widget for the page', async () => {
    const site = siteWith();
    const output = await render('::greeting{name="Ada"}\n', site);
    expect(output.html).toBe('<p class="greeting">Hello, Ada</p>');
    expect(output.widgets).toEqual([]);
    expect(site.interactive.size).toBe(0);
  });

  it('renders a container with its content as markdown children and its label as the label prop', async () => {
    const output = await render(':::callout[Heads up]{tone="info"}\nSee **this** and [that](../index.md).\n:::\n');
    expect(output.html).toContain('<section class="callout-info"><strong>Heads up</strong>');
    expect(output.html).toContain('<p>See <strong>this</strong> and <a href="/">that</a>.</p>\n</section>');
  });

  it.each(['load', 'idle', 'visible'])('makes a use with client:%s an island of the page', async (trigger) => {
    const site = siteWith();
    const output = await render(`::counter{start=3 client:${trigger}}\n`, site);
    expect(output.html).toContain(`data-widget="counter"`);
    expect(output.html).toContain(`data-hydrate="${trigger}"`);
    expect(output.html).toContain('data-props="{&#x22;start&#x22;:3}"');
    expect(output.html).toContain('<button type="button">3</button></docgen-island>');
    expect(output.widgets).toEqual(['counter']);
    expect([...site.interactive]).toEqual(['counter']);
  });

  it('keeps an interactive container’s children in a <docgen-children> element, outside the props', async () => {
    const output = await render(':::callout{tone="tip" client:load}\nBody *text*.\n:::\n');
    expect(output.html).toContain('data-props="{&#x22;tone&#x22;:&#x22;tip&#x22;}"');
    expect(output.html).toContain('<docgen-children>\n<p>Body <em>text</em>.</p>\n</docgen-children>');
  });

  it('lets an engine widget take a client directive too', async () => {
    const output = await render('::qrcode{value="x" client:load}\n');
    expect(output.html).toContain('{&#x22;value&#x22;:&#x22;x&#x22;,&#x22;hydrate&#x22;:&#x22;load&#x22;}');
  });

  it('warns on an unknown directive (failing --strict), listing the site components among the known names', async () => {
    const output = await render('Text.\n\n::chart{}\n');
    expect(output.warnings).toMatchObject([{ file: '/site/docs/guides/page.md', line: 6, failsStrict: true }]);
    expect(output.warnings[0]!.message).toContain("widgets (qrcode); the site's components (greeting, counter, callout");
  });

  it('fails on an unknown client directive (DG186)', async () => {
    const error = await docgenRejectionOf(render('::counter{start=1 client:hover}\n'));
    expect(error.code).toBe('DG186');
    expect(error.message).toContain('client:hover');
  });

  it('names the page and line of a component that throws (DG183)', async () => {
    const error = await docgenRejectionOf(render('# Title\n\n::broken{}\n'));
    expect(error.code).toBe('DG183');
    expect(error.location).toMatchObject({ file: '/site/docs/guides/page.md', line: 6 });
    expect(error.message).toContain('no data given');
  });

  it('fails where a page uses a component file that has no default export, naming the file (DG181)', async () => {
    const site = siteWith();
    const components = new Map(site.components);
    const file = '/site/components/helpers.tsx';
    components.set('helpers', { name: 'helpers', module: file, origin: file, component: () => null, noDefaultExport: true });
    const error = await docgenRejectionOf(render('::helpers{}\n', { ...site, components }));
    expect(error.code).toBe('DG181');
    expect(error.location?.file).toBe(file);
  });

  it('renders admonitions through an Admonition override, which can wrap the original', async () => {
    const overrides = new Map([['Admonition' as const, { name: 'Admonition', module: '', origin: '', component: MyAdmonition }]]);
    const output = await render(':::tip[Mind this]\nBe **careful**.\n:::\n', siteWith(overrides));
    expect(output.html).toBe(
      '<div class="mine"><aside class="admonition admonition-tip" role="note" aria-label="Mind this"><p class="admonition-title">Mind this</p>\n<p>Be <strong>careful</strong>.</p>\n</aside></div>',
    );
  });
});
