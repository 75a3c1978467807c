import { evaluate } from '@mdx-js/mdx';
import { createElement, useState, type ComponentType, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkMdxClientDirectives } from '../../../src/components/mdx-client-directives.js';
import { componentDirectives } from '../../../src/components/markdown-components.js';
import { MdxIsland, mdxIslandHtml, type MdxIslandProps } from '../../../src/components/mdx-island.js';
import type { LoadedComponent } from '../../../src/components/server-load.js';
import type { SiteComponents } from '../../../src/components/site-components.js';
import { IslandCollector, IslandCollectorProvider } from '../../../src/islands/island.js';
import { docgenErrorOf, docgenRejectionOf } from '../../helpers/temp.js';

function MyCounter({ data }: { data: number[] }) {
  const [total] = useState(data.reduce((sum, value) => sum + value, 0));
  return createElement('output', null, `total ${total}`);
}
function Box({ children }: { children?: ReactNode }) {
  return createElement('div', { className: 'box' }, children);
}

const loaded = (name: string, component: LoadedComponent['component']): [string, LoadedComponent] => [
  name,
  { name, module: name, origin: name, component },
];

/** Compiles and renders an MDX page the way a build would, with the site's components. */
async function renderMdx(source: string) {
  const site: SiteComponents = {
    components: new Map([loaded('my-counter', MyCounter), loaded('Box', Box)]),
    pages: [],
    overrides: new Map(),
    interactive: new Set(),
  };
  const file = new VFile({ path: '/site/docs/page.mdx', value: source });
  const { default: Content } = await evaluate(file, { ...runtime, remarkPlugins: [remarkMdxClientDirectives] });
  const collector = new IslandCollector('x');
  // As the MDX pipeline does: the island's HTML goes into the page as it is.
  const page = new VFile({ path: file.path });
  page.data.islands = collector;
  const directives = componentDirectives(site);
  const DocgenIsland = (props: Omit<MdxIslandProps, 'place'>) =>
    MdxIsland({
      ...props,
      place: (use) => createElement('x-island', { dangerouslySetInnerHTML: { __html: mdxIslandHtml(directives, page, use) } }),
    });
  // Other: a component the page has (imported from elsewhere) that is not one of the site's.
  const components = { MyCounter, Box, Other: Box, DocgenIsland } as unknown as Record<string, ComponentType>;
  const render = () =>
    renderToStaticMarkup(createElement(IslandCollectorProvider, { value: collector }, createElement(Content, { components })));
  return { render, site, collector };
}

describe('client directives in MDX', () => {
  it('renders an element without client:* as plain HTML, with no island', async () => {
    const { render, collector } = await renderMdx('<MyCounter data={[1, 2]} />\n');
    expect(render()).toBe('<output>total 3</output>');
    expect(collector.used.size).toBe(0);
  });

  it('turns <MyCounter client:visible data={[1, 2]} /> into an island of the site component my-counter', async () => {
    const { render, site, collector } = await renderMdx('# Page\n\n<MyCounter client:visible data={[1, 2]} />\n');
    const html = render();
    expect(html).toContain(
      '<docgen-island data-widget="my-counter" data-props="{&quot;data&quot;:[1,2]}" data-hydrate="visible" data-prefix="xmy-counter0-"><output>total 3</output></docgen-island>',
    );
    expect([...collector.used]).toEqual(['my-counter']);
    expect([...site.interactive]).toEqual(['my-counter']);
  });

  it('keeps JSX children as server HTML in <docgen-children>, outside the props', async () => {
    const { render } = await renderMdx('<Box client:load>\n  Some **bold** text\n</Box>\n');
    const html = render();
    expect(html).toContain('data-widget="Box" data-props="{}" data-hydrate="load"');
    expect(html).toContain('<div class="box"><docgen-children><p>Some <strong>bold</strong> text</p></docgen-children></div>');
  });

  it('fails with file and line when props are not JSON (DG185)', async () => {
    const { render } = await renderMdx('Text.\n\n<MyCounter client:load data={[1]} onPick={() => 1} />\n');
    const error = docgenErrorOf(render);
    expect(error.code).toBe('DG185');
    expect(error.location).toMatchObject({ file: '/site/docs/page.mdx', line: 3 });
    expect(error.message).toContain('props.onPick is a function');
  });

  it('fails at compile time on an unknown client directive, with file, line and column (DG186)', async () => {
    const error = await docgenRejectionOf(renderMdx('Text.\n\n<MyCounter client:hover data={[1]} />\n'));
    expect(error.code).toBe('DG186');
    expect(error.location).toMatchObject({ file: '/site/docs/page.mdx', line: 3, column: 1 });
  });

  it('fails when the interactive element is not one of the site components, which get a browser chunk (DG031)', async () => {
    const { render } = await renderMdx('<Other client:load />\n');
    const error = docgenErrorOf(render);
    expect(error.code).toBe('DG031');
    expect(error.hint).toContain('my-counter, Box');
  });
});
