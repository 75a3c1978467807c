import { describe, expect, it } from 'vitest';
import { openapiDocsLayout, planOpenapiDocs } from '../../../src/config/openapi-docs-plan.js';
import { openapiDocsSchema } from '../../../src/config/openapi-docs-schema.js';
import { docgenErrorOf, tempDir } from '../../helpers/temp.js';

const spec = 'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\n';
const root = tempDir({
  'specs/shop.yaml': spec,
  'specs/v1.yaml': spec,
  'specs/many/a.yaml': spec,
  'specs/many/b-c.json': '{}',
  'specs/many/notes.txt': '',
  'specs/none/readme.txt': '',
});
const plan = (config: unknown, routeBasePath = '/', source?: string) =>
  planOpenapiDocs(openapiDocsSchema.parse(config), { root, file: `${root}/site.config.ts`, routeBasePath, ...(source ? { source } : {}) });

describe('openapiDocs: the folders gen-api-docs would write, as API services', () => {
  it('serves an entry where Docusaurus serves its outputDir, below the docs route', () => {
    const { outputs } = plan({ shop: { specPath: 'specs/shop.yaml', outputDir: './docs/food/shop/', hideSendButton: true } });
    expect(outputs).toHaveLength(1);
    expect(outputs[0]).toMatchObject({
      key: 'shop',
      outputDir: 'docs/food/shop',
      basePath: 'food/shop',
      route: '/food/shop',
      showInfoPage: true,
    });
    expect(outputs[0]!.specs.map((entry) => entry.service)).toEqual([
      { id: 'shop', label: '', spec: 'specs/shop.yaml', route: '/food/shop', sendEnabled: false },
    ]);
    expect(plan({ shop: { specPath: 'specs/shop.yaml', outputDir: 'docs/shop' } }, 'docs').outputs[0]!.route).toBe('/docs/shop');
  });

  it('makes a released version a folder of its own, taking the entry options, and lists versions.json', () => {
    const { outputs } = plan({
      shop: {
        specPath: 'specs/shop.yaml',
        outputDir: 'docs/shop',
        version: '2.0.0',
        label: 'v2',
        baseUrl: '/shop/shop',
        showSchemas: true,
        versions: { '1.0.0': { specPath: 'specs/v1.yaml', outputDir: 'docs/shop/1.0.0', label: 'v1', baseUrl: '/shop/1.0.0/shop' } },
      },
    });
    expect(outputs.map((output) => [output.key, output.route, output.specs[0]!.service.id, output.showSchemas])).toEqual([
      ['shop', '/shop', 'shop', true],
      ['shop@1.0.0', '/shop/1.0.0', 'shop-1-0-0', true],
    ]);
    expect(outputs[0]!.versions).toEqual([
      { version: '2.0.0', label: 'v2', baseUrl: '/shop/shop' },
      { version: '1.0.0', label: 'v1', baseUrl: '/shop/1.0.0/shop', downloadUrl: undefined },
    ]);
  });

  it('reads a folder of documents (YAML and JSON, sorted), one service each, sharing the folder for their pages', () => {
    const { outputs } = plan({ many: { specPath: 'specs/many', outputDir: 'docs/many', showInfoPage: false } });
    expect(outputs[0]!.specs.map(({ service }) => [service.id, service.spec, service.route])).toEqual([
      ['many-a', 'specs/many/a.yaml', '/many/a'],
      ['many-b-c', 'specs/many/b-c.json', '/many/b-c'],
    ]);
    expect(openapiDocsLayout(outputs, 'many-b-c', '/fr')).toEqual({ folder: '/fr/many', infoPage: false });
    expect(openapiDocsLayout(outputs, 'elsewhere')).toBeUndefined();
  });

  it('names the options docgen does not use in one warning', () => {
    const { warnings } = plan({
      shop: {
        specPath: 'specs/shop.yaml',
        outputDir: 'docs/shop',
        template: 'a.mustache',
        sidebarOptions: { groupPathsBy: 'tag', customProps: {} },
      },
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('openapiDocs.shop.template, openapiDocs.shop.sidebarOptions.customProps');
  });

  it('fails with DG215 at the line of a specPath that does not exist', () => {
    const source = [
      'export default {',
      '  openapiDocs: {',
      '    shop: {',
      "      outputDir: 'docs/shop',",
      "      specPath: 'specs/missing.yaml',",
      '    },',
      '  },',
      '};',
    ].join('\n');
    const error = docgenErrorOf(() => plan({ shop: { specPath: 'specs/missing.yaml', outputDir: 'docs/shop' } }, '/', source));
    expect(error.code).toBe('DG215');
    expect(error.location?.line).toBe(5);
    expect(error.message).toContain('openapiDocs.shop.specPath: "specs/missing.yaml" does not exist');
    expect(docgenErrorOf(() => plan({ empty: { specPath: 'specs/none', outputDir: 'docs/e' } })).code).toBe('DG215');
  });
});
