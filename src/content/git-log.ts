/** A file's last change in git: when (the author's date, in seconds since 1970) and by whom. */
export interface FileCommit {
  timestamp: number;
  author: string;
}

/** Between commits, and between a commit's fields (ASCII record and unit separators). */
const RECORD = '\u001e';
const FIELD = '\u001f';

/**
 * The arguments of the one `git log` a build runs: every commit that touched `paths`, newest
 * first, each as `<RS><author date><US><author name><NUL>` and its changed files
 * (`--name-status`, NUL-separated, renames detected). `parseGitLog` reads the output.
 */
export function gitLogArguments(paths: readonly string[]): string[] {
  return [
    '-c',
    'core.quotepath=off',
    '-c',
    'log.showSignature=false',
    'log',
    '-z',
    '-M',
    '--no-color',
    '--name-status',
    `--format=${RECORD}%at${FIELD}%an`,
    '--',
    ...paths,
  ];
}

/**
 * Each file's last change, from `gitLogArguments`' output (newest commit first), by path
 * relative to the repository's top folder. A file's last change is the newest commit that
 * changed its content: a rename that changes nothing (`R100`) is not a change, so a file
 * moved into another folder keeps the date of its last edit, found under its old name
 * (and a file renamed with edits gets the rename's commit). Merges list no files (git's
 * default), so a merged file counts from the commit that changed it. When a file's
 * history ends in a pure rename (a shallow clone), the rename's commit is its date.
 */
export function parseGitLog(output: string): Map<string, FileCommit> {
  const last = new Map<string, FileCommit>();
  /** An older name of a file -> its name now. */
  const renamed = new Map<string, string>();
  /** The pure rename a file's name now went through first, in case nothing older is found. */
  const renamedAt = new Map<string, FileCommit>();
  const nameNow = (name: string) => renamed.get(name) ?? name;
  const touch = (name: string, commit: FileCommit) => {
    if (!last.has(name)) last.set(name, commit);
  };
  for (const record of output.split(RECORD)) {
    const headerEnd = record.indexOf('\0');
    if (headerEnd === -1) continue;
    const [seconds, author = ''] = record.slice(0, headerEnd).split(FIELD);
    const timestamp = Number(seconds);
    if (!Number.isFinite(timestamp)) continue;
    const commit = { timestamp, author };
    const fields = record
      .slice(headerEnd + 1)
      .replace(/^\n/, '')
      .split('\0');
    for (let at = 0; at < fields.length; at++) {
      const status = fields[at]!;
      if (!status) continue;
      if (status.startsWith('R') || status.startsWith('C')) {
        const from = fields[++at];
        const to = fields[++at];
        if (from === undefined || to === undefined) break;
        const now = nameNow(to);
        if (status.startsWith('C')) touch(now, commit);
        else {
          if (status !== 'R100') touch(now, commit);
          else if (!renamedAt.has(now)) renamedAt.set(now, commit);
          // Older changes of the old name are this file's history.
          renamed.set(from, now);
        }
        continue;
      }
      const name = fields[++at];
      if (name === undefined) break;
      // A deletion ends the history of that name for a file now there: an older file of that name is another file.
      if (status === 'D') {
        if (!last.has(nameNow(name))) renamed.set(name, `\0deleted:${name}`);
        continue;
      }
      touch(nameNow(name), commit);
    }
  }
  for (const [name, commit] of renamedAt) touch(name, commit);
  for (const name of [...last.keys()]) if (name.startsWith('\0deleted:')) last.delete(name);
  return last;
}
