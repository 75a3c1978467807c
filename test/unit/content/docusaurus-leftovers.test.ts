import { describe, expect, it } from 'vitest';
import { findDocusaurusLeftovers, leftoversWarning } from '../../../src/content/docusaurus-leftovers.js';
import { tempDir } from '../../helpers/temp.js';

describe('the migration report of a Docusaurus site', () => {
  it('reads the config as text when its packages are not installed, naming the plugins it finds and why it could not run it', async () => {
    const root = tempDir({
      'docusaurus.config.js': [
        "const { themes } = require('prism-react-renderer-not-installed');",
        "/** @type {import('@docusaurus/types').Config} */",
        'module.exports = {',
        "  title: 'T', headTags: [{ tagName: 'meta', attributes: { name: 'theme-color' } }],",
        "  plugins: ['./src/plugins/changelog/index.js', '@acme/docusaurus-plugin-x', ['@docusaurus/plugin-client-redirects', {}]],",
        "  themes: ['@docusaurus/theme-mermaid'],",
        "  clientModules: ['./src/client/analytics.js'],",
        '};',
      ].join('\n'),
      'src/theme/DocItem/Layout/index.js': 'export default () => null;\n',
      'blog/2024-01-01-hello.md': '# Hello\n',
      'src/pages/index.js': 'export default () => null;\n',
      'src/pages/markdown-page.md': '# A markdown page\n',
      'src/pages/_draft.md': '# Not a page\n',
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    expect(leftovers.unreadable).toContain("Cannot find module 'prism-react-renderer-not-installed'");
    // Built-in ones (client redirects, Mermaid) and strings that are no plugin (theme-color, a client module) are left out.
    expect(leftovers.plugins).toEqual(['./src/plugins/changelog/index.js', '@acme/docusaurus-plugin-x']);
    expect(leftovers.swizzled).toEqual(['DocItem']);
    // blog/ and src/pages/ (React and markdown pages) are built: neither is named.
    expect(leftovers).not.toHaveProperty('unbuiltPages');
    const warning = leftoversWarning(leftovers)!;
    expect(warning.file).toBe(`${root}/docusaurus.config.js`);
    expect(warning.message).toContain("install the site's packages to check them");
    expect(warning.message).not.toContain('src/pages');
    expect(warning.message).not.toContain('blog');
  });

  it('leaves out the Docusaurus plugins site.config.ts runs: a local plugin file it imports, an inline plugin function of the same name', async () => {
    const root = tempDir({
      'docusaurus.config.js':
        "module.exports = { title: 'T', plugins: ['./src/plugins/events', function notes() { return { name: 'notes' }; }, '@acme/docusaurus-plugin-x'] };\n",
      'src/plugins/events/index.js': "module.exports = () => ({ name: 'plugin-events' });\n",
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    expect(leftovers.pluginFiles).toEqual({ './src/plugins/events': `${root}/src/plugins/events/index.js` });
    const named = (files: string[], functions: string[]) =>
      /Plugins, themes and presets docgen does not run: (.*?)\. Remark/.exec(
        leftoversWarning(leftovers, { plugins: { files, functions } })!.message,
      )?.[1];
    expect(named([], [])).toBe('./src/plugins/events, notes, @acme/docusaurus-plugin-x');
    expect(named([`${root}/src/plugins/events/index.js`], ['notes'])).toBe('@acme/docusaurus-plugin-x');
    expect(leftoversWarning(leftovers)!.message).toContain(
      "a plugin of the site's own that makes global data or routes (loadContent, contentLoaded) runs as it is when site.config.ts imports it and lists it in `plugins`",
    );
  });

  it('names the keys site.config.ts takes as they are until it sets them too', async () => {
    const root = tempDir({
      'docusaurus.config.js':
        "module.exports = { title: 'T', headTags: [{ tagName: 'meta', attributes: {} }], scripts: [], clientModules: ['./a.js'] };\n",
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    expect(leftovers.keysToCopy).toEqual(['headTags', 'clientModules']);
    expect(leftoversWarning(leftovers)!.message).toContain(
      "headTags, clientModules: site.config.ts takes them as they are (Docusaurus's shapes); copy them over.",
    );
    expect(leftoversWarning(leftovers, { copied: ['clientModules'] })!.message).toContain(
      "headTags: site.config.ts takes it as it is (Docusaurus's shape); copy it over.",
    );
    expect(leftoversWarning(leftovers, { copied: ['headTags', 'clientModules'] })).toBeUndefined();
  });

  it("names the brand colour customCss gives Infima until site.config.ts's colors.primary is the same", async () => {
    const root = tempDir({
      'docusaurus.config.js': "module.exports = { title: 'T' };\n",
      'src/css/custom.css': ':root {\n  --ifm-color-primary: #2e8555;\n  --ifm-color-primary-dark: #29784c;\n}\n',
    });
    const leftovers = (await findDocusaurusLeftovers(root, ['./src/css/custom.css']))!;
    expect(leftovers.ifmColorPrimary).toBe('#2e8555');
    expect(leftoversWarning(leftovers)!.message).toContain(
      "Brand colour: customCss sets --ifm-color-primary: #2e8555, which colours Infima on the React pages of src/pages; docgen's theme (docs, blog, navbar, links) takes its brand colour from site.config.ts: write `colors: { primary: '#2e8555' }`.",
    );
    expect(leftoversWarning(leftovers, { colorsPrimary: '#1d4ed8' })!.message).toContain("(it has '#1d4ed8')");
    expect(leftoversWarning(leftovers, { colorsPrimary: '#2E8555' })).toBeUndefined();
  });

  it('names the themeConfig keys site.config.ts has no counterpart for, with what to do where there is something to say', async () => {
    const root = tempDir({
      'docusaurus.config.js':
        "module.exports = { title: 'T', themeConfig: { navbar: {}, footer: {}, colorMode: {}, prism: { theme: {} }, metadata: [], tableOfContents: {} } };\n",
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    expect(leftovers.themeKeys).toEqual(['prism', 'metadata', 'tableOfContents']);
    expect(leftoversWarning(leftovers)!.message).toContain(
      'themeConfig keys with no counterpart in site.config.ts: prism, metadata, tableOfContents. (prism: docgen highlights code with its own light and dark themes, every language included; metadata: meta tags go to `headTags`.)',
    );
  });

  it('names a second docs plugin instance (its id and folder) until site.config.ts has it in docs.instances', async () => {
    const root = tempDir({
      'docusaurus.config.js':
        "module.exports = { title: 'T', plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }], ['@docusaurus/plugin-content-docs', { id: 'default' }], ['@docusaurus/plugin-content-docs', { id: 'team' }]] };\n",
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    expect(leftovers.plugins).toEqual([]);
    expect(leftovers.docsInstances).toEqual([{ id: 'community', folder: 'community' }, { id: 'team' }]);
    expect(leftoversWarning(leftovers)!.message).toContain(
      'Docs plugin instances not in site.config.ts: "community" (community/), "team". Copy each instance\'s options into site.config.ts as an entry of docs.instances',
    );
    const carried = leftoversWarning(leftovers, { docsInstances: ['community'] })!.message;
    expect(carried).toContain('Docs plugin instances not in site.config.ts: "team".');
    expect(leftoversWarning(leftovers, { docsInstances: ['community', 'team'] })).toBeUndefined();
  });

  it('runs a config that loads, listing its keys without a counterpart and its inline plugins by name', async () => {
    const root = tempDir({
      'docusaurus.config.js':
        "module.exports = async () => ({ title: 'T', url: 'https://t.test', scripts: [], clientModules: [], ssrTemplate: '', future: {}, plugins: [function notes() { return {}; }] });\n",
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    // `scripts` and `clientModules` carry over (site.config.ts has Docusaurus's keys); an SSR template does not.
    expect(leftovers).toMatchObject({ plugins: ['notes'], keys: ['ssrTemplate', 'future'], keysToCopy: [], swizzled: [] });
    expect(leftovers.unreadable).toBeUndefined();
  });

  it('points docusaurus-plugin-openapi-docs at openapiDocs, and leaves it out once site.config.ts has it', async () => {
    const root = tempDir({
      'docusaurus.config.js':
        "module.exports = { title: 'T', plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', config: {} }], '@acme/docusaurus-plugin-x'], themes: ['docusaurus-theme-openapi-docs'] };\n",
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    const without = leftoversWarning(leftovers)!.message;
    expect(without).toContain(
      "docusaurus-plugin-openapi-docs, docusaurus-theme-openapi-docs: copy the plugin's `config` into site.config.ts as `openapiDocs`",
    );
    expect(without).toContain('Plugins, themes and presets docgen does not run: @acme/docusaurus-plugin-x.');
    const carried = leftoversWarning(leftovers, { openapiDocs: true })!.message;
    expect(carried).not.toContain('openapi-docs');
    expect(carried).toContain('@acme/docusaurus-plugin-x');
  });

  it('reads as text only the entries of presets, plugins and themes: not imports, not the strings of other keys', async () => {
    const root = tempDir({
      'docusaurus.config.ts': [
        'import { themes as prismThemes } from "prism-react-renderer-not-installed";',
        'import type * as Preset from "@docusaurus/preset-classic";',
        'import type { Config } from "@docusaurus/types";',
        'import type * as Plugin from "@docusaurus/types/src/plugin";',
        'import { DOCUSAURUS_VERSION } from "@docusaurus/utils";',
        'const config: Config = {',
        '  title: "T", // plugins: ["in-a-comment"]',
        '  onBrokenLinks: "warn",',
        '  presets: [["classic", { docs: { docItemComponent: "@theme/ApiItem" }, blog: false } satisfies Preset.Options]],',
        '  themeConfig: { algolia: { indexName: "docusaurus-openapi" }, footer: { copyright: `Built with ${DOCUSAURUS_VERSION}.` } },',
        '  plugins: [',
        '    ["docusaurus-plugin-openapi-docs", { id: "openapi", config: { a: { specPath: "x.yaml" } } satisfies Plugin.PluginOptions }],',
        '    function paletteScript() { return { name: "palette", injectHtmlTags() { return { headTags: [] }; } }; },',
        "    [require.resolve('@acme/docusaurus-plugin-x'), { plugins: [] }],",
        "    './src/plugins/changelog',",
        '  ],',
        '  themes: ["docusaurus-theme-openapi-docs", "mermaid"],',
        '};',
        'export default config;',
      ].join('\n'),
    });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    expect(leftovers.unreadable).toMatch(/^Cannot find module '(prism-react-renderer-not-installed|@docusaurus\/utils)'/);
    // `classic` and `mermaid` are Docusaurus's short names of packages docgen has built in.
    expect(leftovers.plugins).toEqual([
      'docusaurus-plugin-openapi-docs',
      'paletteScript',
      '@acme/docusaurus-plugin-x',
      './src/plugins/changelog',
      'docusaurus-theme-openapi-docs',
    ]);
    expect(leftovers.brokenLinks).toEqual({ onBrokenLinks: 'warn' });
    const message = leftoversWarning(leftovers, { openapiDocs: true })!.message;
    expect(message).toContain(
      'Plugins, themes and presets docgen does not run: paletteScript, @acme/docusaurus-plugin-x, ./src/plugins/changelog.',
    );
    // The line of why it could not run names the missing package; no other line names an import or another key's string.
    expect(message.split('\n').slice(2).join('\n')).not.toMatch(
      /@docusaurus\/(types|utils)|@theme\/ApiItem|docusaurus-openapi\b|openapi-docs/,
    );
    expect(leftoversWarning(leftovers)!.message).toContain(
      "docusaurus-plugin-openapi-docs, docusaurus-theme-openapi-docs: copy the plugin's `config` into site.config.ts as `openapiDocs`",
    );
  });

  it("names Docusaurus's broken-link settings that site.config.ts does not share, once, with what to write", async () => {
    const root = tempDir({ 'docusaurus.config.js': "module.exports = { title: 'T', onBrokenLinks: 'warn' };\n" });
    const leftovers = (await findDocusaurusLeftovers(root))!;
    expect(leftovers.brokenLinks).toEqual({ onBrokenLinks: 'warn' });
    const lines = leftoversWarning(leftovers, { onBrokenLinks: 'throw', onBrokenAnchors: 'throw' })!.message.split('\n');
    expect(lines.filter((line) => line.includes('Broken links'))).toEqual([
      "  - Broken links: Docusaurus has onBrokenLinks: 'warn' and onBrokenAnchors: 'warn' (its default), site.config.ts onBrokenLinks: 'throw' and onBrokenAnchors: 'throw'. Write `onBrokenLinks: 'warn', onBrokenAnchors: 'warn'` in site.config.ts to build as Docusaurus did (`docgen check` fails on every broken link whatever they say).",
    ]);
    // Only what differs is named; nothing when the settings agree.
    expect(leftoversWarning(leftovers, { onBrokenLinks: 'warn', onBrokenAnchors: 'throw' })!.message).toContain(
      "Docusaurus has onBrokenAnchors: 'warn' (its default), site.config.ts onBrokenAnchors: 'throw'. Write `onBrokenAnchors: 'warn'`",
    );
    expect(leftoversWarning(leftovers, { onBrokenLinks: 'warn', onBrokenAnchors: 'warn' })).toBeUndefined();
  });

  it('reads markdown.hooks.onBrokenMarkdownLinks (or the older top-level key) from a config that runs and from its text', async () => {
    const ran = tempDir({
      'docusaurus.config.js': "module.exports = { title: 'T', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } } };\n",
    });
    const leftovers = (await findDocusaurusLeftovers(ran))!;
    expect(leftovers.brokenLinks).toEqual({ onBrokenMarkdownLinks: 'throw' });
    expect(
      leftoversWarning(leftovers, { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' })!.message,
    ).toContain(
      "Docusaurus has markdown.hooks.onBrokenMarkdownLinks: 'throw', site.config.ts markdown.hooks.onBrokenMarkdownLinks: 'warn'. Write `markdown.hooks.onBrokenMarkdownLinks: 'throw'`",
    );
    const text = tempDir({
      'docusaurus.config.js':
        "require('not-installed-x');\nmodule.exports = { title: 'T', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'throw' };\n",
    });
    expect((await findDocusaurusLeftovers(text))!.brokenLinks).toEqual({ onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'throw' });
  });

  it('says nothing for a site without a Docusaurus config', async () => {
    expect(await findDocusaurusLeftovers(tempDir({ 'site.config.ts': 'export default {};\n' }))).toBeUndefined();
  });
});
