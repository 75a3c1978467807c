import { createHash } from 'node:crypto';
import { hashOf } from '../cache/cache-keys.js';
import type { CacheStore } from '../cache/cache-store.js';

/**
 * A file docgen wrote into an output folder: its contents' hash, and what `lstat` said of
 * it once written. A later build links the file into its staging folder instead of writing
 * the same bytes again when the hash is the one it is about to write and the file is still
 * that file (same inode, size and modification time: nobody replaced or edited it).
 */
export interface WrittenFile {
  hash: string;
  size: number;
  mtimeMs: number;
  ino: number;
}

/** Output path (relative, as handed to the writer) -> the file written there. */
export type OutputManifest = ReadonlyMap<string, WrittenFile>;

type StoredRow = [relative: string, hash: string, size: number, mtimeMs: number, ino: number];

/** The hash a written file is known by (not a security boundary: it only says "same bytes"). */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('base64url');
}

/** One manifest per output folder: builds of the same site into other folders keep theirs. */
function manifestKey(outDir: string): string {
  return hashOf('output manifest', outDir);
}

const isRow = (row: unknown): row is StoredRow =>
  Array.isArray(row) &&
  row.length === 5 &&
  typeof row[0] === 'string' &&
  typeof row[1] === 'string' &&
  row.slice(2).every((value) => typeof value === 'number');

/** What the last successful build wrote into `outDir`, or undefined (none, or an entry that is not a manifest). */
export function readOutputManifest(store: CacheStore, outDir: string): OutputManifest | undefined {
  const value = store.get(manifestKey(outDir), (stored) => {
    const rows = (stored as { files?: unknown } | null)?.files;
    return Array.isArray(rows) && rows.every(isRow);
  }) as { files: StoredRow[] } | undefined;
  if (!value) return undefined;
  return new Map(value.files.map(([relative, hash, size, mtimeMs, ino]) => [relative, { hash, size, mtimeMs, ino }]));
}

/** Stores what this build wrote into `outDir` (pending until the cache commits, after the output's swap). */
export function storeOutputManifest(store: CacheStore, outDir: string, manifest: OutputManifest): void {
  const files: StoredRow[] = [...manifest].map(([relative, file]) => [relative, file.hash, file.size, file.mtimeMs, file.ino]);
  store.set(manifestKey(outDir), { files });
}
