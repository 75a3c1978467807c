import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from './paths.js';

/** What one run of the CLI did. */
export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the compiled `docgen` CLI (`bin/docgen.js`) as a user would, in `cwd`, and
 * resolves when it exits. A run that outlives `timeoutMs` is killed and the test fails.
 */
export function runDocgen(
  args: string[],
  options: { cwd: string; timeoutMs?: number; env?: NodeJS.ProcessEnv; uid?: number; gid?: number },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], {
      cwd: options.cwd,
      // As another user (uid, gid): root reads every file, so unreadable files need one.
      ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid ?? options.uid }),
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`docgen ${args.join(' ')} did not finish within ${options.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * Runs the CLI's `main` inside this test process, with the arguments, folder and
 * environment a user's run would have, and captures what it prints: the same commands,
 * error catalogue and formatter as `bin/docgen.js`, without a Node start per case. For exit
 * codes, signals, hangs and the process boundary, use `runDocgen`.
 */
export async function runCli(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliRun> {
  const [{ main }, { configureTerminal }] = await Promise.all([import('../../src/cli/main.js'), import('../../src/report/terminal.js')]);
  const saved = { cwd: process.cwd(), env: { ...process.env }, stdout: process.stdout.write, stderr: process.stderr.write };
  const output = { stdout: '', stderr: '' };
  const capture = (stream: 'stdout' | 'stderr') =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      output[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      const callback = rest.find((arg): arg is () => void => typeof arg === 'function');
      callback?.();
      return true;
    }) as typeof process.stdout.write;
  process.chdir(options.cwd);
  Object.assign(process.env, { NO_COLOR: '1', ...options.env });
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  configureTerminal({});
  try {
    const code = await main(['node', 'docgen', ...args], { ownProcess: false });
    return { code, signal: null, ...output };
  } finally {
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    process.chdir(saved.cwd);
    for (const key of Object.keys(process.env)) if (!(key in saved.env)) delete process.env[key];
    Object.assign(process.env, saved.env);
    configureTerminal({});
  }
}

/**
 * Every entry below `dir` (files by content hash, folders, symlinks by target), so that
 * a test can assert that a failed run changed nothing at all. Relative paths as keys.
 */
export function snapshotTree(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, absolute);
    if (relative.split(path.sep).includes('node_modules')) continue;
    const stat = lstatSync(absolute);
    if (stat.isSymbolicLink()) tree[relative] = `symlink -> ${readlinkSync(absolute)}`;
    else if (stat.isDirectory()) tree[relative] = 'folder';
    else tree[relative] = createHash('sha256').update(readFileSync(absolute)).digest('hex');
  }
  return tree;
}

/**
 * The tree without docgen's build cache (`.docgen/`): a successful build may add its cache
 * to the site folder (documented and git-ignored); a failed one adds nothing at all.
 */
export function withoutBuildCache(tree: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).filter(([file]) => file !== '.docgen' && !file.startsWith(`.docgen${path.sep}`)));
}

/** A line of a Node stack trace (`    at fn (file:1:2)`): never shown for a user's mistake. */
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

/**
 * Asserts that a run failed the way a user mistake must: exit code 1, a message on
 * stderr that names `where` (a file, and a line or pointer when given), and no stack trace.
 */
export function expectUserError(run: CliRun, where: { file: string; line?: number; pointer?: string; code?: string }): void {
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.code, `exit code; output:\n${output}`).toBe(1);
  expect(run.stderr, 'the message names the file').toContain(where.file);
  if (where.line !== undefined)
    expect(run.stderr, 'the message names the line').toMatch(new RegExp(`${escapeRegExp(where.file)}:${where.line}\\b`));
  if (where.pointer !== undefined) expect(run.stderr, 'the message names the JSON pointer').toContain(where.pointer);
  if (where.code !== undefined) expect(run.stderr, 'the error code').toContain(`error ${where.code}`);
  expect(output, 'no stack trace for a user mistake').not.toMatch(STACK_LINE);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
