/**
 * `plugins` in site.config.ts: each entry is a plugin object, a plugin function (called
 * with the site's folder and Docusaurus's context) or `[function, options]`; what it gives
 * must have a name of its own and page-source modules of families of their own, none of
 * them docgen's, or be a Docusaurus plugin (lifecycle methods, or an async function). Every
 * refusal is a DocgenError naming the config file and line, the entry and the plugin,
 * what is wrong and what to do.
 */
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { checkPluginFamilies } from '../../../src/config/plugins.js';
import { BUILT_IN_FAMILIES } from '../../../src/sources/registry.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const file = '/site/site.config.ts';
const context = { root: '/site', file };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };
const source = (family: string) => ({ family, load: () => [] });
const withPlugins = (plugins: unknown[], text?: string) => validateConfig({ ...minimal, plugins }, { ...context, source: text }).plugins;
const refusal = (plugins: unknown[], text?: string) => docgenErrorOf(() => withPlugins(plugins, text));

describe('the plugins of the config', () => {
  it('are none by default', () => {
    expect(validateConfig(minimal, context).plugins).toEqual([]);
  });

  it('keep a plugin object, call a plugin function with the site folder, and one of [function, options] with its options', () => {
    const releases = source('releases');
    const calls: unknown[] = [];
    const plugins = withPlugins([
      { name: 'as-object', pageSources: [releases] },
      (context: unknown) => (calls.push(context), { name: 'from-function' }),
      [
        (context: unknown, options: unknown) => (calls.push(options), { name: 'with-options', pageSources: [source('changelog')] }),
        { limit: 3 },
      ],
    ]);
    expect(plugins.map((plugin) => [plugin.name, plugin.at, plugin.pageSources.map((module) => module.family)])).toEqual([
      ['as-object', 'plugins[0]', ['releases']],
      ['from-function', 'plugins[1]', []],
      ['with-options', 'plugins[2]', ['changelog']],
    ]);
    expect(calls).toEqual([expect.objectContaining({ siteDir: '/site', baseUrl: '/' }), { limit: 3 }]);
    // The module is the plugin's own: kept as given, not frozen with the configuration.
    expect(plugins[0]!.pageSources[0]).toBe(releases);
    expect(Object.isFrozen(releases)).toBe(false);
  });

  it('refuse a plugin without a name, naming the entry, the line and what to do', () => {
    const text = `export default {\n  title: 'Acme Docs',\n  plugins: [\n    { name: 'fine' },\n    { pageSources: [] },\n  ],\n};\n`;
    const error = refusal([{ name: 'fine' }, { pageSources: [] }], text);
    expect(error.code).toBe('DG008');
    expect(error.location).toEqual({ file, line: 5, column: undefined, pointer: undefined });
    expect(error.message).toBe('plugins[1]: the plugin has no `name`.');
    expect(error.hint).toBe('Give it a `name` of its own, such as "release-notes": messages name the plugin by it.');
    expect(refusal([() => ({ name: '  ' })]).message).toBe('plugins[0]: the plugin has no `name`.');
  });

  it('refuse two plugins with one name, naming both', () => {
    const error = refusal([{ name: 'release-notes' }, () => ({ name: 'release-notes' })]);
    expect(error.code).toBe('DG008');
    expect(error.message).toBe('plugins[1] (plugin "release-notes"): plugins[0] has the same name.');
    expect(error.hint).toMatch(/^Give each plugin its own `name`/);
  });

  it("refuse a page source whose family is docgen's own, naming the plugin and the families taken", () => {
    for (const family of BUILT_IN_FAMILIES) {
      const plugins = withPlugins([{ name: 'mine', pageSources: [source('releases'), source(family)] }]);
      const error = docgenErrorOf(() => checkPluginFamilies(plugins, BUILT_IN_FAMILIES, file));
      expect(error.code).toBe('DG008');
      expect(error.location?.file).toBe(file);
      expect(error.message).toBe(
        `plugins[0] (plugin "mine"): pageSources[1] has the family "${family}", which is docgen's own ("docs", "site", "api", "blog", "pages", "redirects", "pages-md").`,
      );
      expect(error.hint).toBe(`Give the page source another family, such as "mine-${family}": docgen's own pages keep theirs.`);
    }
    expect(BUILT_IN_FAMILIES).toEqual(['docs', 'site', 'api', 'blog', 'pages', 'redirects', 'pages-md']);
  });

  it("refuse a page source whose family another plugin's page source has", () => {
    const error = refusal([
      { name: 'first', pageSources: [source('releases')] },
      { name: 'second', pageSources: [source('releases')] },
    ]);
    expect(error.message).toBe(
      'plugins[1] (plugin "second"): pageSources[0] has the family "releases", as a page source of plugins[0] ("first") has.',
    );
  });

  it('refuse page-source modules without a family or a load, and families that are no plain name', () => {
    expect(refusal([{ name: 'x', pageSources: [{ load: () => [] }] }]).message).toBe(
      'plugins[0] (plugin "x"): pageSources[0] has no `family`.',
    );
    expect(refusal([{ name: 'x', pageSources: [source('Release Notes')] }]).message).toBe(
      'plugins[0] (plugin "x"): pageSources[0] has the family "Release Notes".',
    );
    expect(refusal([{ name: 'x', pageSources: [{ family: 'releases' }] }]).message).toBe(
      'plugins[0] (plugin "x"): pageSources[0] ("releases") has no `load` function.',
    );
    expect(refusal([{ name: 'x', pageSources: source('releases') }]).message).toBe('plugins[0] (plugin "x"): `pageSources` is not a list.');
  });

  it('refuse a key a docgen plugin does not have, and a plugin with both page sources and Docusaurus lifecycle methods', () => {
    const error = refusal([{ name: 'typo', pageSource: [] }]);
    expect(error.message).toBe('plugins[0] (plugin "typo"): `pageSource` is not a key of a docgen plugin.');
    expect(error.hint).toMatch(/a Docusaurus plugin has its lifecycle methods \(loadContent, contentLoaded\.\.\.\)/);
    const both = refusal([{ name: 'both', pageSources: [], loadContent: () => [] }]);
    expect(both.message).toBe('plugins[0] (plugin "both"): it has both `pageSources` and Docusaurus lifecycle methods.');
  });

  it("keep a Docusaurus plugin (lifecycle methods, or an async function) and call its function with Docusaurus's context", async () => {
    const contexts: Record<string, unknown>[] = [];
    const events = (context: Record<string, unknown>, options: { id: string }) => (
      contexts.push(context),
      { name: 'plugin-events', loadContent: () => [options.id] }
    );
    const plugins = validateConfig(
      {
        ...minimal,
        baseUrl: '/docs/',
        i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
        plugins: [
          [events, { id: 'calls' }],
          async function later() {
            return { name: 'later' };
          },
        ],
      },
      context,
    ).plugins;
    expect(
      plugins.map((plugin) => [plugin.name, plugin.pageSources.length, plugin.docusaurus?.id, plugin.docusaurus?.functionName]),
    ).toEqual([
      ['plugin-events', 0, 'calls', 'events'],
      ['later', 0, 'default', 'later'],
    ]);
    expect(contexts[0]).toMatchObject({
      siteDir: '/site',
      baseUrl: '/docs/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: 'en' },
      generatedFilesDir: '/site/.docusaurus',
    });
    expect((contexts[0]!.siteConfig as { title: string }).title).toBe('Acme Docs');
    // The default locale's plugin is the one made with the configuration; another locale's is made again with its context.
    const french = { siteDir: '/site', baseUrl: '/docs/fr/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], currentLocale: 'fr' } };
    expect(await plugins[0]!.docusaurus!.instanceFor({ ...french, i18n: { ...french.i18n, currentLocale: 'en' } })).toMatchObject({
      name: 'plugin-events',
    });
    expect(contexts).toHaveLength(1);
    await plugins[0]!.docusaurus!.instanceFor(french);
    expect(contexts[1]).toEqual(french);
    expect(await plugins[1]!.docusaurus!.instanceFor(french)).toEqual({ name: 'later' });
  });

  it('refuse a plugin named by its package, and an async function whose plugin has no name (when the build awaits it)', async () => {
    const named = refusal(['docusaurus-plugin-releases']);
    expect(named.code).toBe('DG003');
    expect(named.message).toMatch(
      /^plugins\[0\]: expected a plugin object \{ name, pageSources \}, a plugin function or \[plugin, options\]/,
    );
    expect(refusal([['docusaurus-plugin-releases', {}]]).message).toBe(
      'plugins[0]: it is a list of 2 starting with the name "docusaurus-plugin-releases".',
    );
    const [nameless] = withPlugins([async () => ({ loadContent: () => [] })]);
    const error = await nameless!.docusaurus!.instanceFor({ siteDir: '/site' }).catch((caught: unknown) => caught);
    expect(
      docgenErrorOf(() => {
        throw error;
      }).message,
    ).toBe("plugins[0]: its function's promise gave a plugin without `name`.");
  });

  it('turn a plugin function that throws into DG009, naming it, with its error as the cause', () => {
    const failure = new Error('releases.json is missing');
    const error = refusal([
      function releaseNotes() {
        throw failure;
      },
    ]);
    expect(error.code).toBe('DG009');
    expect(error.message).toBe('The plugin function releaseNotes (plugins[0]) threw when called.');
    expect(error.cause).toBe(failure);
  });
});
