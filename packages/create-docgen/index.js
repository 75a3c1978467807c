#!/usr/bin/env node
// `npm create docgen@latest my-docs -- --template guides` runs this file: it hands its
// arguments to `docgen init` of the docgen-cli package installed with it, so the new
// site depends on that same docgen.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifestFile = require.resolve('docgen-cli/package.json');
const { bin } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const docgen = path.join(path.dirname(manifestFile), typeof bin === 'string' ? bin : bin.docgen);

const run = spawnSync(process.execPath, [docgen, 'init', ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.error) {
  console.error(`create-docgen: could not run docgen (${run.error.message}).`);
  process.exitCode = 1;
} else {
  process.exitCode = run.status ?? 1;
}
