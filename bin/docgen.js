#!/usr/bin/env node
// Thin launcher: the engine is compiled to dist/ (`npm run compile`; published packages ship it).
import { existsSync, readFileSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // Answered from package.json without loading the engine: as cheap as Node's own start-up.
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`${version}\n`);
} else {
  const entry = new URL('../dist/cli.js', import.meta.url);
  if (!existsSync(fileURLToPath(entry))) {
    console.error('docgen: the engine is not compiled yet (dist/cli.js is missing).\nRun `npm run compile` in the docgen folder first.');
    process.exit(1);
  }
  // Node 22.1 and later keep V8's compiled code of the engine between runs (in the system's
  // temporary folder): a quarter less CPU for a small build. Node 20 has no such cache.
  module.enableCompileCache?.();
  // Server rendering with React's production build: several times faster than development.
  process.env.NODE_ENV ??= 'production';
  const { main } = await import(entry.href);
  process.exitCode = await main(process.argv);
}
