/**
 * Models pages and schema keywords: test/fixtures/openapi/models-keywords.yaml (3.1, every
 * keyword docgen shows) built in memory as a one-service site. Checks the model pages
 * (also the unreferenced ones), links from operation pages to them, "Used by", the slug
 * collision between two models, and the wording of every keyword in the trees.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import type { SearchIndexFile } from '../../src/search/search-options.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { modelsSite } from '../helpers/models-site.js';

let result: BuildResult;
const page = (route: string) => textOf(result, `${route.slice(1)}/index.html`);
const main = (route: string) => {
  const html = page(route);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
/** The page's text without tags, spaces collapsed: what a reader reads. */
const text = (route: string) =>
  main(route)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
/** The HTML of one section of a page, from its heading's id to the next section. */
const section = (route: string, id: string) => {
  const html = main(route);
  const start = html.indexOf(`id="${id}"`);
  if (start === -1) throw new Error(`no section ${id} on ${route}`);
  const end = html.indexOf('<section', start);
  return html.slice(start, end === -1 ? undefined : end);
};

beforeAll(async () => {
  const root = modelsSite();
  result = await buildInMemory(root);
});

describe('models pages', () => {
  it('has one page per component schema, the unreferenced ones too, and an index listing them', () => {
    const models = [...result.files.keys()].filter((file) => file.startsWith('api/shop/models/') && file.endsWith('.html')).sort();
    expect(models).toEqual(
      ['index', 'region', 'account', 'owner', 'problem', 'orphan', 'orphan-2']
        .map((slug) => (slug === 'index' ? 'api/shop/models/index.html' : `api/shop/models/${slug}/index.html`))
        .sort(),
    );
    const index = main('/api/shop/models');
    for (const slug of ['region', 'account', 'owner', 'problem', 'orphan', 'orphan-2'])
      expect(index).toContain(`href="/api/shop/models/${slug}"`);
    expect(text('/api/shop/models')).toContain('Orphan object A model no operation uses.');
  });

  it('gives a model whose slug another model has "-2" and a warning naming both pointers', () => {
    const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');
    expect(warnings).toContainEqual(
      expect.objectContaining({
        pointer: '/components/schemas/orphan',
        message: expect.stringMatching(
          /"Orphan" at \/components\/schemas\/Orphan and "orphan" at \/components\/schemas\/orphan.*models\/orphan-2/,
        ),
      }),
    );
    expect(main('/api/shop/models/orphan-2')).toContain('<h1>orphan</h1>');
  });

  it('shows the schema, the example and "Used by" with where each operation uses the model', () => {
    const usedBy = section('/api/shop/models/account', 'used-by');
    expect(usedBy).toContain('href="/api/shop/create-account"');
    expect(usedBy).toContain('href="/api/shop/get-account"');
    const words = usedBy.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(words).toContain('request body, response 201');
    expect(words).toContain('response 200');
    // A parameter's model, and one used only inside another model.
    expect(section('/api/shop/models/region', 'used-by')).toMatch(/href="\/api\/shop\/create-account"[\s\S]*parameter region/);
    expect(text('/api/shop/models/owner')).toContain('No operation or webhook uses this model directly.');
    expect(section('/api/shop/models/owner', 'used-in')).toContain('href="/api/shop/models/account"');
    // The document's own example, else one generated from the schema.
    expect(section('/api/shop/models/orphan', 'example')).toMatch(
      /"note"<\/span><span class="token operator">:<\/span> <span class="token string">"hello"/,
    );
    expect(section('/api/shop/models/orphan', 'example')).not.toContain('generated from the schema');
    expect(section('/api/shop/models/account', 'example')).toContain('Example (generated from the schema)');
    expect(text('/api/shop/models/orphan')).toContain('No operation or webhook uses this model directly.');
  });

  it('shows another model nested in a model as its name and link, not again in full', () => {
    const schema = section('/api/shop/models/account', 'schema');
    expect(schema).toMatch(
      /schema-property-name">owner<\/code><span class="schema-type">object <a class="schema-model-link" href="\/api\/shop\/models\/owner">Owner<\/a>/,
    );
    expect(schema).not.toContain('schema-property-name">admin</code>');
    // Both read-only and write-only members are on the model page, with their badges.
    expect(schema).toContain('schema-property-name">id</code>');
    expect(schema).toContain('schema-property-name">password</code>');
  });

  it('is in the sidebar (a Models group closing the service), on the service page and in search', () => {
    const sidebarOf = (route: string) => {
      const html = page(route);
      return html.slice(html.indexOf('<aside class="sidebar"'), html.indexOf('</aside>'));
    };
    // The group closes the service; in a sidebar this small its links are in every page's HTML (a large one renders a closed group's links when it opens).
    expect(sidebarOf('/api/shop/models/owner')).toMatch(
      /href="\/api\/shop\/get-account"[\s\S]*href="\/api\/shop\/models"[\s\S]*href="\/api\/shop\/models\/account"/,
    );
    expect(sidebarOf('/api/shop/models')).toContain('href="/api/shop/models/account"');
    expect(sidebarOf('/api/shop/get-account')).toContain('href="/api/shop/models"');
    expect(sidebarOf('/api/shop/get-account')).toMatch(/href="\/api\/shop\/models"[\s\S]*href="\/api\/shop\/models\/account"/);
    expect(main('/api/shop')).toMatch(/<a href="\/api\/shop\/models">6 models<\/a>/);
    const index = JSON.parse(textOf(result, 'search-index.json')) as SearchIndexFile;
    expect(index.pages.map((entry) => entry.route)).toEqual(expect.arrayContaining(['/api/shop/models', '/api/shop/models/account']));
  });

  it('has a markdown twin for AI readers', () => {
    const twin = textOf(result, 'api/shop/models/account.md');
    expect(twin).toContain('# Account (Shop)');
    expect(twin).toContain('`name` (string, required)');
    // Another model nested in it is a link to its twin, not spelled out again.
    expect(twin).toMatch(/- `owner` \(object\): \[Owner\]\(\S*\/api\/shop\/models\/owner\.md\)/);
    expect(twin).not.toContain('`admin`');
    // The rarer keywords too, as the HTML words them.
    for (const phrase of [
      'names matching ^x- (string)',
      'Items by position:',
      '- item 1 (number): Latitude.',
      'Must not match: (string)',
      'When card is present, also required: `billingAddress`',
    ])
      expect(twin).toContain(phrase);
    expect(twin).toMatch(/## Used by\n\n- \[Create an account\]\(.*create-account\.md\): `POST \/accounts`/);
  });
});

describe('schema trees on operation pages', () => {
  it('name the model a schema comes from and link its page', () => {
    const request = section('/api/shop/create-account', 'request-body');
    expect(request).toContain(
      '<span class="schema-type">object <a class="schema-model-link" href="/api/shop/models/account">Account</a></span>',
    );
    // An expandable member's link sits below its summary: no link inside the <summary> control.
    expect(request).toMatch(
      /owner<\/code><span class="schema-type">object<span class="schema-name"> \(Owner\)<\/span><\/span><\/span><\/summary><p class="schema-note schema-model-ref">Model: <a href="\/api\/shop\/models\/owner">Owner<\/a>/,
    );
    expect(main('/api/shop/get-account')).toContain('href="/api/shop/models/account"');
    // A parameter's schema too.
    expect(section('/api/shop/create-account', 'query-parameters')).toContain(
      '<a class="schema-model-link" href="/api/shop/models/region">Region</a>',
    );
  });

  it('leave read-only members out of requests and write-only members out of responses', () => {
    const request = section('/api/shop/create-account', 'request-body');
    expect(request).not.toContain('schema-property-name">id</code>');
    expect(request).toContain('schema-property-name">password</code>');
    const response = section('/api/shop/create-account', 'response-201');
    expect(response).toContain('schema-property-name">id</code>');
    expect(response).not.toContain('schema-property-name">password</code>');
  });

  it('word every schema keyword for readers', () => {
    const words = text('/api/shop/models/account');
    for (const phrase of [
      'name string required 1 to 64 characters matches ^[a-z]+$ examples alice bob',
      'nickname string nullable deprecated',
      'kind string always person',
      'balance number greater than 0 at most 1000000 multiple of 0.01',
      'tags array<string> 1 to 10 items items are unique',
      'labels object at least 1 property',
      'names matching ^x- string',
      'point array Items by position: item 1 number Latitude. item 2 number Longitude. No further items are allowed.',
      'avatar string content type image/png encoded as base64',
      'status any Must not match: string always deleted',
      'At least one item matches: object requires admin',
      'If the value matches: object kind string always company then it must also match: any requires vatNumber otherwise it must match: object vatNumber null',
      'When card is present, also required: billingAddress',
      'When card is present, the object also matches: object cvc string',
    ])
      expect(words).toContain(phrase);
    expect(text('/api/shop/models/region')).toContain('one of eu us default eu');
  });
});
