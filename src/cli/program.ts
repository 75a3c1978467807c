import { Command, InvalidArgumentError, Option } from 'commander';
import { BASE_URL_OPTION_HELP, parseBaseUrlOption } from './base-url-option.js';
import { parseWorkersOption, WORKERS_OPTION_HELP } from './workers-option.js';
import { VERSION } from '../version.js';
import { BUILD_OUTPUT } from '../dev/dev-output.js';
import { TEMPLATES } from '../init/starter-files.js';
import type { InitOptions } from '../commands/init.js';

/** The flags every command takes (see `withGlobalFlags`). */
export interface GlobalOptions {
  root: string;
  out: string;
  quiet?: boolean;
  verbose?: boolean;
  /** False with --no-color. */
  color: boolean;
}

export interface VariantFlags {
  versions?: string;
  locale?: string;
  /** --base-url: another base URL for this build (a preview path). */
  baseUrl?: string;
}

export type BuildFlags = GlobalOptions & VariantFlags & { strict?: boolean; cache?: boolean; workers?: number };
export type ServeFlags = GlobalOptions & VariantFlags & { port: number; host: string; watch?: boolean };
/** `build: false` with --no-build: check the output folder as the last build left it. */
export type CheckFlags = GlobalOptions & VariantFlags & { external?: boolean; format: 'text' | 'json'; build: boolean };
export type InitFlags = InitOptions & { root: string };

/** What each command does: main.ts passes the real commands, the manual's reference generator none. */
export interface CommandActions {
  build(options: BuildFlags): Promise<void>;
  serve(options: ServeFlags, command: Command): Promise<void>;
  check(options: CheckFlags): Promise<void>;
  version(name: string, options: GlobalOptions): Promise<void>;
  init(dir: string, options: InitFlags): Promise<void>;
}

const DEFAULT_SITE_URL = 'https://example.com';

/**
 * Adds the flags every command shares. A new command is one line:
 * `withGlobalFlags(program.command('init [dir]').description('...'))`; main() applies
 * --quiet, --verbose and --no-color before its action runs.
 */
export function withGlobalFlags(command: Command, outHelp = 'output folder, relative to the root'): Command {
  return command
    .option('--root <dir>', 'the site folder (holds site.config.ts, docs/, specs/, static/)', '.')
    .option('--out <dir>', outHelp, BUILD_OUTPUT)
    .addOption(new Option('-q, --quiet', 'print only warnings and errors'))
    .addOption(
      new Option('--verbose', 'print more: each cause of an error with its stack, build paths and files, every link checked').conflicts(
        'quiet',
      ),
    )
    .option('--no-color', 'no colours (also when NO_COLOR is set, in CI, or when stderr is not a terminal)');
}

/**
 * The command line: every command, argument and flag with its help text. The one
 * definition the CLI parses with and the manual's CLI reference is generated from
 * (src/cli/manual/cli-reference.ts). `configure` sets the program's output and exit
 * behaviour before the commands are added, which copy it.
 */
export function defineProgram(actions: CommandActions, configure: (program: Command) => void = () => {}): Command {
  const program = new Command()
    .name('docgen')
    .description('Build documentation sites from markdown guides and OpenAPI documents.')
    .version(VERSION, '-v, --version');
  // Before the commands: each command copies its parent's output and exit settings when it is made.
  configure(program);

  /** build, serve and check also build part of a versioned or translated site. */
  const siteCommand = (name: string, description: string, outHelp?: string) =>
    withGlobalFlags(program.command(name).description(description), outHelp)
      .option('--versions <names>', 'build only these docs versions, comma-separated (e.g. current,1.x)')
      .option('--locale <code>', 'build only this locale (and the default one)')
      .option('--base-url <path>', BASE_URL_OPTION_HELP, parseBaseUrlOption);

  siteCommand('build', 'build the site into a static folder')
    .option('--strict', 'fail on the problems a build tolerates by default (an API document that breaks OpenAPI rules)')
    .option('--no-cache', 'neither read nor write the cache of rendered markdown in .docgen/cache')
    .option('--workers <count>', WORKERS_OPTION_HELP, parseWorkersOption)
    .action((options: BuildFlags) => actions.build(options));

  siteCommand(
    'serve',
    'serve the built site; with --watch, build a development site into .docgen/serve and rebuild it on every change',
    'output folder, relative to the root (with --watch: ".docgen/serve")',
  )
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('-w, --watch', 'build first, then rebuild on every change and reload open pages')
    .action((options: ServeFlags, command: Command) => actions.serve(options, command));

  siteCommand('check', 'build the site strictly and check every link and anchor with linkinator')
    .option('--external', 'also check links to other sites (needs network)')
    .option(
      '--no-build',
      'check the output folder as the last docgen build left it, without building again (build with the same --base-url, and --strict, first)',
    )
    .addOption(new Option('--format <format>', 'text for people, json (on stdout) for scripts').choices(['text', 'json']).default('text'))
    .action((options: CheckFlags) => actions.check(options));

  withGlobalFlags(program.command('version'))
    .description('snapshot the current docs and OpenAPI documents (and their translations) as a new version')
    .argument('<name>', 'the version name, such as 1.x or 2.0')
    .action((name: string, options: GlobalOptions) => actions.version(name, options));

  withGlobalFlags(program.command('init'))
    .description('create a new site (configuration, home page, guides, CI workflow), then run npm install')
    .argument('[dir]', 'the folder of the new site, created if missing (relative to --root)', '.')
    .option('--title <text>', 'the site title (default: from the folder name)', parseTitle)
    .option('--url <url>', 'where the site will be published', parseSiteUrl, DEFAULT_SITE_URL)
    .addOption(
      new Option('--template <name>', 'api: guides and an example OpenAPI reference; guides: guides only')
        .choices(TEMPLATES)
        .default('api'),
    )
    .option('--force', 'write into a folder that is not empty (an existing file is never overwritten)')
    .option('--no-install', 'skip npm install')
    .action((dir: string, options: InitFlags) => actions.init(dir, options));

  return program;
}

function parsePort(value: string): number {
  // Digits only: Number() would also take "1e3", "0x50" and " 80 ".
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

function parseTitle(value: string): string {
  const title = value.trim();
  if (!title) throw new InvalidArgumentError('expected a non-empty title.');
  return title;
}

function parseSiteUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new InvalidArgumentError('expected an absolute http(s) URL such as https://docs.example.com.');
  return value;
}
