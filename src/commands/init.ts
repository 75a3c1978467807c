import { spawn } from 'node:child_process';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { docgenDependencySpec } from '../init/dependency-spec.js';
import { readEngineInstall, realPathOfNew } from '../init/engine-install.js';
import { packageNameFromFolder, titleFromFolder } from '../init/placeholders.js';
import { starterFiles, type Template } from '../init/starter-files.js';
import { assertSiteCanBeWritten, writeSite } from '../init/write-site.js';
import { createReporter, green, type Reporter } from '../report/reporter.js';

export interface InitOptions {
  title?: string;
  url: string;
  template: Template;
  force?: boolean;
  /** false with --no-install. */
  install: boolean;
}

/**
 * Writes a working site into `dir` (nothing at all when the folder cannot take it), runs
 * npm install there unless told not to, and prints the commands to run next.
 */
export async function runInit(dirArgument: string, options: InitOptions, reporter: Reporter = createReporter()): Promise<void> {
  const dir = path.resolve(dirArgument);
  const files = starterFiles(options.template);
  assertSiteCanBeWritten(
    dir,
    files.map((file) => file.target),
    options.force ?? false,
  );
  const title = options.title ?? titleFromFolder(dir);
  const docgenSpec = docgenDependencySpec(readEngineInstall(), realPathOfNew(dir));
  await writeSite(dir, files, { title, url: options.url, packageName: packageNameFromFolder(dir), docgenSpec });
  reporter.info(green(`Created "${title}" in ${dir} (template ${options.template}, ${files.length} files, docgen-cli ${docgenSpec}).`));
  if (options.install) {
    reporter.info('Running npm install...');
    await npmInstall(dir);
  }
  reporter.info(
    `\nNext:\n${nextCommands(dir, options.install)
      .map((command) => `  ${command}`)
      .join('\n')}`,
  );
}

/** Runs `npm install` in `dir`, its output on the terminal; a failure keeps the files. */
function npmInstall(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // npm is a .cmd script on Windows, which only a shell runs. docgen-cli is a dev
    // dependency of the site: included even under NODE_ENV=production (which bin/docgen.js
    // sets for React's sake, and which would make npm skip it).
    const child = spawn('npm', ['install', '--include=dev'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      shell: process.platform === 'win32',
    });
    child.on('error', (error) => reject(errors.initInstallFailed({ file: dir }, dir, `npm could not be started (${error.message})`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(errors.initInstallFailed({ file: dir }, dir, signal ? `npm was stopped by ${signal}` : `npm exited with code ${code}`));
    });
  });
}

/** `cd` into the site (when it is elsewhere), install if skipped, start. */
export function nextCommands(dir: string, installed: boolean, cwd: string = process.cwd()): string[] {
  const relative = path.relative(cwd, dir);
  const where = relative.startsWith('..') ? dir : relative;
  return [...(where ? [`cd ${shellQuoted(where)}`] : []), ...(installed ? [] : ['npm install']), 'npm start'];
}

function shellQuoted(text: string): string {
  return /^[\w@%+=:,./\\-]+$/.test(text) ? text : JSON.stringify(text);
}
