import { readdirSync } from 'node:fs';
import path from 'node:path';
import { engineRoot } from '../util/engine-root.js';

export const TEMPLATES = ['api', 'guides'] as const;
export type Template = (typeof TEMPLATES)[number];

/** A file of a starter and where it goes in the new site (relative, with `/`). */
export interface StarterFile {
  source: string;
  target: string;
}

/**
 * npm pack leaves out files named `.gitignore` (and dot-folders are easy to lose), so the
 * starters keep these names without the dot; they get it back when copied.
 */
const DOTTED_ON_COPY = new Set(['gitignore', 'github']);

/** Where the starters live: `starters/` of the engine package. */
export function startersDir(): string {
  return path.join(engineRoot(), 'starters');
}

/** The files of a new site: the common starter, then the template's own (they never share a path). */
export function starterFiles(template: Template, root: string = startersDir()): StarterFile[] {
  return ['common', template].flatMap((folder) => {
    const base = path.join(root, folder);
    return readdirSync(base, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const source = path.join(entry.parentPath, entry.name);
        return { source, target: targetPath(path.relative(base, source).split(path.sep).join('/')) };
      });
  });
}

/** `gitignore` -> `.gitignore`, `github/workflows/x.yml` -> `.github/workflows/x.yml`. */
export function targetPath(relative: string): string {
  const [first, ...rest] = relative.split('/');
  return [DOTTED_ON_COPY.has(first!) ? `.${first}` : first, ...rest].join('/');
}
