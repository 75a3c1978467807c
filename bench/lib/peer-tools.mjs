// What every peer comparison needs alike: GNU time around each build (CPU of the process
// tree, peak memory) and npm peers installed on demand into the git-ignored .cache/peers/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const GNU_TIME = '/usr/bin/time';

/** Exits with a hint when GNU time is missing: it measures every tool alike. */
export function requireGnuTime(command) {
  if (spawnSync(GNU_TIME, ['--version'], { encoding: 'utf8' }).error) {
    console.error(`${command}: ${GNU_TIME} was not found; install GNU time (Debian: apt-get install time): it measures every tool alike.`);
    process.exit(1);
  }
}

/**
 * Runs `command` under GNU time: wall and CPU seconds (user + system of the process and the
 * children it waited for) and peak memory in MB (the largest resident set of one process).
 */
export function timed(label, command, commandArgs, { cwd, env } = {}) {
  const child = spawnSync(GNU_TIME, ['-f', 'BENCH_TIME %e %U %S %M', command, ...commandArgs], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const line = /BENCH_TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(child.stderr);
  if (child.status !== 0 || !line)
    throw new Error(`${label} failed (exit ${child.status})\n${child.stderr.slice(-3000)}\n${child.stdout.slice(-2000)}`);
  return { wall: Number(line[1]), cpu: Number(line[2]) + Number(line[3]), peak: Number(line[4]) / 1024 };
}

/** Pinned so that numbers stay comparable between runs (Astro 7 needs Node >= 22.23.4: npm's `node` 24). */
export const NPM_PEERS = {
  vitepress: ['vitepress@1.6.4'],
  starlight: ['@astrojs/starlight@0.42.9', 'astro@7.4.8', 'node@24'],
  redocly: ['@redocly/cli@2.77.0'],
};

/**
 * Installs an npm peer into <repo>/.cache/peers/<name> (once: a marker names what was
 * installed, so a changed pin installs again) and returns that folder.
 */
export function installNpmPeer(repo, name) {
  const prefix = path.join(repo, '.cache/peers', name);
  const wanted = NPM_PEERS[name];
  const marker = path.join(prefix, '.installed.json');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === JSON.stringify(wanted)) return prefix;
  console.log(`Installing ${wanted.join(' ')} into .cache/peers/${name} with npm...`);
  mkdirSync(prefix, { recursive: true });
  const child = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', ...wanted], {
    encoding: 'utf8',
  });
  if (child.status !== 0)
    throw new Error(
      `npm install ${wanted.join(' ')} failed: ${(child.stderr || String(child.error)).trim().split('\n').slice(-3).join(' ')}`,
    );
  writeFileSync(marker, JSON.stringify(wanted));
  return prefix;
}
