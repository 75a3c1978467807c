import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { formatDocgenError, isDocgenError } from '../errors/docgen-error.js';
import { runBuild } from './commands/build.js';
import { createReporter } from './reporter.js';
import { BASE_URL_OPTION_HELP, parseBaseUrlOption } from './base-url-option.js';
import type { ServeOptions } from './commands/serve.js';
import { VERSION } from '../version.js';

/**
 * Entry of the CLI. The only place that turns errors into exit codes: user mistakes
 * (DocgenError) print a clear message and exit 1; anything else is a docgen bug and
 * prints its stack.
 */
export async function main(argv: string[]): Promise<number> {
  const program = new Command()
    .name('docgen')
    .description('Build documentation sites from markdown guides and OpenAPI documents.')
    .version(VERSION, '-v, --version')
    .showHelpAfterError()
    .exitOverride();

  /** Every command works on a site folder and its output folder. */
  const siteCommand = (name: string, description: string) =>
    program
      .command(name)
      .description(description)
      .option('--root <dir>', 'the site folder (holds site.config.ts, docs/, specs/, static/)', '.')
      .option('--out <dir>', 'output folder, relative to the root', 'build')
      .option('--versions <names>', 'build only these docs versions, comma-separated (e.g. current,1.x)')
      .option('--locale <code>', 'build only this locale (and the default one)')
      .option('--base-url <path>', BASE_URL_OPTION_HELP, parseBaseUrlOption);

  siteCommand('build', 'build the site into a static folder')
    .option('-q, --quiet', 'print only warnings and errors')
    .action(async (options: { root: string; out: string; quiet?: boolean; versions?: string; locale?: string; baseUrl?: string }) => {
      await runBuild(options);
    });

  siteCommand('serve', 'serve the built site; with --watch, rebuild and reload the browser on every change')
    .option('-p, --port <port>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('-w, --watch', 'build first, then rebuild on changes and live-reload')
    .action(async (options: ServeOptions) => {
      const { runServe } = await import('./commands/serve.js');
      await runServe(options);
    });

  siteCommand('check', 'build the site and check every link and anchor with linkinator')
    .option('--external', 'also check links to other sites (needs network)')
    .action(async (options: { root: string; out: string; external?: boolean; versions?: string; locale?: string; baseUrl?: string }) => {
      const { runCheck } = await import('./commands/check.js');
      await runCheck(options);
    });

  program
    .command('version')
    .description('snapshot the current docs and OpenAPI documents (and their translations) as a new version')
    .argument('<name>', 'the version name, such as 1.x or 2.0')
    .option('--root <dir>', 'the site folder (holds site.config.ts, docs/, specs/, static/)', '.')
    .action(async (name: string, options: { root: string }) => {
      const { runVersion } = await import('./commands/version.js');
      await runVersion({ root: options.root, name });
    });

  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (isDocgenError(error)) {
      createReporter().error(formatDocgenError(error));
      return 1;
    }
    createReporter().error(
      `docgen crashed. This is a bug in docgen, not in your site; please report it with the output below.\n${(error as Error)?.stack ?? String(error)}`,
    );
    return 2;
  }
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}
