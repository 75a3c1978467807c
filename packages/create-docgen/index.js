#!/usr/bin/env node
// `npm create docgen@latest my-docs -- --template guides` runs this file: it hands its
// arguments to `docgen init` of the docgen-cli package installed with it, so the new
// site depends on that same docgen. Run from a checkout of docgen's repository
// (`npm run create -- my-docs` there), it uses that checkout's engine instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** docgen-cli's package.json: the one installed with this package, else the checkout this file is part of. */
function docgenManifest() {
  try {
    return require.resolve('docgen-cli/package.json');
  } catch (error) {
    const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
    if (existsSync(checkout) && JSON.parse(readFileSync(checkout, 'utf8')).name === 'docgen-cli') return checkout;
    throw error;
  }
}

const manifestFile = docgenManifest();
const { bin } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const docgen = path.join(path.dirname(manifestFile), typeof bin === 'string' ? bin : bin.docgen);

// `npm run create` of docgen's repository runs in the repository's folder: the site goes
// where npm was started (INIT_CWD), as with `npm create`.
const fromCheckoutScript = process.env.npm_lifecycle_event === 'create' && process.env.npm_package_name === 'docgen-cli';
const cwd = fromCheckoutScript && process.env.INIT_CWD ? process.env.INIT_CWD : process.cwd();
const run = spawnSync(process.execPath, [docgen, 'init', ...process.argv.slice(2)], { stdio: 'inherit', cwd });
if (run.error) {
  console.error(`create-docgen: could not run docgen (${run.error.message}).`);
  process.exitCode = 1;
} else {
  process.exitCode = run.status ?? 1;
}
