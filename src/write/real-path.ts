import { realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The real path of `target` (symlinks resolved) even when it does not exist yet: the
 * longest existing ancestor is resolved and the rest appended. So a symlinked alias of a
 * folder compares equal to the folder.
 */
export function realPathOf(target: string): string {
  const absolute = path.resolve(target);
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...missing.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return absolute;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}
