/**
 * What the build writes for the tools around reading a page, on
 * test/fixtures/sites/reader-tools (the browser test of the same name tries them): which
 * pages carry image zoom, and the site's switch for it; the pages the 404 page knows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { decodeHtml } from '../../src/util/html.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

const root = fixtureSite('reader-tools');
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(root);
});

/** The props of a page's island of `widget`, or undefined when it has none. */
function islandProps(html: string, widget: string): Record<string, unknown> | undefined {
  const props = new RegExp(`<docgen-island data-widget="${widget}" data-props="([^"]*)"`).exec(html)?.[1];
  return props === undefined ? undefined : (JSON.parse(decodeHtml(props)) as Record<string, unknown>);
}

const htmlPages = (build: BuildResult) => [...build.files.keys()].filter((file) => file.endsWith('.html'));

describe('image zoom', () => {
  it('is on the pages whose content has an image, with the selector and colours of the configuration', () => {
    const withZoom = htmlPages(result).filter((file) => islandProps(textOf(result, file), 'image-zoom'));
    expect(withZoom).toEqual(['guides/getting-started/index.html']);
    expect(islandProps(textOf(result, 'guides/getting-started/index.html'), 'image-zoom')).toMatchObject({
      selector: '.markdown img',
      background: {},
      messages: { texts: { 'zoom.open': 'Enlarge image: {alt}', 'zoom.close': 'Close' } },
    });
  });

  it('is on no page with zoom: false', async () => {
    const config = await loadConfig(root);
    const off = await buildSite({ ...config, zoom: { ...config.zoom, enabled: false } });
    for (const file of htmlPages(off)) expect(islandProps(textOf(off, file), 'image-zoom'), file).toBeUndefined();
  });
});

describe("the 404 page's suggestions", () => {
  it("know every page of the site but the 404 page and unlisted ones, by route and title, in the 404 page's island", () => {
    const props = islandProps(textOf(result, '404.html'), 'not-found-suggestions')!;
    const pages = props.pages as [string, string][];
    expect(pages).toContainEqual(['/guides/authentication', 'Authentication']);
    expect(pages).toContainEqual(['/api/notes/list-notes', 'List notes']);
    expect(pages.map(([route]) => route)).not.toContain('/guides/internal'); // unlisted
    expect(pages.map(([route]) => route)).not.toContain('/404');
    expect(result.files.has('guides/internal/index.html')).toBe(true); // built all the same
    expect(props).toMatchObject({
      baseUrl: '/',
      trailingSlash: false,
      messages: { texts: { 'notFound.closest.one': 'Did you mean this page?' } },
    });
  });
});
