// One cold `docgen build` in a fresh process, as the API benchmarks (large.mjs, octokit.mjs) run it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds `root` into `out` with bench/measure-build.mjs (production React, as bin/docgen.js)
 * without the build cache, so every run is cold; returns its sample (`milliseconds`,
 * `cpuMs`, `maxRssMb`) or throws with the end of the build's output. `extra`: more options
 * of `docgen build` (`--workers 1`). `engine`: another compiled engine's folder (a baseline's
 * dist/); `cold: false` leaves out `--no-cache`, for an engine older than the flag.
 */
export function measureColdBuild(root, out, label, extra = [], { engine, cold = true } = {}) {
  const child = spawnSync(
    process.execPath,
    [path.join(repo, 'bench/measure-build.mjs'), '--root', root, '--out', out, ...(cold ? ['--no-cache'] : []), ...extra],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', ...(engine ? { DOCGEN_ENGINE: engine } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const sample = JSON.parse(child.stdout.trim().split('\n').pop() || '{}');
  if (child.status !== 0 || sample.code !== 0)
    throw new Error(`${label}: the build failed (exit ${child.status})\n${child.stdout.slice(-2000)}\n${child.stderr.slice(-2000)}`);
  return sample;
}
