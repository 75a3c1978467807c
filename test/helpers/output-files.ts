import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every output file's bytes, by path relative to the output folder: two builds compared byte for byte. */
export function outputFiles(outDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(path.relative(outDir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return files;
}
