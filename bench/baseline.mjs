// A compiled docgen engine at another git revision, for before/after numbers measured in
// one interleaved run (`npm run bench -- --baseline <rev>`). The revision is exported with
// `git archive` into the git-ignored .cache/ (the repository itself is not touched), its
// dependencies installed with `npm ci` (or shared when its lockfile is the same as ours).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** Prepares `rev` and returns the folder of its compiled engine (its dist/). */
export function prepareBaseline(repo, rev) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: repo, encoding: 'utf8' }).trim();
  const dir = path.join(repo, '.cache', 'bench-baseline', sha.slice(0, 12));
  const dist = path.join(dir, 'dist');
  if (existsSync(path.join(dist, 'cli.js'))) return { sha, dist };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Preparing the baseline ${sha.slice(0, 12)} in ${path.relative(repo, dir)}...`);
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: repo, stdio: 'inherit' });
  const sameLock = readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync(path.join(repo, 'package-lock.json'), 'utf8');
  if (sameLock) symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  else execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  execFileSync('node', ['scripts/compile.mjs'], { cwd: dir, stdio: 'inherit' });
  return { sha, dist };
}
