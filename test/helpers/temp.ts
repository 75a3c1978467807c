import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { DocgenError } from '../../src/errors/docgen-error.js';

/** A fresh temporary folder holding the given files (path relative to it -> contents). */
export function tempDir(files: Record<string, string> = {}, prefix = 'docgen-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [relative, contents] of Object.entries(files)) {
    const target = path.join(dir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
  return dir;
}

/** The DocgenError a function throws (the test fails if it throws nothing or something else). */
export function docgenErrorOf(run: () => unknown): DocgenError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'expected a DocgenError to be thrown').toBeInstanceOf(DocgenError);
  return caught as DocgenError;
}

/** The DocgenError a promise rejects with. */
export async function docgenRejectionOf(promise: Promise<unknown>): Promise<DocgenError> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught, 'expected a DocgenError rejection').toBeInstanceOf(DocgenError);
  return caught as DocgenError;
}
