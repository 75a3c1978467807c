#!/usr/bin/env node
// Thin launcher: the engine is compiled to dist/ (`npm run compile`; published packages ship it).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('docgen: the engine is not compiled yet (dist/cli.js is missing).\nRun `npm run compile` in the docgen folder first.');
  process.exit(1);
}
// Server rendering with React's production build: several times faster than development.
process.env.NODE_ENV ??= 'production';
const { main } = await import(entry.href);
process.exitCode = await main(process.argv);
