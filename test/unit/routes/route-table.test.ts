import { describe, expect, it } from 'vitest';
import { RouteTable } from '../../../src/routes/route-table.js';
import { docgenErrorOf } from '../../helpers/temp.js';

describe('RouteTable', () => {
  it('stores routes by path with their output file', () => {
    const table = new RouteTable();
    const route = table.add({
      path: '/guides/x',
      kind: 'doc',
      source: 'docs',
      origin: { file: '/site/docs/guides/x.md' },
      ref: 'guides/x',
      title: 'X',
    });
    expect(route.outPath).toBe('guides/x/index.html');
    expect(table.get('/guides/x')).toBe(route);
    expect(table.has('/guides/x')).toBe(true);
    expect(table.has('/guides/y')).toBe(false);
    expect(table.size).toBe(1);
  });

  it('keeps an explicit output path and the insertion order', () => {
    const table = new RouteTable();
    table.add({ path: '/b', kind: 'doc', source: 'docs', origin: { file: 'b' }, ref: 'b', title: 'B' });
    table.add({ path: '/a', kind: 'doc', source: 'docs', origin: { file: 'a' }, ref: 'a', title: 'A', outPath: 'custom.html' });
    expect(table.all().map((route) => [route.path, route.outPath])).toEqual([
      ['/b', 'b/index.html'],
      ['/a', 'custom.html'],
    ]);
  });

  it('refuses a second route with the same path, naming both sources with line or pointer', () => {
    const table = new RouteTable();
    table.add({
      path: '/api/pets/pets',
      kind: 'tag',
      source: 'api',
      origin: { file: 'specs/pets.yaml', pointer: '/tags/0', what: 'tag "pets"' },
      ref: 'a',
      title: 'Pets',
    });
    const error = docgenErrorOf(() =>
      table.add({
        path: '/api/pets/pets',
        kind: 'doc',
        source: 'docs',
        origin: { file: 'docs/api/pets/pets.md', line: 3, what: 'frontmatter slug "/api/pets/pets"' },
        ref: 'b',
        title: 'Y',
      }),
    );
    expect(error.code).toBe('DG110');
    expect(error.message).toMatchInlineSnapshot(`
      "Both of these produce the page /api/pets/pets:
        specs/pets.yaml (at /tags/0) (tag "pets")
        docs/api/pets/pets.md:3 (frontmatter slug "/api/pets/pets")"
    `);
    expect(error.location).toEqual({ file: 'docs/api/pets/pets.md', line: 3 });
    expect(table.get('/api/pets/pets')!.ref).toBe('a');
  });

  it('treats an output path that would leave the output folder as a docgen bug (a plain Error)', () => {
    const table = new RouteTable();
    for (const outPath of ['../x/index.html', '/etc/passwd', 'a/../../b.html', 'C:/x.html', 'a\\b.html', '']) {
      expect(
        () =>
          table.add({ path: `/ok-${outPath.length}`, kind: 'doc', source: 'docs', origin: { file: 'x' }, ref: 'x', title: 'X', outPath }),
        outPath,
      ).toThrow(/docgen bug/);
    }
    expect(() => table.add({ path: '/../x', kind: 'doc', source: 'docs', origin: { file: 'x' }, ref: 'x', title: 'X' })).toThrow(
      /docgen bug/,
    );
    expect(table.size).toBe(0);
  });

  it('answers but takes no route once frozen: every page is known before any renders', () => {
    const table = new RouteTable();
    table.add({ path: '/a', kind: 'doc', source: 'docs', origin: { file: 'a' }, ref: 'a', title: 'A' });
    const routes = table.freeze();
    expect(routes.get('/a')?.title).toBe('A');
    expect(() => table.add({ path: '/b', kind: 'doc', source: 'docs', origin: { file: 'b' }, ref: 'b', title: 'B' })).toThrow(
      /after the route table was frozen/,
    );
    expect(routes.size).toBe(1);
    expect(Object.isFrozen(routes.get('/a'))).toBe(true);
  });
});
