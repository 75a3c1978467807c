// Writes the manual's generated reference pages (manual/docs/reference/: configuration,
// CLI, errors, messages) from the code they describe (src/cli/manual/references.ts).
// With --check it writes nothing and exits 1 when a committed page differs from what
// the code gives: `npm run manual` runs it so, before building the manual, and so does
// a test. Standalone: it bundles the sources with esbuild, no compiled dist/ needed.
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');

const bundled = await build({
  entryPoints: [path.join(repo, 'src/cli/manual/references.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'warning',
  // Bundled CommonJS packages (commander) call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// Loaded from a file (modules of the engine read their own file URL), then removed.
const scratch = mkdtempSync(path.join(tmpdir(), 'docgen-manual-references-'));
const bundle = path.join(scratch, 'references.mjs');
writeFileSync(bundle, bundled.outputFiles[0].text);
const { manualReferences, REFERENCE_DIR } = await import(pathToFileURL(bundle).href).finally(() =>
  rmSync(scratch, { recursive: true, force: true }),
);

const dir = path.join(repo, REFERENCE_DIR);
const pages = manualReferences();
const stale = [];
for (const [name, text] of Object.entries(pages)) {
  const file = path.join(dir, name);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  stale.push(`${REFERENCE_DIR}/${name}`);
  if (!check) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, text);
  }
}
// A page the generator no longer makes would linger in the manual.
const extra = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md') && !(name in pages) && name !== 'index.md') : [];
if (check) {
  if (stale.length || extra.length) {
    for (const file of stale) console.error(`out of date: ${file}`);
    for (const name of extra) console.error(`not generated: ${REFERENCE_DIR}/${name}`);
    console.error("The manual's references differ from the code they describe: run `npm run manual:references` and commit the pages.");
    process.exit(1);
  }
  console.log(`manual references up to date (${Object.keys(pages).length} pages)`);
} else {
  console.log(stale.length ? `written: ${stale.join(', ')}` : 'manual references already up to date');
}
