import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { runInit, type InitOptions } from '../commands/init.js';
import { TEMPLATES } from '../init/starter-files.js';

const DEFAULT_URL = 'https://example.com';

/** `docgen init [dir]`: main.ts hands over the command with the global flags already on it. */
export function registerInit(command: Command): void {
  command
    .description('create a new site (configuration, home page, guides, CI workflow), then run npm install')
    .argument('[dir]', 'the folder of the new site, created if missing (relative to --root)', '.')
    .option('--title <text>', 'the site title (default: from the folder name)', parseTitle)
    .option('--url <url>', 'where the site will be published', parseSiteUrl, DEFAULT_URL)
    .addOption(
      new Option('--template <name>', 'api: guides and an example OpenAPI reference; guides: guides only')
        .choices(TEMPLATES)
        .default('api'),
    )
    .option('--force', 'write into a folder that is not empty (an existing file is never overwritten)')
    .option('--no-install', 'skip npm install')
    .action(async (dir: string, options: InitOptions & { root: string }) => {
      await runInit(path.resolve(options.root, dir), options);
    });
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
