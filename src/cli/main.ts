import path from 'node:path';
import { CommanderError } from 'commander';
import { formatDocgenError, isDocgenError } from '../errors/docgen-error.js';
import { exitCodes } from '../commands/exit-codes.js';
import { createReporter } from '../report/reporter.js';
import { configureTerminal, terminal, tolerateClosedOutput, write } from '../report/terminal.js';
import { limitHeapGrowth } from './heap-growth.js';
import { defineProgram, type CommandActions, type GlobalOptions } from './program.js';

export { withGlobalFlags, type GlobalOptions } from './program.js';

/** The commands, each loaded when it runs. */
const actions: CommandActions = {
  async build(options) {
    const { runBuild } = await import('../commands/build.js');
    await runBuild(options);
  },
  async serve(options, command) {
    const { runServe } = await import('../dev/serve.js');
    // Without --out, serve --watch builds into a folder of its own (see dev-output.ts).
    const out = command.getOptionValueSource('out') === 'default' ? undefined : options.out;
    await runServe({ ...options, out });
  },
  async check(options) {
    const { runCheck } = await import('../commands/check.js');
    await runCheck(options);
  },
  async version(name, options) {
    const { runVersion } = await import('../commands/version.js');
    await runVersion({ root: options.root, name });
  },
  async init(dir, options) {
    const { runInit } = await import('../commands/init.js');
    await runInit(path.resolve(options.root, dir), options);
  },
};

/**
 * Entry of the CLI. The only place that turns errors into exit codes (see exit-codes.ts):
 * user mistakes (DocgenError) print a clear message, command-line mistakes the usage, and
 * anything else is a docgen bug printed with its stack. `ownProcess: false` (docgen's
 * tests, which run the CLI inside their own process) leaves V8's settings alone.
 */
export async function main(argv: string[], { ownProcess = true }: { ownProcess?: boolean } = {}): Promise<number> {
  tolerateClosedOutput();
  if (ownProcess) limitHeapGrowth();
  const program = defineProgram(actions, (root) =>
    root
      .showHelpAfterError()
      .configureOutput({ writeOut: (text) => write(process.stdout, text), writeErr: (text) => write(process.stderr, text) })
      .exitOverride()
      .hook('preAction', (_program, command) => configureTerminal(command.opts<GlobalOptions>())),
  );

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
