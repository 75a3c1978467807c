import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../version.js';

/** sha256 of the parts, each length-prefixed so that `ab`+`c` and `a`+`bc` differ. */
export function hashOf(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
}

/**
 * JSON with object keys sorted, so equal values give equal text. A function has no
 * reliable text: undefined, and the caller does not cache.
 */
export function canonicalJson(value: unknown): string | undefined {
  let hashable = true;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') hashable = false;
    if (item instanceof Map) return Object.fromEntries([...item].sort(([a], [b]) => String(a).localeCompare(String(b))));
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return item;
  });
  return hashable ? (text ?? 'undefined') : undefined;
}

/** A file's content hash, or `missing`: what a cached result that read it depends on. */
export function fileFingerprint(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

let engine: string | undefined;

/** esbuild's chunk names end in a hash of their content (`chunk-5O5TGFHN.js`). */
const HASHED_NAME = /-[A-Z0-9]{8}\.js$/;

/**
 * The engine as it runs: its version and the code of its own folder (in the compiled
 * engine, chunks named by their content hash; other files by their content), so a changed
 * engine misses even when its version did not move (a development checkout), and a fresh
 * install of the same engine (CI) still hits.
 */
export function engineFingerprint(): string {
  if (engine) return engine;
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|ts)$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => (HASHED_NAME.test(name) ? name : `${name}:${fileFingerprint(path.join(dir, name))}`));
  return (engine = hashOf(VERSION, ...files));
}
