import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { formatDocgenError, isDocgenError } from '../errors/docgen-error.js';
import { runBuild } from '../commands/build.js';
import { exitCodes } from '../commands/exit-codes.js';
import { registerInit } from './init-command.js';
import { createReporter } from '../report/reporter.js';
import { configureTerminal, terminal, tolerateClosedOutput, write } from '../report/terminal.js';
import { BASE_URL_OPTION_HELP, parseBaseUrlOption } from './base-url-option.js';
import { VERSION } from '../version.js';
import { parseWorkersOption, WORKERS_OPTION_HELP } from './workers-option.js';
import { limitHeapGrowth } from './heap-growth.js';
import { BUILD_OUTPUT } from '../dev/dev-output.js';

/** The flags every command takes (see `withGlobalFlags`). */
export interface GlobalOptions {
  root: string;
  out: string;
  quiet?: boolean;
  verbose?: boolean;
  /** False with --no-color. */
  color: boolean;
}

interface VariantFlags {
  versions?: string;
  locale?: string;
  /** --base-url: another base URL for this build (a preview path). */
  baseUrl?: string;
}

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
 * Entry of the CLI. The only place that turns errors into exit codes (see exit-codes.ts):
 * user mistakes (DocgenError) print a clear message, command-line mistakes the usage, and
 * anything else is a docgen bug printed with its stack. `ownProcess: false` (docgen's
 * tests, which run the CLI inside their own process) leaves V8's settings alone.
 */
export async function main(argv: string[], { ownProcess = true }: { ownProcess?: boolean } = {}): Promise<number> {
  tolerateClosedOutput();
  if (ownProcess) limitHeapGrowth();
  const program = new Command()
    .name('docgen')
    .description('Build documentation sites from markdown guides and OpenAPI documents.')
    .version(VERSION, '-v, --version')
    .showHelpAfterError()
    .configureOutput({ writeOut: (text) => write(process.stdout, text), writeErr: (text) => write(process.stderr, text) })
    .exitOverride()
    .hook('preAction', (_program, command) => configureTerminal(command.opts<GlobalOptions>()));

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
    .action(async (options: GlobalOptions & VariantFlags & { strict?: boolean; cache?: boolean; workers?: number }) => {
      await runBuild(options);
    });

  siteCommand(
    'serve',
    'serve the built site; with --watch, build a development site into .docgen/serve and rebuild it on every change',
    'output folder, relative to the root (with --watch: ".docgen/serve")',
  )
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('-w, --watch', 'build first, then rebuild on every change and reload open pages')
    .action(async (options: GlobalOptions & VariantFlags & { port: number; host: string; watch?: boolean }, command: Command) => {
      const { runServe } = await import('../dev/serve.js');
      // Without --out, serve --watch builds into a folder of its own (see dev-output.ts).
      const out = command.getOptionValueSource('out') === 'default' ? undefined : options.out;
      await runServe({ ...options, out });
    });

  siteCommand('check', 'build the site and check every link and anchor with linkinator')
    .option('--external', 'also check links to other sites (needs network)')
    .addOption(new Option('--format <format>', 'text for people, json (on stdout) for scripts').choices(['text', 'json']).default('text'))
    .action(async (options: GlobalOptions & VariantFlags & { external?: boolean; format: 'text' | 'json' }) => {
      const { runCheck } = await import('../commands/check.js');
      await runCheck(options);
    });

  withGlobalFlags(program.command('version'))
    .description('snapshot the current docs and OpenAPI documents (and their translations) as a new version')
    .argument('<name>', 'the version name, such as 1.x or 2.0')
    .action(async (name: string, options: GlobalOptions) => {
      const { runVersion } = await import('../commands/version.js');
      await runVersion({ root: options.root, name });
    });

  registerInit(withGlobalFlags(program.command('init')));

  try {
    await program.parseAsync(argv);
    return exitCodes.success;
  } catch (error) {
    return exitCodeOf(error);
  }
}

/** Prints what went wrong (commander has already printed its usage errors) and says how the run ends. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode === 0 ? exitCodes.success : exitCodes.usage;
  const reporter = createReporter({ quiet: false });
  if (isDocgenError(error)) {
    reporter.error(formatDocgenError(error));
    if (terminal.verbose) for (const stack of causeStacks(error)) reporter.detail(stack);
    return exitCodes.siteProblem;
  }
  reporter.error(
    `docgen crashed. This is a bug in docgen, not in your site; please report it with the output below.\n${(error as Error)?.stack ?? String(error)}`,
  );
  return exitCodes.bug;
}

/** The stack of each cause of an error (where a config, a plugin or the file system failed), for --verbose. */
export function causeStacks(error: Error): string[] {
  const stacks: string[] = [];
  const seen = new Set<unknown>([error]);
  let cause = error.cause;
  while (cause instanceof Error && !seen.has(cause)) {
    seen.add(cause);
    stacks.push(`cause: ${cause.stack ?? cause.message}`);
    cause = cause.cause;
  }
  return stacks;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}
