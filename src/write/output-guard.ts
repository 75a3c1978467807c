import path from 'node:path';

/** What the guard knows about a build's folders; every path absolute and real (symlinks resolved). */
export interface OutputFolderFacts {
  /** The site folder. */
  root: string;
  /** The requested output folder. */
  outDir: string;
  /** The user's home folder. */
  home: string;
  /** Folders docgen reads as a whole (docs/, specs/, static/...). */
  contentDirs: string[];
  /** Single files the build reads (the config, each spec, each custom stylesheet...). */
  sourceFiles: string[];
}

/** Why an output folder is refused, and what to do instead. */
export interface OutputRefusal {
  reason: string;
  hint: string;
}

const CHOOSE = 'Choose an output folder of its own, e.g. `--out build` (the default) or a folder outside the site.';

/** True when `inner` is `outer` or lies below it. */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Decides whether docgen may replace `outDir` with a build: never a folder that holds
 * the site or any of its sources, never `/` or the home folder. Pure: the caller
 * gathers the facts (real paths) and acts on the answer before touching anything.
 */
export function refuseOutputFolder(facts: OutputFolderFacts): OutputRefusal | undefined {
  const reason = refusalReason(facts);
  return reason === undefined ? undefined : { reason, hint: CHOOSE };
}

function refusalReason({ outDir, root, home, contentDirs, sourceFiles }: OutputFolderFacts): string | undefined {
  if (outDir === path.parse(outDir).root) return `The output folder ${outDir} is the root of the file system.`;
  if (outDir === home) return `The output folder ${outDir} is your home folder.`;
  if (outDir === root) return `The output folder ${outDir} is the site folder itself.`;
  if (isWithin(root, outDir)) return `The output folder ${outDir} contains the site folder ${root}.`;
  for (const dir of contentDirs) {
    if (outDir === dir) return `The output folder ${outDir} is a folder docgen reads the site from.`;
    if (isWithin(outDir, dir)) return `The output folder ${outDir} is inside ${dir}, a folder docgen reads the site from.`;
    if (isWithin(dir, outDir)) return `The output folder ${outDir} contains ${dir}, a folder docgen reads the site from.`;
  }
  for (const file of sourceFiles) {
    if (file === outDir) return `The output folder ${outDir} is a file the build reads.`;
    if (isWithin(file, outDir)) return `The output folder ${outDir} contains ${file}, a file the build reads.`;
  }
  return undefined;
}
