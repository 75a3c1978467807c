/**
 * The site's Docusaurus plugins, run as Docusaurus runs them (src/sources/pages/docusaurus-plugins.ts):
 * every loadContent, then contentLoaded with the actions, then allContentLoaded; global data
 * by plugin name and id; routes under the site's base URL with their props and the data
 * createData made; what a plugin throws is DG009 naming it, a route docgen cannot render is
 * DG008 saying what to write; lifecycle methods docgen does not run are named once.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { runDocusaurusPlugins } from '../../../src/sources/pages/docusaurus-plugins.js';
import { resolveLocales } from '../../../src/variants/locales.js';
import { isDocgenError, type DocgenError } from '../../../src/errors/docgen-error.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-docusaurus-plugins-'));
mkdirSync(path.join(root, 'src/components'), { recursive: true });
writeFileSync(path.join(root, 'src/components/Landing.jsx'), 'export default function Landing() { return null; }\n');
writeFileSync(path.join(root, 'data.json'), '{"speakers": 3}');
const file = path.join(root, 'site.config.ts');

const configWith = (plugins: unknown[]) =>
  validateConfig(
    { title: 'Acme', url: 'https://acme.test', baseUrl: '/docs/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, plugins },
    { root, file },
  );
const run = (plugins: unknown[], locale = 'en') => {
  const config = configWith(plugins);
  const locales = resolveLocales(config);
  return runDocusaurusPlugins(
    config,
    locales.find((entry) => entry.code === locale)!,
    locales.map((entry) => entry.code),
  );
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the run to fail');
    },
    (error: unknown) => {
      expect(isDocgenError(error)).toBe(true);
      return error as DocgenError;
    },
  );

describe('the Docusaurus plugins of a site', () => {
  it('run loadContent, then contentLoaded and allContentLoaded with the actions, for each locale with its base URL', async () => {
    const calls: string[] = [];
    const events = (context: { baseUrl: string; i18n: { currentLocale: string } }) => ({
      name: 'plugin-events',
      async loadContent() {
        calls.push(`load ${context.i18n.currentLocale}`);
        return ['kubecon'];
      },
      async contentLoaded({ content, actions }: { content: string[]; actions: Record<string, (...args: unknown[]) => Promise<string>> }) {
        calls.push('loaded');
        actions.setGlobalData!({ events: content });
        const data = await actions.createData!('kubecon.json', JSON.stringify({ room: 'B' }));
        actions.addRoute!({
          path: `${context.baseUrl}landing/kubecon`,
          component: '@site/src/components/Landing',
          props: { slug: 'kubecon' },
          modules: { event: data, numbers: '@site/data.json' },
        });
      },
    });
    const second = {
      name: 'plugin-summary',
      allContentLoaded({ allContent, actions }: { allContent: unknown; actions: { setGlobalData(data: unknown): void } }) {
        calls.push('all');
        actions.setGlobalData({ seen: allContent });
      },
    };
    const english = await run([[events, { id: 'calls' }], second]);
    expect(calls).toEqual(['load en', 'loaded', 'all']);
    expect(english.globalData).toEqual({
      'plugin-events': { calls: { events: ['kubecon'] } },
      'plugin-summary': { default: { seen: { 'plugin-events': { calls: ['kubecon'] }, 'plugin-summary': { default: undefined } } } },
    });
    expect(english.routes.map(({ path: route, component, props }) => ({ route, component, props }))).toEqual([
      {
        route: '/landing/kubecon',
        component: path.join(root, 'src/components/Landing.jsx'),
        props: { slug: 'kubecon', event: { room: 'B' }, numbers: { speakers: 3 }, route: { path: '/docs/landing/kubecon', exact: true } },
      },
    ]);
    expect(english.diagnostics).toEqual([]);
    // French: the plugin made again with its context, its route under /fr/.
    const french = await run([[events, { id: 'calls' }]], 'fr');
    expect(calls.at(-2)).toBe('load fr');
    expect(french.routes.map((route) => route.path)).toEqual(['/fr/landing/kubecon']);
  });

  it('name once the lifecycle methods docgen does not run', async () => {
    const plugin = { name: 'plugin-styles', getPathsToWatch: () => [], configureWebpack: () => ({}), injectHtmlTags: () => ({}) };
    const { diagnostics } = await run([plugin]);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        file,
        message:
          'The Docusaurus plugin "plugin-styles" (plugins[0]) has `getPathsToWatch`, `configureWebpack`, `injectHtmlTags`, which docgen does not run: it runs loadContent, contentLoaded, allContentLoaded (global data and routes); `serve --watch` watches the files site.config.ts imports.',
      },
    ]);
    expect((await run([plugin], 'fr')).diagnostics).toEqual([]);
  });

  it('turn what a plugin throws into DG009 naming the plugin and the method, with its error as the cause', async () => {
    const cause = new Error('calendar unreachable');
    const error = await failure(
      run([
        {
          name: 'plugin-events',
          loadContent() {
            throw cause;
          },
        },
      ]),
    );
    expect(error.code).toBe('DG009');
    expect(error.message).toBe('The Docusaurus plugin "plugin-events" (plugins[0]) threw in `loadContent`.');
    expect(error.cause).toBe(cause);
  });

  it('refuse a route docgen cannot render, saying what to write', async () => {
    const adding = (route: unknown) => ({
      name: 'plugin-pages',
      contentLoaded({ actions }: { actions: { addRoute(route: unknown): void } }) {
        actions.addRoute(route);
      },
    });
    const theme = await failure(run([adding({ path: '/docs/blog', component: '@theme/BlogListPage' })]));
    expect(theme.code).toBe('DG008');
    expect(theme.message).toBe(
      'plugins[0] (plugin "plugin-pages"): the component "@theme/BlogListPage" of the route /docs/blog is not a file of the site.',
    );
    expect(theme.hint).toMatch(/Docusaurus theme components \(`@theme\/...`\) do not render as routes in docgen/);
    expect((await failure(run([adding({ path: 'landing', component: '@site/src/components/Landing' })]))).message).toBe(
      'plugins[0] (plugin "plugin-pages"): `addRoute` was given the path "landing".',
    );
    expect(
      (await failure(run([adding({ path: '/docs/x', component: '@site/src/components/Landing', modules: { data: '/nowhere.js' } })])))
        .message,
    ).toBe(
      'plugins[0] (plugin "plugin-pages"): the module "data" of the route /docs/x is "/nowhere.js", neither data `createData` made nor a JSON file.',
    );
  });
});
