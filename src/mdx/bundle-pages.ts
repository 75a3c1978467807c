import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { isDocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { COMPONENTS_MODULE } from './compile-page.js';
import { providedComponents } from './provided-components.js';
import { themeAliasPlugin } from './theme-alias.js';
import { docusaurusModules } from './docusaurus-modules.js';
import { reactBridgePlugin, SERVER_BUNDLE_OPTIONS, shareReact } from './react-bridge.js';
import { CSS_FILE_LOADERS, siteCssUrlsPlugin } from './site-css-urls.js';
import { pageImagePlugin, svgComponentPlugin } from './page-asset-plugins.js';

/** An MDX file as a module: its content component and its exports. */
export interface MdxModule {
  default: ComponentType<Record<string, unknown>>;
  [name: string]: unknown;
}

export interface BundleInput {
  /** The site folder: `@site/...` imports resolve from it. */
  siteRoot: string;
  /** Compiled code of each page, by absolute path. */
  pages: ReadonlyMap<string, string>;
  /** Compiles an `.mdx` or `.md` file that a page imports and that is not itself a page. */
  compileImported(absolutePath: string, source: string): Promise<string>;
  /** The page's body and its frontmatter lines, to point a failed import at its line. */
  sourceOf(absolutePath: string): { body: string; lineOffset: number } | undefined;
  /** The HTML of an imported `.mdx` file the site does not have and docgen makes; undefined: not one. */
  generatedImport?: (absolutePath: string) => Promise<string | undefined>;
}

const COMPONENTS_KEY = Symbol.for('docgen.mdx.components');
const DOCUSAURUS_KEY = Symbol.for('docgen.mdx.docusaurus');

/**
 * Bundles every MDX page of a docs folder with what it imports (relative files, the
 * site's packages) in one esbuild run, and loads the result. The bundle lives in a
 * temporary folder of docgen's own, removed once the modules are loaded; React is the
 * engine's (react-bridge.ts). Returns each page's module by path.
 */
export async function bundleMdxPages(input: BundleInput): Promise<Map<string, MdxModule>> {
  return (await bundleSiteModules(input)).modules;
}

/** What pages of the site's own (`src/pages/`) bring besides their modules. */
export interface SiteModulesBundle {
  /** Each page's module by path. */
  modules: Map<string, MdxModule>;
  /** Each page's stylesheet (its CSS modules and the CSS it imports), by page path; none: it imports no CSS. */
  styles: Map<string, string>;
  /** The files its code and CSS link (`import logo from './logo.png'`, `url(./bg.png)`), by output path. */
  files: Map<string, Uint8Array>;
  /** The Docusaurus modules each page imports, itself or through its imports (`theme/Layout`), by page path. */
  docusaurusImports: Map<string, string[]>;
}

export interface SiteModulesOptions {
  /** Modules to load as they are (React pages), besides the compiled pages. */
  entries?: readonly string[];
  /**
   * Keep the CSS the modules import (as Docusaurus bundles a page's CSS modules) and the
   * files they link, published under `assets` (an output folder) at `publicPath` (its URL).
   * Without it, CSS modules give class names only and other CSS is left out.
   */
  assets?: { folder: string; publicPath: string };
}

/** The MDX pages and other modules of the site in one esbuild run: see bundleMdxPages. */
export async function bundleSiteModules(input: BundleInput, options: SiteModulesOptions = {}): Promise<SiteModulesBundle> {
  const bundle: SiteModulesBundle = { modules: new Map(), styles: new Map(), files: new Map(), docusaurusImports: new Map() };
  const entries = [...input.pages.keys(), ...(options.entries ?? [])];
  if (entries.length === 0) return bundle;
  shareReact();
  (globalThis as Record<symbol, unknown>)[COMPONENTS_KEY] = providedComponents;
  (globalThis as Record<symbol, unknown>)[DOCUSAURUS_KEY] = docusaurusModules;
  const { assets } = options;
  const outdir = await mkdtemp(path.join(tmpdir(), 'docgen-mdx-'));
  try {
    const { metafile } = await build({
      entryPoints: entries.map((file, index) => ({ in: file, out: `page-${index}` })),
      metafile: true,
      ...SERVER_BUNDLE_OPTIONS,
      outdir,
      absWorkingDir: input.siteRoot,
      define: { 'process.env.NODE_ENV': '"production"' },
      // Docusaurus sites write JSX in .js files, and import CSS modules: in docs, class
      // names only (their styles go to customCss); pages keep their styles.
      loader: assets
        ? { '.js': 'jsx', '.module.css': 'local-css', '.css': 'css', ...CSS_FILE_LOADERS }
        : { '.js': 'jsx', '.module.css': 'local-css', '.css': 'empty' },
      // esbuild writes publicPath into chunk imports too: pages with files of their own
      // are bundled whole, each with what it imports (they are few, and run on the server).
      ...(assets ? { assetNames: `${assets.folder}/[name]-[hash]`, publicPath: assets.publicPath, splitting: false } : {}),
      plugins: [
        reactBridgePlugin(),
        providedComponentsPlugin(),
        themeAliasPlugin(docusaurusModules, DOCUSAURUS_KEY),
        siteAliasPlugin(input.siteRoot),
        ...(assets
          ? [
              svgComponentPlugin(),
              pageImagePlugin(assets.publicPath, assets.folder, (name, bytes) => bundle.files.set(name, bytes)),
              siteCssUrlsPlugin(input.siteRoot),
            ]
          : []),
        ...(input.generatedImport ? [generatedImportPlugin(input.generatedImport)] : []),
        mdxLoaderPlugin(input),
      ],
    }).catch((error: unknown) => {
      throw bundleError(error, input);
    });
    await Promise.all(
      entries.map(async (file, index) => {
        const url = pathToFileURL(path.join(outdir, `page-${index}.js`)).href;
        // A module the page imports may run code as it loads: a failure there names the page.
        const loaded = await import(url).catch((error: unknown) => {
          throw errors.mdxComponentFailed({ file, cause: error }, 'A module the page imports failed while it was loaded');
        });
        bundle.modules.set(file, loaded as MdxModule);
        // Bundled whole (no splitting), each page's output lists every module it uses.
        const inputs = Object.keys(metafile.outputs[path.relative(input.siteRoot, path.join(outdir, `page-${index}.js`))]?.inputs ?? {});
        bundle.docusaurusImports.set(
          file,
          inputs.filter((input) => input.startsWith('docgen-theme:')).map((input) => input.slice('docgen-theme:'.length)),
        );
        const css = path.join(outdir, `page-${index}.css`);
        if (assets && existsSync(css)) bundle.styles.set(file, await readFile(css, 'utf8'));
      }),
    );
    if (assets) {
      for (const file of await readdir(path.join(outdir, assets.folder), { recursive: true }).catch(() => [] as string[])) {
        const full = path.join(outdir, assets.folder, file);
        if ((await stat(full)).isFile()) bundle.files.set(`${assets.folder}/${file.split(path.sep).join('/')}`, await readFile(full));
      }
    }
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
  return bundle;
}

/** `docgen:mdx-components`: MDX's provider of the components every page can use. */
function providedComponentsPlugin(): Plugin {
  const key = JSON.stringify(COMPONENTS_KEY.description);
  return {
    name: 'docgen-mdx-components',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${COMPONENTS_MODULE}$`) }, (args) => ({ path: args.path, namespace: 'docgen-mdx' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-mdx' }, () => ({
        contents: `const provided = globalThis[Symbol.for(${key})];\nexport function useMDXComponents(components) {\n  return components ? { ...provided, ...components } : provided;\n}\n`,
        loader: 'js',
      }));
    },
  };
}

/** `@site/components/Chart` -> the site folder's `components/Chart`, as Docusaurus sites write it. */
export function siteAliasPlugin(siteRoot: string): Plugin {
  return {
    name: 'docgen-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteRoot }),
      );
    },
  };
}

/**
 * An imported `.mdx` file that does not exist and that docgen makes (a schema
 * `docusaurus gen-api-docs` would have written): a component that shows its HTML.
 */
function generatedImportPlugin(generatedImport: (absolutePath: string) => Promise<string | undefined>): Plugin {
  return {
    name: 'docgen-generated-import',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.mdx$/ }, async (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        if (existsSync(file)) return undefined;
        const html = await generatedImport(file);
        return html === undefined ? undefined : { path: file, namespace: 'docgen-generated', pluginData: html };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-generated' }, (args) => ({
        contents: `import { jsx } from 'react/jsx-runtime';\nconst __html = ${JSON.stringify(args.pluginData)};\nexport default function GeneratedImport() {\n  return jsx('div', { className: 'generated-import', dangerouslySetInnerHTML: { __html } });\n}\n`,
        loader: 'js',
      }));
    },
  };
}

/** Pages come compiled; other `.mdx` and `.md` files a page imports are compiled on the way. */
function mdxLoaderPlugin(input: BundleInput): Plugin {
  return {
    name: 'docgen-mdx-loader',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const resolveDir = path.dirname(args.path);
        const page = input.pages.get(args.path);
        if (page !== undefined) return { contents: page, loader: 'js', resolveDir };
        try {
          return { contents: await input.compileImported(args.path, await readFile(args.path, 'utf8')), loader: 'js', resolveDir };
        } catch (error) {
          // Carried through esbuild to bundleError, which throws it as it is.
          return { errors: [{ text: (error as Error).message, detail: error }] };
        }
      });
    },
  };
}

/** esbuild's failure as the catalogue's error: a missing import at the page's own line. */
function bundleError(error: unknown, input: BundleInput): unknown {
  const messages = (error as Partial<BuildFailure>).errors;
  if (!messages?.length) return error;
  const first = messages[0]!;
  if (isDocgenError(first.detail)) return first.detail;
  const location = locate(first, input);
  const unresolved = /^Could not resolve "([^"]+)"/.exec(first.text);
  if (unresolved && /^@(theme|docusaurus)\//.test(unresolved[1]!)) {
    const provided = Object.keys(docusaurusModules).map((name) => `@${name}`);
    return errors.mdxImportUnresolved(
      location,
      `"${unresolved[1]}" is a module of Docusaurus that docgen does not provide (it provides ${provided.join(', ')})`,
    );
  }
  if (unresolved) return errors.mdxImportUnresolved(location, `Could not resolve the import "${unresolved[1]}"`);
  return errors.mdxBundleFailed(location, first.text.replace(/\.$/, ''));
}

function locate(message: Message, input: BundleInput): { file?: string; line?: number; column?: number } {
  if (!message.location) return {};
  const file = path.resolve(input.siteRoot, message.location.file);
  const page = input.sourceOf(file);
  if (!page) return { file, line: message.location.line, column: message.location.column + 1 };
  // A page's code is MDX's output: find the import in the page as written.
  const specifier =
    /^Could not resolve "([^"]+)"/.exec(message.text)?.[1] ?? /(?:from|import)\s*["']([^"']+)["']/.exec(message.location.lineText)?.[1];
  const lines = page.body.split('\n');
  const importsIt = (line: string) =>
    /^\s*(import|export)\b/.test(line) && (line.includes(`'${specifier}'`) || line.includes(`"${specifier}"`));
  const index = specifier === undefined ? -1 : lines.findIndex(importsIt);
  if (index === -1) return { file };
  return { file, line: index + 1 + page.lineOffset, column: lines[index]!.search(/['"]/) + 1 };
}
