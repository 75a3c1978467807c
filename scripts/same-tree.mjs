import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The files below `dir`, as paths relative to it (sorted), except those named in `ignore`. */
function filesOf(dir, ignore) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !ignore.includes(file))
    .sort();
}

/**
 * Whether two folders hold the same files with the same bytes (`ignore`: relative paths
 * left out of the comparison). A missing folder is never the same.
 */
export function sameTree(a, b, { ignore = [] } = {}) {
  if (!existsSync(a) || !existsSync(b)) return false;
  const files = filesOf(a, ignore);
  const others = filesOf(b, ignore);
  if (files.length !== others.length || files.some((file, index) => file !== others[index])) return false;
  return files.every((file) => readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))));
}
