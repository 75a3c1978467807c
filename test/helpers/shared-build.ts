import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { inject } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { writeOutput } from '../../src/write/write-output.js';

/** A site built once for the whole test run: its result in memory and its output on disk. */
export interface SharedBuild {
  result: BuildResult;
  /** The written output: shared by every test file, so read it, never change it. */
  outDir: string;
  baseUrl: string;
}

interface Stored {
  files: BuildResult['files'];
  written: BuildResult['written'];
  diagnostics: BuildResult['diagnostics'];
  pages: number;
  routes: BuildResult['routes'];
  baseUrl: string;
}

/** How long a test file waits for another one's build of the same site. */
const WAIT_MS = 300_000;
const inThisProcess = new Map<string, Promise<SharedBuild>>();

/**
 * Builds a site once per test run, whichever test file asks first (files run in separate
 * processes): the first one claims the build by creating its folder, builds, and marks it
 * done; the others wait for the mark and read the stored result. A build that fails is
 * marked so, and every file then builds for itself, to see the failure with its own error.
 * `key` says what else than the folder decides the build (variants).
 */
export function sharedBuild(
  root: string,
  key: unknown,
  build: () => Promise<{ result: BuildResult; baseUrl: string }>,
): Promise<SharedBuild> {
  const id = createHash('sha256')
    .update(JSON.stringify([path.resolve(root), key ?? null]))
    .digest('hex')
    .slice(0, 16);
  let shared = inThisProcess.get(id);
  if (!shared) {
    shared = buildOrWait(path.join(inject('sharedBuilds'), id), build);
    inThisProcess.set(id, shared);
  }
  return shared;
}

async function buildOrWait(entry: string, build: () => Promise<{ result: BuildResult; baseUrl: string }>): Promise<SharedBuild> {
  const outDir = path.join(entry, 'build');
  const done = path.join(entry, 'result.v8');
  const failed = path.join(entry, 'failed');
  mkdirSync(path.dirname(entry), { recursive: true });
  if (claim(entry)) {
    try {
      const { result, baseUrl } = await build();
      await writeOutput(outDir, result.files);
      const stored: Stored = {
        files: result.files,
        written: result.written,
        diagnostics: result.diagnostics,
        pages: result.pages,
        routes: result.routes,
        baseUrl,
      };
      // Written aside, then renamed: a waiting file never reads half of it.
      writeFileSync(`${done}.partial`, v8.serialize(stored));
      renameSync(`${done}.partial`, done);
      return { result, outDir, baseUrl };
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  }
  await waitFor(() => existsSync(done) || existsSync(failed), `the shared build in ${entry}`);
  if (!existsSync(done)) {
    const { result, baseUrl } = await build();
    const ownOutDir = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-test-')), 'build');
    await writeOutput(ownOutDir, result.files);
    return { result, outDir: ownOutDir, baseUrl };
  }
  const stored = v8.deserialize(readFileSync(done)) as Stored;
  return {
    result: { files: stored.files, written: stored.written, diagnostics: stored.diagnostics, pages: stored.pages, routes: stored.routes },
    outDir,
    baseUrl: stored.baseUrl,
  };
}

/** Creates the entry's folder; false when another process created it first. */
function claim(entry: string): boolean {
  try {
    mkdirSync(entry);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
