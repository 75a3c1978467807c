import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps the sites it built once for every test file (shared-build.ts). */
    sharedBuilds: string;
  }
}

/**
 * One folder of shared builds for the whole run: named after the vitest process, so the
 * build and browser projects share it; removed when the run ends.
 */
export default function setup(project: TestProject): () => void {
  const dir = path.join(tmpdir(), `docgen-shared-builds-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  project.provide('sharedBuilds', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
