// Sums the CPU a test run cost, by tier and by file, from the lines that
// test/helpers/cpu-per-file.ts wrote (DOCGEN_TEST_CPU_LOG=<file> npm test).
// Usage: node scripts/test-cpu.mjs <file> [--top 10]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-cpu.mjs <log written with DOCGEN_TEST_CPU_LOG> [--top N]');
  process.exit(2);
}
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 10;
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .map((row) => ({ ...row, chromium: row.chromium ?? 0 }))
  .map((row) => ({ ...row, cpu: row.self + row.children + row.chromium, file: path.relative(process.cwd(), row.file) }));
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const seconds = (value) => `${value.toFixed(1)} s`;

console.log('tier          files  CPU (own + child processes + Chromium)   wall (sum of files)');
for (const project of [...new Set(rows.map((row) => row.project))].sort()) {
  const tier = rows.filter((row) => row.project === project);
  console.log(
    `${project.padEnd(13)} ${String(tier.length).padStart(5)}  ${seconds(sum(tier, 'cpu')).padStart(9)} (${seconds(sum(tier, 'self'))} + ${seconds(sum(tier, 'children'))} + ${seconds(sum(tier, 'chromium'))})`.padEnd(
      62,
    ) + seconds(sum(tier, 'wall')).padStart(10),
  );
}
console.log(`${'all'.padEnd(13)} ${String(rows.length).padStart(5)}  ${seconds(sum(rows, 'cpu')).padStart(9)}`);
console.log(`\nthe ${top} files that cost the most CPU:`);
for (const row of [...rows].sort((a, b) => b.cpu - a.cpu).slice(0, top))
  console.log(`${seconds(row.cpu).padStart(9)} CPU ${seconds(row.wall).padStart(9)} wall  ${row.file}`);
