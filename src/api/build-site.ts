import type { Diagnostic, OutputFile, OutputFiles } from '../core/output.js';
import { reporterFor, type SiteOptions } from './site-options.js';

/** Options of `buildSite()`: the site and what part of it, as for `build()`, without an output folder. */
export type BuildSiteOptions = Omit<SiteOptions, 'out'> & {
  /** Reject (DG200) on the problems a build tolerates by default, as `docgen build --strict` does. */
  strict?: boolean;
};

/** One page of a site built in memory: its HTML is `files.get(outPath)`. */
export interface BuiltPage {
  /** Its address below the base URL: `/guides/intro`. */
  path: string;
  /** Its file among `files`: `guides/intro.html`. */
  outPath: string;
  title: string;
  /** The page source that made it: `docs`, `api`, `site`, a plugin's family, then `:<variant key>` for another version or locale. */
  source: string;
  /** What kind of page it is, in its source's own terms (`doc`, `operation`...). */
  kind: string;
  /** The docs version it belongs to, and its locale, when the site has several. */
  version?: string;
  locale?: string;
}

/** What `buildSite()` built: every page, and every file `docgen build` would write, in memory. */
export interface BuildSiteResult {
  /** Every page of the site, in route order (docs, the site's own pages, the API reference, then the plugins'). */
  pages: BuiltPage[];
  /** Every output file by its path relative to the output folder (`index.html`, `sitemap.xml`, `assets/…`): text or bytes. */
  files: Map<string, string | Uint8Array>;
  /** Every warning of the build, with its file and line or JSON pointer. */
  warnings: Diagnostic[];
  /** The base URL the pages were built for. */
  baseUrl: string;
  milliseconds: number;
}

/**
 * Builds a site in memory: the same pages and files as `docgen build` (the same checks
 * too: broken links reject), returned instead of written. Nothing is written at all (no
 * output folder, no build cache), so two calls on one site may run side by side. A
 * problem with the site rejects with a `DocgenError` (its `code`, `location` and `hint`
 * say what and where).
 *
 * @example
 * const site = await buildSite({ root: 'website' });
 * for (const page of site.pages) console.log(page.path, (site.files.get(page.outPath) as string).length);
 */
export async function buildSite(options: BuildSiteOptions = {}): Promise<BuildSiteResult> {
  // Loaded on call: a configuration importing defineConfig from this module stays light.
  const [{ default: path }, { loadConfig }, { withBaseUrl }, pipeline, { strictFailure }, { variantOptions }] = await Promise.all([
    import('node:path'),
    import('../config/load.js'),
    import('../config/base-url.js'),
    import('../pipeline/build-site.js'),
    import('../pipeline/strict.js'),
    import('../commands/build.js'),
  ]);
  const started = performance.now();
  const reporter = reporterFor(options);
  const config = withBaseUrl(await loadConfig(path.resolve(options.root ?? '.')), options.baseUrl);
  const result = await pipeline.buildSite(config, {
    onStage: (stage) => reporter.stage(stage.name, stage.milliseconds, stage.ok),
    variants: variantOptions({ versions: options.versions?.join(','), locale: options.locale }),
    strict: options.strict,
  });
  for (const diagnostic of result.diagnostics) reporter.warn(diagnostic);
  const strict = options.strict ? strictFailure(result.diagnostics) : undefined;
  if (strict) throw strict;
  return {
    pages: result.routes.map(({ path, outPath, title, source, kind, version, locale }) => ({
      path,
      outPath,
      title,
      source,
      kind,
      ...(version === undefined ? {} : { version }),
      ...(locale === undefined ? {} : { locale }),
    })),
    files: await inMemory(result.files),
    warnings: result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning'),
    baseUrl: config.baseUrl,
    milliseconds: performance.now() - started,
  };
}

/** The build's files as their contents: a file copied as it is (static/) read, a file written in parts joined. */
async function inMemory(files: OutputFiles): Promise<Map<string, string | Uint8Array>> {
  const { readFile } = await import('node:fs/promises');
  const contents = new Map<string, string | Uint8Array>();
  const textOf = (file: OutputFile | undefined): string => (typeof file === 'string' ? file : '');
  for (const [outPath, file] of files) {
    if (typeof file === 'string' || file instanceof Uint8Array) contents.set(outPath, file);
    else if ('copyFrom' in file) contents.set(outPath, new Uint8Array(await readFile(file.copyFrom)));
    else contents.set(outPath, file.parts.map((part) => (typeof part === 'string' ? part : textOf(files.get(part.written)))).join(''));
  }
  return contents;
}
