import { build, type Message, type Plugin } from 'esbuild';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeFrame, isDocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { engineFiles } from '../util/engine-root.js';
import { findConfigFile } from './config-file.js';
import { proveConfigFinishes } from './config-probe.js';
import { configPositions, lineOfPath, parseConfigPath } from './config-positions.js';
import { validateConfig, type ResolvedConfig } from './validate.js';
import { checkCodeSampleLanguages } from './cross-checks.js';

/** The package name a site's configuration imports docgen by (`defineConfig`, types). */
const PACKAGE_NAME = 'docgen-cli';

/**
 * Loads the site's configuration (`site.config.ts`, or `.mts`/`.js`/`.mjs`) from `root`:
 * esbuild transpiles it in memory (types erased, local imports bundled), Node imports the
 * result, then the object is validated and frozen. Nothing is written: a site on a
 * read-only folder builds.
 */
export async function loadConfig(root: string, options: { timeoutMs?: number } = {}): Promise<ResolvedConfig> {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw errors.siteFolderMissing({ file: root }, root);
  const file = findConfigFile(root);
  const { config: raw, imports } = await importConfigModule(file, options.timeoutMs ?? configTimeoutMs());
  const source = readFileSync(file, 'utf8');
  const config = validated(raw, { root, file, source });
  // Not in validateConfig: it loads httpsnippet when the site names languages of its own.
  await checkCodeSampleLanguages(config.api.codeSamples.languages, { file, source });
  // Browsers ask for /favicon.ico unless a page names its icon: a site that keeps one in
  // static/ without naming it has it named for it (pages without an icon say so: render/document.ts).
  const favicon = config.favicon || !existsSync(path.join(root, 'static', 'favicon.ico')) ? config.favicon : '/favicon.ico';
  if (favicon === config.favicon && imports.length === 0) return config;
  return Object.freeze({ ...config, favicon, ...(imports.length ? { configImports: Object.freeze(imports) } : {}) });
}

/** How long importing the configuration may take (a top-level await may never settle, a loop never end). */
const configTimeoutMs = () => Number(process.env.DOCGEN_CONFIG_TIMEOUT_MS) || 10_000;

/** The configuration validated; a getter (or Proxy) that throws while it is read is named by its key. */
function validated(raw: unknown, context: { root: string; file: string; source: string }): ResolvedConfig {
  try {
    return validateConfig(raw, context);
  } catch (error) {
    if (isDocgenError(error)) throw error;
    const thrower = throwingKey(raw);
    if (!thrower) throw error;
    const key = parseConfigPath(thrower.key).at(-1);
    // A getter is no `key:` the positions know: find its `get key(` line.
    const getter =
      typeof key === 'string'
        ? context.source.split('\n').findIndex((text) => new RegExp(`^\\s*get\\s+${key.replace(/\$/g, '\\$')}\\s*\\(`).test(text))
        : -1;
    const line = getter >= 0 ? getter + 1 : lineOfPath(configPositions(context.source), parseConfigPath(thrower.key));
    throw errors.configValueThrew({ file: context.file, line }, thrower.key, thrownMessage(thrower.error));
  }
}

/** The first key whose reading (or listing) throws, depth first, as `navbar.items[0].label`. */
function throwingKey(value: unknown, at = '', seen = new Set<unknown>()): { key: string; error: unknown } | undefined {
  if (value === null || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch (error) {
    return { key: at || 'the exported object', error };
  }
  for (const key of keys) {
    const path = Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key;
    let child: unknown;
    try {
      child = (value as Record<string, unknown>)[key];
    } catch (error) {
      return { key: path, error };
    }
    const found = throwingKey(child, path, seen);
    if (found) return found;
  }
  return undefined;
}

/** What was thrown, as text: `throw null` and `throw 'text'` are shown too. */
function thrownMessage(thrown: unknown): string {
  return thrown instanceof Error
    ? thrown.message
    : `${typeof thrown === 'string' ? JSON.stringify(thrown) : String(thrown)} (a value that is not an Error)`;
}

/**
 * Imports the configuration without writing anything: esbuild bundles the file and its
 * local imports in memory, packages stay imports of the site's own node_modules (by
 * absolute file URL, since a `data:` module has no folder to resolve from), and Node
 * imports the bundle from a `data:` URL.
 */
async function importConfigModule(file: string, timeoutMs: number): Promise<{ config: unknown; imports: string[] }> {
  const { code, imports } = await bundleConfig(file);
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  await proveConfigFinishes(url, file, timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(errors.configTimedOut({ file }, file, timeoutMs)), timeoutMs);
  });
  try {
    const mod = (await Promise.race([import(url), timeout])) as { default?: unknown };
    if (mod.default === undefined) throw errors.configLoadFailed({ file, cause: new Error('the file has no default export') }, file);
    return { config: mod.default, imports };
  } catch (error) {
    if (isDocgenError(error)) throw error;
    const cause = error instanceof Error ? error : new Error(`it threw ${thrownMessage(error)}`);
    throw errors.configLoadFailed({ file, cause }, file);
  } finally {
    clearTimeout(timer);
  }
}

/** The configuration as one module, and the site's own files it imports (bundled into it: a plugin's module). */
async function bundleConfig(file: string): Promise<{ code: string; imports: string[] }> {
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      // The bundle runs from a data: URL: keep what the config knows of its own place.
      define: {
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.filename': JSON.stringify(file),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
      },
      plugins: [runningEngine, externalPackagesByUrl],
      metafile: true,
    });
    // Packages stay imports (not inputs); docgen's own helper is bundled only when it runs from its sources.
    const helper = engineFiles.configHelpers().path;
    const imports = Object.keys(result.metafile.inputs)
      .map((input) => path.resolve(input))
      .filter((input) => input !== file && input !== helper && !input.split(path.sep).includes('node_modules'));
    return { code: result.outputFiles[0]!.text, imports };
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    const loc = first?.location;
    const frame = loc ? codeFrame(readFileSync(file, 'utf8'), loc.line, loc.column + 1) : undefined;
    throw errors.configLoadFailed(
      { file, line: loc?.line, column: loc ? loc.column + 1 : undefined, frame, cause: new Error(first?.text ?? String(error)) },
      file,
    );
  }
}

/**
 * The configuration's `docgen-cli` import means the docgen that is running, not whichever
 * copy the site's node_modules holds (or none, for a site inside docgen's own checkout):
 * one engine, one `defineConfig`. Run from its TypeScript sources (the tests), the engine
 * has no compiled entry to import, so the helper is bundled into the config instead.
 */
const runningEngine: Plugin = {
  name: 'docgen-running-engine',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${PACKAGE_NAME}$`) }, () => {
      const helpers = engineFiles.configHelpers();
      return helpers.external ? { path: pathToFileURL(helpers.path).href, external: true } : { path: helpers.path };
    });
  },
};

/** Package imports stay imports, of the file esbuild resolves them to from the config's folder. */
const externalPackagesByUrl: Plugin = {
  name: 'docgen-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      // The nested resolve below comes back here: let esbuild's own resolver answer it.
      if (args.pluginData === 'docgen-resolving') return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'docgen-resolving' });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};
