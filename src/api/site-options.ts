import { noProgressBar } from '../report/progress.js';
import { createReporter, type Reporter } from '../report/reporter.js';
import { BUILD_OUTPUT } from '../dev/dev-output.js';

/** What every function of the API takes: the site, its output, and what part of it. */
export interface SiteOptions {
  /** The site folder (holds the configuration, docs/, specs/, static/). Default: the current folder. */
  root?: string;
  /** The output folder, relative to `root`. Default: `build`. */
  out?: string;
  /** Only these docs versions (`['current', '1.x']`); the one served at the root paths must be among them. */
  versions?: string[];
  /** Only this locale besides the default one. */
  locale?: string;
  /** Another base URL than the config's for this run (a preview path such as `/preview/pr-42/`). */
  baseUrl?: string;
  /** Print stages, warnings and the summary to stderr as the CLI does. Default: false (silent; warnings are in the result). */
  log?: boolean;
}

const silent: Reporter = { stage() {}, info() {}, detail() {}, warn() {}, error() {}, progress: () => noProgressBar };

/** The commands' own options for the API's: the CLI's defaults, versions as `a,b`. */
export function commandOptions(options: SiteOptions) {
  return {
    root: options.root ?? '.',
    out: options.out ?? BUILD_OUTPUT,
    versions: options.versions?.join(','),
    locale: options.locale,
    baseUrl: options.baseUrl,
  };
}

/** The CLI's reporter when the caller asks for output, else one that prints nothing. */
export function reporterFor(options: SiteOptions): Reporter {
  return options.log ? createReporter() : silent;
}
