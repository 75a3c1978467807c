import { watch, type FSWatcher } from 'chokidar';
import { statSync } from 'node:fs';
import path from 'node:path';
import { isSkippedName } from '../content/skipped-names.js';

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Watches a site's sources (`entries`, absolute) and hands every changed, added or removed
 * path to `onChange`; resolves once the first scan is done. Paths under `outDir`, hidden
 * files and editors' temporary ones (`isSkippedName`) are left out.
 */
export async function watchSources(entries: readonly string[], outDir: string, onChange: (file: string) => void): Promise<FSWatcher> {
  const skipped = (file: string) => isSkippedName(path.basename(file));
  const watcher = watch([...entries], { ignoreInitial: true, ignored: (file: string) => file.startsWith(outDir) || skipped(file) });
  watcher.on('all', (_event, file) => onChange(file));
  // chokidar drops a change whose stat looks like the last one it saw (the same mtime, read
  // since): quick saves of a page that re-renders in milliseconds met that. Every raw
  // event of a file is passed on too; the queue keeps one of each path. A file made in a
  // new folder can reach us only this way (chokidar's read of the folder may run before
  // the file is there), and then chokidar does not report its removal either: a raw
  // event of a path seen here before and now gone is passed on as that removal.
  const seen = new Set<string>();
  watcher.on('raw', (_event, name, details) => {
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (!watched || typeof name !== 'string') return;
    const file = path.basename(watched) === name ? watched : path.join(watched, name);
    if (skipped(file) || file.startsWith(outDir)) return;
    if (isFile(file)) seen.add(file);
    else if (!seen.delete(file)) return;
    onChange(file);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return watcher;
}
