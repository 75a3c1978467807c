import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { currentVariants } from '../../../src/variants/variants.js';
import { collectRoutes } from '../../../src/pipeline/collect-routes.js';
import type { PageSource } from '../../../src/core/page-source.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const config = validateConfig({ title: 'Acme', url: 'https://acme.test' }, { root: '/site', file: '/site/site.config.ts' });

/** A page source with fixed routes and one sidebar, rendering nothing. */
function source(id: string, paths: string[], warning?: string): PageSource {
  return {
    id,
    routes: () => ({
      routes: paths.map((path) => ({ path, kind: 'page', ref: path, origin: { file: `/site/${id}${path}.md` }, title: path })),
      sidebars: [{ id, label: id, href: paths[0]!, items: [] }],
      diagnostics: warning ? [{ severity: 'warning', message: warning }] : [],
    }),
    page: () => ({ head: { title: 'x', path: '/' }, render: () => null }),
  };
}

describe('collectRoutes', () => {
  it('puts every source’s routes in one frozen table, each naming its source, in source order', () => {
    const { site, sourceOf, diagnostics } = collectRoutes(
      config,
      [source('docs', ['/a', '/b']), source('api', ['/api'], 'moved a tag')],
      currentVariants(config),
    );
    expect(site.routes.all().map((route) => `${route.source} ${route.path}`)).toEqual(['docs /a', 'docs /b', 'api /api']);
    expect(sourceOf(site.routes.get('/api')!).id).toBe('api');
    expect(site.sidebars.map((sidebar) => sidebar.id)).toEqual(['docs', 'api']);
    expect(diagnostics).toEqual([{ severity: 'warning', message: 'moved a tag' }]);
    expect('add' in site.routes && typeof (site.routes as { add?: unknown }).add).toBe('function');
    expect(() => (site.routes as unknown as { add: (route: unknown) => void }).add({ path: '/late' })).toThrow(/frozen/);
  });

  it('fails when two sources claim one path, naming both origins', () => {
    const error = docgenErrorOf(() => collectRoutes(config, [source('docs', ['/api']), source('api', ['/api'])], currentVariants(config)));
    expect(error.code).toBe('DG110');
    expect(error.message).toContain('/site/docs/api.md');
    expect(error.message).toContain('/site/api/api.md');
  });
});
