import { build, type BuildFailure, type BuildOptions, type BuildResult, type Metafile, type Plugin } from 'esbuild';
import { CSS_FILE_LOADERS, siteCssUrlsPlugin } from '../mdx/site-css-urls.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { engineFiles, engineRoot } from '../util/engine-root.js';
import { ASSET_FOLDER, type ClientAssets } from '../core/output.js';
import { widgetDefinitions } from '../../widgets/registry.js';
import { componentBuildError, componentEntriesPlugin, componentEntry, isComponentEntry } from '../components/component-entries.js';
import type { ComponentSource } from '../components/discover.js';
import { engineReactPlugin } from '../components/engine-react.js';
import { isSitePageEntry, sitePageBrowserPlugins } from './site-page-entries.js';

export interface BundleOptions {
  siteRoot: string;
  customCss: readonly string[];
  /** CSS between the theme and the site's stylesheets: the brand palette (`colors`). */
  themeCss?: string;
  /** The site's components that pages use interactively: a chunk each. */
  components?: readonly ComponentSource[];
  /** How the esbuild builds run (once each by default). */
  run?: EsbuildRun;
  /** The site's base URL: the URLs of files the site's pages import (src/pages). */
  baseUrl?: string;
  /** The site's client modules (`clientModules`, relative to the site folder): code every page runs, CSS it loads. */
  clientModules?: readonly string[];
}

/** The entry of the site's client modules in the browser bundle (clientModulesPlugin makes it). */
const CLIENT_MODULES_ENTRY = 'docgen-client-modules';

/** Runs one of the two esbuild builds (`js` or `css`); `serve --watch` runs them on long-lived contexts instead. */
export type EsbuildRun = (role: 'js' | 'css', options: BuildOptions & { write: false; metafile: true }) => Promise<BundleOutput>;
export type BundleOutput = BuildResult<{ write: false; metafile: true }>;

const buildOnce: EsbuildRun = (_role, options) => build(options);

/**
 * Bundles the browser side with esbuild: one small runtime plus one chunk per widget,
 * code-split so React is shared, minified, production React, content-hashed names; and
 * the theme CSS plus the site's custom CSS, minified into one file.
 */
export async function bundleClientAssets(options: BundleOptions): Promise<ClientAssets> {
  const run = options.run ?? buildOnce;
  const components = options.components ?? [];
  const hasPages = components.some((component) => isSitePageEntry(component.module));
  const root = engineRoot();
  // esbuild's paths (metafile keys) are relative to its working folder, which its service
  // fixed when it started: name it, so a caller that changed folders since reads them right.
  const workingDir = process.cwd();
  const resolve = (file: string) => path.resolve(workingDir, file);
  const entryPoints: Record<string, string> = {
    runtime: engineFiles.browserEntry('runtime'),
    hydrate: engineFiles.browserEntry('hydrate'),
  };
  for (const widget of widgetDefinitions) entryPoints[widget.name] = engineFiles.browserEntry(widget.name);
  components.forEach((component, index) => (entryPoints[component.name] = componentEntry(index)));
  // The site's own stylesheets are the one input an author controls: their mistakes are
  // reported as such, not as an esbuild crash.
  const customCss = options.customCss.map((file) => path.resolve(options.siteRoot, file));
  const missing = customCss.find((file) => !existsSync(file));
  if (missing) throw errors.customCssFailed({ file: missing }, `The stylesheet ${missing}, listed in customCss, does not exist.`);
  const clientModules = (options.clientModules ?? []).map((file) => path.resolve(options.siteRoot, file));
  const absent = clientModules.find((file) => !existsSync(file));
  if (absent) throw errors.clientModuleFailed({ file: absent }, `The client module ${absent}, listed in clientModules, does not exist.`);
  // A CSS client module is a stylesheet of every page: it joins the site's, after customCss.
  const clientCss = clientModules.filter((file) => file.endsWith('.css'));
  const clientCode = clientModules.filter((file) => !file.endsWith('.css'));
  if (clientCode.length) entryPoints['client-modules'] = CLIENT_MODULES_ENTRY;
  // The Docusaurus modules a page or a client module imports (`@docusaurus/ExecutionEnvironment`) have a browser side.
  const docusaurusBrowser = hasPages || clientCode.length > 0;
  const [js, css] = await Promise.all([
    run('js', {
      entryPoints,
      absWorkingDir: workingDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      // A page of src/pages names its CSS modules' classes as its server render did
      // (`styles_hero`): esbuild would shorten them with the other identifiers.
      ...(hasPages ? { minifyWhitespace: true, minifySyntax: true } : { minify: true }),
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      outdir: `/${ASSET_FOLDER}`,
      write: false,
      metafile: true,
      legalComments: 'none',
      logLevel: 'silent',
      // The site's components share the engine's React chunk with its widgets.
      plugins: [
        ...(components.length ? [componentEntriesPlugin(components, options.siteRoot)] : []),
        ...(clientCode.length ? [clientModulesPlugin(clientCode)] : []),
        ...(docusaurusBrowser ? sitePageBrowserPlugins(options.siteRoot, options.baseUrl ?? '/') : []),
        ...(components.length || clientCode.length ? [engineReactPlugin(root)] : []),
      ],
      // Docusaurus sites write JSX in .js files and import CSS modules (a page's styles are the server's stylesheet).
      ...(docusaurusBrowser ? { loader: { '.js': 'jsx', '.module.css': 'local-css', '.css': 'empty' } } : {}),
    }).catch((error: unknown) => {
      const failure = (error as Partial<BuildFailure>).errors?.[0];
      const file = failure?.location?.file && resolve(failure.location.file);
      if (file && clientCode.includes(file))
        throw errors.clientModuleFailed(
          { file, line: failure!.location!.line, cause: error },
          `Bundling the client module failed: ${failure!.text}`,
        );
      throw components.length ? componentBuildError(error, components, workingDir) : error;
    }),
    run('css', {
      stdin: {
        // The brand palette as a data: stylesheet, so it sits between the theme and the site's CSS.
        contents: [path.join(root, 'templates/styles/index.css'), ...themeCssUrl(options.themeCss), ...customCss, ...clientCss]
          .map((file) => `@import ${JSON.stringify(file)};`)
          .join('\n'),
        resolveDir: root,
        loader: 'css',
      },
      absWorkingDir: workingDir,
      bundle: true,
      minify: true,
      entryNames: 'site-[hash]',
      outdir: `/${ASSET_FOLDER}`,
      write: false,
      metafile: true,
      logLevel: 'silent',
      loader: CSS_FILE_LOADERS,
      assetNames: '[name]-[hash]',
      plugins: [siteCssUrlsPlugin(options.siteRoot)],
    }).catch((error: unknown) => {
      if (!customCss.length && !clientCss.length) throw error;
      const first = (error as Partial<BuildFailure>).errors?.[0];
      const file = first?.location?.file ? resolve(first.location.file) : customCss[0]!;
      throw errors.customCssFailed({ file, cause: error }, `Bundling the stylesheets failed: ${first?.text ?? (error as Error).message}`);
    }),
  ]);
  const files = new Map<string, Uint8Array>();
  for (const file of [...js.outputFiles, ...css.outputFiles]) {
    // A page's CSS modules, in the browser, give class names: their styles are the page's own stylesheet.
    if (hasPages && js.outputFiles.includes(file) && file.path.endsWith('.css')) continue;
    files.set(file.path.replace(/^\//, ''), file.contents);
  }
  const entryFor = (name: string, metafile: Metafile) => {
    const output = Object.entries(metafile.outputs).find(
      ([, meta]) =>
        meta.entryPoint &&
        (isComponentEntry(meta.entryPoint, entryPoints[name]!) ||
          resolve(meta.entryPoint) === entryPoints[name] ||
          (name === 'client-modules' && meta.entryPoint === `${CLIENT_MODULES_ENTRY}:${CLIENT_MODULES_ENTRY}`)),
    );
    if (!output) throw new Error(`esbuild produced no output for ${name}`);
    // Metafile keys are relative to the working directory; outdir is the virtual `/assets`.
    return resolve(output[0]);
  };
  const widgets: Record<string, string> = {};
  for (const widget of widgetDefinitions) widgets[widget.name] = entryFor(widget.name, js.metafile);
  for (const component of components) widgets[component.name] = entryFor(component.name, js.metafile);
  const staticImports: Record<string, string[]> = {};
  const direct = (output: string) =>
    (js.metafile.outputs[output]?.imports ?? [])
      .filter((entry) => entry.kind === 'import-statement' && !entry.external)
      .map((entry) => entry.path);
  for (const output of Object.keys(js.metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const seen = new Set<string>();
    const visit = (file: string) => direct(file).forEach((next) => !seen.has(next) && (seen.add(next), visit(next)));
    visit(output);
    staticImports[resolve(output)] = [...seen].map(resolve);
  }
  const stylesheet = resolve(Object.keys(css.metafile.outputs).find((output) => output.endsWith('.css'))!);
  return {
    files,
    runtime: entryFor('runtime', js.metafile),
    hydrate: entryFor('hydrate', js.metafile),
    staticImports,
    widgets,
    stylesheets: [stylesheet],
    ...(clientCode.length ? { clientModules: entryFor('client-modules', js.metafile) } : {}),
    inputs: filesRead(workingDir, js.metafile, css.metafile),
  };
}

/** The files a bundle read: metafile inputs, without esbuild's virtual ones (`<stdin>`, `namespace:path`). */
function filesRead(workingDir: string, ...metafiles: Metafile[]): string[] {
  const inputs = metafiles.flatMap((metafile) => Object.keys(metafile.inputs));
  return [
    ...new Set(inputs.filter((input) => !input.startsWith('<') && !/^[\w-]+:/.test(input)).map((input) => path.resolve(workingDir, input))),
  ].sort();
}

function themeCssUrl(css: string | undefined): string[] {
  return css ? [`data:text/css;base64,${Buffer.from(css).toString('base64')}`] : [];
}

/**
 * The browser entry of the site's client modules: each imported in order (its top-level
 * code runs as in Docusaurus, before the page is used), then the route lifecycles
 * Docusaurus calls on a first load, with the page's location and no previous one (every
 * page of a docgen site is a first load: there is no client-side routing).
 */
function clientModulesPlugin(files: readonly string[]): Plugin {
  return {
    name: 'docgen-client-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${CLIENT_MODULES_ENTRY}$`) }, () => ({
        path: CLIENT_MODULES_ENTRY,
        namespace: CLIENT_MODULES_ENTRY,
      }));
      build.onLoad({ filter: /.*/, namespace: CLIENT_MODULES_ENTRY }, () => ({
        contents: [
          ...files.map((file, index) => `import * as module${index} from ${JSON.stringify(file)};`),
          `const modules = [${files.map((_, index) => `module${index}`).join(', ')}];`,
          'const { pathname, search, hash } = window.location;',
          'const args = { location: { pathname, search, hash, state: undefined }, previousLocation: null };',
          "for (const module of modules) if (typeof module.onRouteUpdate === 'function') module.onRouteUpdate(args);",
          "for (const module of modules) if (typeof module.onRouteDidUpdate === 'function') module.onRouteDidUpdate(args);",
        ].join('\n'),
        resolveDir: path.dirname(files[0]!),
        loader: 'js',
      }));
    },
  };
}
