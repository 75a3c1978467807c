import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '../cache/cache-store.js';
import { hashOf } from '../cache/cache-keys.js';
import { gitLogArguments, parseGitLog, type FileCommit } from './git-log.js';

/** What git knows of a site's files: each one's last change, by path relative to the site root. */
export interface GitHistory {
  files: ReadonlyMap<string, FileCommit>;
  /** A shallow clone: its oldest commit seems to add every file it has, so older dates are unknown. */
  shallow: boolean;
}

/** Why there is no history: outside a repository, no git, no commit yet. */
export interface NoGitHistory {
  problem: string;
}

/** Bumped when what the cache holds changes shape or meaning. */
const CACHE_FORMAT = 'git-history-1';

/**
 * The last change of every file under `paths` (folders relative to the site root), read
 * with one `git log` over the whole history (never one git process per file), and kept in
 * the build cache under the commit checked out (HEAD): a build of the same commit reads
 * it from there and runs `git rev-parse` alone. Uncommitted changes are not in it.
 */
export async function readGitHistory(root: string, paths: readonly string[], cache?: CacheStore): Promise<GitHistory | NoGitHistory> {
  const head = await runGit(root, ['rev-parse', '--show-toplevel', '--is-shallow-repository', 'HEAD']);
  if ('problem' in head) return { problem: head.problem };
  const [topLevel = '', shallowText, commit] = head.output.trim().split('\n');
  const shallow = shallowText === 'true';
  // The site folder inside the repository (git gives the top folder with symlinks resolved).
  const inRepo = path.relative(topLevel, realpathSync(root)).split(path.sep).join('/');
  const key = hashOf(CACHE_FORMAT, topLevel, inRepo, commit ?? '', String(shallow), ...paths);
  const cached = cache?.get(key, isCachedHistory) as CachedHistory | undefined;
  if (cached) return { files: new Map(cached.files), shallow };
  const log = await runGit(root, gitLogArguments(paths));
  if ('problem' in log) return { problem: log.problem };
  const prefix = inRepo ? `${inRepo}/` : '';
  const files = new Map<string, FileCommit>();
  for (const [name, change] of parseGitLog(log.output)) if (name.startsWith(prefix)) files.set(name.slice(prefix.length), change);
  cache?.set(key, { files: [...files] } satisfies CachedHistory);
  return { files, shallow };
}

interface CachedHistory {
  files: [string, FileCommit][];
}

const isCachedHistory = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Array.isArray((value as CachedHistory).files);

/** Runs git in `cwd`; its output, or why it failed in a few words (git's first line of complaint). */
function runGit(cwd: string, args: readonly string[]): Promise<{ output: string } | { problem: string }> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
    } catch (error) {
      resolve({ problem: `git could not be run (${error instanceof Error ? error.message : String(error)})` });
      return;
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        problem: error.code === 'ENOENT' ? 'git is not installed (or not on the PATH)' : `git could not be run (${error.message})`,
      }),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve({ output: Buffer.concat(out).toString('utf8') });
      const said = Buffer.concat(err).toString('utf8').trim().split('\n')[0] ?? '';
      resolve({ problem: said ? `git says: ${said.replace(/^fatal: /, '')}` : `git exited with code ${code}` });
    });
  });
}
