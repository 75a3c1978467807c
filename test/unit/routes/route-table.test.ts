import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../../src/routes/route-table.js';
import { docgenErrorOf } from '../../helpers/temp.js';

describe('RouteTable', () => {
  it('stores routes by path with their output file', () => {
    const table = new RouteTable();
    const route = table.add({ path: '/guides/x', kind: 'doc', source: '/site/docs/guides/x.md', ref: 'guides/x', title: 'X' });
    expect(route.outPath).toBe('guides/x/index.html');
    expect(table.get('/guides/x')).toBe(route);
    expect(table.has('/guides/x')).toBe(true);
    expect(table.has('/guides/y')).toBe(false);
    expect(table.size).toBe(1);
  });

  it('keeps an explicit output path and the insertion order', () => {
    const table = new RouteTable();
    table.add({ path: '/b', kind: 'doc', source: 'b', ref: 'b', title: 'B' });
    table.add({ path: '/a', kind: 'doc', source: 'a', ref: 'a', title: 'A', outPath: 'custom.html' });
    expect(table.all().map((route) => [route.path, route.outPath])).toEqual([
      ['/b', 'b/index.html'],
      ['/a', 'custom.html'],
    ]);
  });

  it('refuses a second route with the same path, naming both sources', () => {
    const table = new RouteTable();
    table.add({ path: '/guides/x', kind: 'doc', source: 'docs/guides/x.md', ref: 'a', title: 'X' });
    const error = docgenErrorOf(() => table.add({ path: '/guides/x', kind: 'doc', source: 'docs/guides/y.md', ref: 'b', title: 'Y' }));
    expect(error.code).toBe('DG020');
    expect(error.message).toMatchInlineSnapshot(`"docs/guides/x.md and docs/guides/y.md both produce the route /guides/x."`);
    expect(error.hint).toMatchInlineSnapshot(`"Rename one file, or give one of them a different \`slug\` in its frontmatter."`);
    expect(error.location).toEqual({ file: 'docs/guides/y.md' });
    expect(table.get('/guides/x')!.ref).toBe('a');
  });
});
