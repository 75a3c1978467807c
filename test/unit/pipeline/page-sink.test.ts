import { describe, expect, it } from 'vitest';
import { createPageSink } from '../../../src/pipeline/page-sink.js';
import type { RenderedPage } from '../../../src/pipeline/page-render.js';
import type { ReaderEntry, ReaderOutput } from '../../../src/llms/reader-output.js';
import { inOrder } from '../../../src/util/in-order.js';
import type { Route } from '../../../src/core/route.js';

const route = (path: string): Route =>
  ({
    path,
    outPath: `${path.slice(1)}/index.html`,
    source: 'api',
    kind: 'operation',
    ref: path,
    origin: { file: 'x.json' },
    title: path,
  }) as Route;
const routes = ['/a', '/b', '/c'].map(route);
const page = (path: string): RenderedPage => ({
  path,
  outPath: `${path.slice(1)}/index.html`,
  html: `<p>${path}</p>`,
  twin: { outPath: `${path.slice(1)}.md`, markdown: `# ${path}`, entry: { path, title: path, section: 'API', optional: [] } },
  search: { index: 'search-index.json', entry: { route: path, title: path, sections: [] } as never },
  shared: { outPath: 'assets/sidebars/x.json', json: '{}' },
});

describe('inOrder', () => {
  it('applies items in number order whatever order they come in, each once', () => {
    const applied: string[] = [];
    const put = inOrder((item: string) => applied.push(item));
    put(2, 'c');
    put(0, 'a');
    expect(applied).toEqual(['a']);
    put(1, 'b');
    expect(applied).toEqual(['a', 'b', 'c']);
    expect(() => put(1, 'again')).toThrow(/given twice/);
  });
});

describe('createPageSink', () => {
  it("takes pages in any order but keeps search entries and llms.txt lines in the routes' order", async () => {
    const noted: string[] = [];
    const readers = {
      note: (notedRoute: Route, entry: ReaderEntry) => void noted.push(`${notedRoute.path}=${entry.path}`),
    } as unknown as ReaderOutput;
    const written: string[] = [];
    const sink = createPageSink(routes, { readers, keepSearchDocuments: true, writePage: (outPath) => void written.push(outPath) });
    for (const path of ['/c', '/a', '/b']) await sink.take(page(path));
    const { files, searchDocuments } = sink.finish();
    // Pages are written as they come (nothing waits), twins after their page.
    expect(written).toEqual(['c/index.html', 'c.md', 'a/index.html', 'a.md', 'b/index.html', 'b.md']);
    expect(searchDocuments.get('search-index.json')!.map((entry) => entry.route)).toEqual(['/a', '/b', '/c']);
    expect(noted).toEqual(['/a=/a', '/b=/b', '/c=/c']);
    // One shared sidebar file, however many pages show it.
    expect([...files.keys()]).toEqual(['assets/sidebars/x.json']);
  });

  it('refuses a page of no route of the build, and a finish before every page came', async () => {
    const sink = createPageSink(routes);
    await expect(sink.take(page('/elsewhere'))).rejects.toThrow(/not a route of this build/);
    await sink.take(page('/a'));
    expect(() => sink.finish()).toThrow(/2 of 3 pages were not rendered/);
  });
});
