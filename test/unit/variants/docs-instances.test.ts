import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { resolveVersions } from '../../../src/variants/versions.js';
import { createVariants } from '../../../src/variants/variants.js';
import { resolveLocales } from '../../../src/variants/locales.js';
import { checkInstanceLayout, instanceTranslationDir, instanceVariants } from '../../../src/variants/docs-instances.js';
import { createDocsModel } from '../../../src/content/docs-model.js';
import { docgenErrorOf, tempDir } from '../../helpers/temp.js';
import type { DocSource } from '../../../src/content/collect.js';

const configWith = (docs: Record<string, unknown>, extra: Record<string, unknown> = {}, root = '/site') =>
  validateConfig({ title: 'Acme', url: 'https://acme.test', docs, ...extra }, { root, file: `${root}/site.config.ts` });

const doc = (relativePath: string, frontmatter: Record<string, unknown> = {}): DocSource =>
  ({
    // As the docs folder is read: the folder and the frontmatter id, else the file name.
    id: typeof frontmatter.id === 'string' ? relativePath.replace(/[^/]+$/, frontmatter.id) : relativePath.replace(/\.mdx?$/, ''),
    relativePath,
    absolutePath: `/site/community/${relativePath}`,
    frontmatter: { title: relativePath, tags: [], ...frontmatter },
    body: '',
    bodyLineOffset: 0,
  }) as unknown as DocSource;

describe('docs.instances in the config', () => {
  it("takes a Docusaurus docs plugin instance's options as they are, with Docusaurus's defaults (path and routeBasePath docs)", () => {
    const config = configWith({
      routeBasePath: 'docs',
      instances: [
        { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js', showLastUpdateTime: true },
        { id: 'team' },
      ],
    });
    expect(config.docs.instances[0]).toMatchObject({
      id: 'community',
      path: 'community',
      routeBasePath: 'community',
      sidebarPath: './sidebarsCommunity.js',
      showLastUpdateTime: true,
      editLocalizedFiles: false,
    });
    expect(config.docs.instances[1]).toMatchObject({ id: 'team', path: 'docs', routeBasePath: 'docs' });
    expect(configWith({}).docs.instances).toEqual([]);
  });

  it('refuses an option docgen does not build for an instance (its versions) with its config path, not dropping it', () => {
    const error = docgenErrorOf(() => configWith({ instances: [{ id: 'community', path: 'community', lastVersion: 'current' }] }));
    expect(error.code).toBe('DG003');
    expect(error.message).toContain('docs.instances[0].lastVersion: unknown key');
  });

  it('refuses the id "default", an id used twice, and a path that leaves the site', () => {
    expect(docgenErrorOf(() => configWith({ instances: [{ id: 'default' }] })).message).toContain(
      'docs.instances[0].id: "default" is the `docs` folder itself',
    );
    expect(
      docgenErrorOf(() =>
        configWith({
          instances: [
            { id: 'a', path: 'a' },
            { id: 'a', path: 'b' },
          ],
        }),
      ).message,
    ).toContain('docs.instances[1].id: the id "a" is taken by an instance before');
    expect(docgenErrorOf(() => configWith({ instances: [{ id: 'a', path: '../elsewhere' }] })).message).toContain(
      'docs.instances[0].path: expected a folder inside the site',
    );
  });

  it('checks docsPluginId of navbar items: an instance id on doc and docSidebar items, none on version items', () => {
    const instances = [{ id: 'community', path: 'community' }];
    const navbar = (item: Record<string, unknown>) => configWith({ instances }, { navbar: { items: [item] } });
    expect(() => navbar({ type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community' })).not.toThrow();
    expect(() => navbar({ type: 'doc', docId: 'intro', docsPluginId: 'default' })).not.toThrow();
    expect(docgenErrorOf(() => navbar({ type: 'doc', docId: 'intro', docsPluginId: 'comunity' })).message).toContain(
      'navbar.items[0].docsPluginId: "comunity" is not the id of a docs instance (docs.instances has "community"; "default" is docs/)',
    );
    expect(docgenErrorOf(() => navbar({ type: 'docsVersionDropdown', docsPluginId: 'community' })).message).toContain(
      'only the default docs have versions in docgen',
    );
  });
});

describe("an instance's URLs and folders", () => {
  const versioned = createVariants(
    resolveVersions(configWith({}), ['2.0']),
    resolveLocales(configWith({}, { i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } })),
    'docs',
  );

  it('puts its docs at baseUrl + locale + routeBasePath + doc route, in the variant of the default version (it has no versions)', () => {
    const variants = instanceVariants(versioned, { path: 'community', routeBasePath: '/community/' });
    expect(variants.all.map((variant) => [variant.key, variant.docsPrefix, variant.version.name, variant.version.docsDir])).toEqual([
      ['', '/community', '2.0', 'community'],
      ['fr', '/fr/community', '2.0', 'community'],
    ]);
    const model = createDocsModel(
      {
        docs: [doc('index.md'), doc('support.md'), doc('team/members.md', { id: 'people' }), doc('old.md', { slug: '/moved' })],
        categories: [],
      },
      { variant: variants.get('2.0', 'fr')!, dir: 'community', instance: 'community' },
    );
    expect(
      model.routes
        .all()
        .filter((route) => route.kind === 'doc')
        .map((route) => [route.path, route.ref, route.source, route.version, route.locale]),
    ).toEqual([
      ['/fr/community', 'index', 'docs-community:fr', '2.0', 'fr'],
      ['/fr/community/support', 'support', 'docs-community:fr', '2.0', 'fr'],
      ['/fr/community/team/people', 'team/people', 'docs-community:fr', '2.0', 'fr'],
      ['/fr/community/moved', 'old', 'docs-community:fr', '2.0', 'fr'],
    ]);
    // Its sidebars are its own: their ids carry the plugin id, apart from docs/'s.
    expect(model.sidebars.map((sidebar) => sidebar.id)).toEqual(['community/team']);
    // No generated home at the site's root: the default docs have it.
    expect(model.routes.has('/fr')).toBe(false);
  });

  it("reads a locale's translation from Docusaurus's folder of the plugin id", () => {
    expect(instanceTranslationDir('fr', 'community')).toBe('i18n/fr/docusaurus-plugin-content-docs-community/current');
  });

  it('fails with DG216 on a missing folder or sidebars file, and on versions of the instance (<id>_versions.json)', () => {
    const root = tempDir({ 'community/a.md': '# A\n', 'team/b.md': '# B\n', 'team_versions.json': '["1.0"]\n' });
    const config = configWith(
      {
        instances: [
          { id: 'community', path: 'community', sidebarPath: './sidebarsCommunity.js' },
          { id: 'team', path: 'team' },
          { id: 'gone', path: 'gone' },
        ],
      },
      {},
      root,
    );
    const [community, team, gone] = config.docs.instances;
    const missingSidebars = docgenErrorOf(() => checkInstanceLayout(config, community!, ['docs', 'instances', 0]));
    expect(missingSidebars.code).toBe('DG216');
    expect(missingSidebars.message).toBe('docs.instances[0] ("community"): its sidebars file ./sidebarsCommunity.js does not exist.');
    const versions = docgenErrorOf(() => checkInstanceLayout(config, team!, ['docs', 'instances', 1]));
    expect(versions.message).toContain('team_versions.json lists versions of the instance');
    expect(docgenErrorOf(() => checkInstanceLayout(config, gone!, ['docs', 'instances', 2])).message).toBe(
      'docs.instances[2] ("gone"): its folder gone/ does not exist.',
    );
  });
});
