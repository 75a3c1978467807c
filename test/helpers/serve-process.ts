import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths.js';

/** A `docgen serve` process, its address once it serves, and its output so far. */
export interface ServeProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves when the output holds `text` `count` times (a rebuild, a line...); fails after `timeoutMs`. */
  seen(text: string, count?: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Starts `docgen serve ...args` in `cwd` and resolves once it says where it serves. */
export function startServe(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'serve', ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const seen = (text: string, count = 1, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`docgen serve did not print "${text}" ${count} times within ${timeoutMs} ms:\n${output.slice(-3000)}`));
      }, timeoutMs);
      const check = () => {
        if (occurrences(output, text) >= count) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        if (listeners.delete(check))
          (clearTimeout(timer), reject(new Error(`docgen serve exited before printing "${text}" ${count} times:\n${output}`)));
      });
    });
  return seen('Serving ').then(() => ({
    child,
    url: /at (http:\/\/\S+?)\/?(\s|$)/.exec(output)![1]!,
    output: () => output,
    seen,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  }));
}
