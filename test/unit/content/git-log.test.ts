import { describe, expect, it } from 'vitest';
import { gitLogArguments, parseGitLog } from '../../../src/content/git-log.js';

/** One commit as `git log -z --name-status --format=%x1e%at%x1f%an` writes it: newest commits come first. */
const commit = (seconds: number, author: string, ...changes: string[][]) =>
  `\u001e${seconds}\u001f${author}\0${changes.length ? `\n${changes.map((change) => change.join('\0')).join('\0')}\0` : ''}`;

describe('parseGitLog', () => {
  it("maps each file to its newest commit's date and author", () => {
    const log =
      commit(300, 'Cleo', ['M', 'docs/a.md']) +
      commit(200, 'Bo Brown', ['A', 'docs/b.md'], ['M', 'docs/a.md']) +
      commit(100, 'Ann', ['A', 'docs/a.md'], ['A', 'docs/é b.md']);
    expect(Object.fromEntries(parseGitLog(log))).toEqual({
      'docs/a.md': { timestamp: 300, author: 'Cleo' },
      'docs/b.md': { timestamp: 200, author: 'Bo Brown' },
      'docs/é b.md': { timestamp: 100, author: 'Ann' },
    });
  });

  it('follows a pure rename (R100) to the last edit under the old name: moving a file is no update', () => {
    const log = commit(300, 'Mover', ['R100', 'docs/old.md', 'docs/guides/new.md']) + commit(100, 'Ann', ['A', 'docs/old.md']);
    expect(parseGitLog(log).get('docs/guides/new.md')).toEqual({ timestamp: 100, author: 'Ann' });
    expect(parseGitLog(log).has('docs/old.md')).toBe(false);
  });

  it('counts a rename with edits (R<100) as an update, and chains renames', () => {
    const log =
      commit(400, 'Dee', ['R100', 'docs/b.md', 'docs/c.md']) +
      commit(300, 'Cleo', ['R087', 'docs/a.md', 'docs/b.md']) +
      commit(100, 'Ann', ['A', 'docs/a.md']);
    expect(parseGitLog(log).get('docs/c.md')).toEqual({ timestamp: 300, author: 'Cleo' });
  });

  it("dates a file whose history ends in a pure rename (a shallow clone's) by that rename", () => {
    expect(parseGitLog(commit(300, 'Mover', ['R100', 'docs/old.md', 'docs/new.md'])).get('docs/new.md')).toEqual({
      timestamp: 300,
      author: 'Mover',
    });
  });

  it('does not give a file the history of an older, deleted file of the same name', () => {
    const log =
      commit(300, 'Cleo', ['A', 'docs/a.md']) +
      commit(200, 'Bo', ['D', 'docs/a.md']) +
      commit(100, 'Ann', ['A', 'docs/a.md'], ['A', 'docs/gone.md']);
    const files = parseGitLog(log);
    expect(files.get('docs/a.md')).toEqual({ timestamp: 300, author: 'Cleo' });
    const deleted = commit(200, 'Bo', ['D', 'docs/gone.md']) + commit(100, 'Ann', ['A', 'docs/gone.md']);
    expect(parseGitLog(deleted).size).toBe(0);
  });

  it('reads merges (which list no files) and empty output', () => {
    expect(parseGitLog('').size).toBe(0);
    const log = commit(300, 'Merger') + commit(200, 'Bo', ['A', 'docs/x.md']);
    expect(parseGitLog(log).get('docs/x.md')).toEqual({ timestamp: 200, author: 'Bo' });
  });

  it('asks git for the format it reads: NUL-separated names, renames detected, unquoted paths', () => {
    const args = gitLogArguments(['docs', 'i18n']);
    expect(args).toEqual(expect.arrayContaining(['log', '-z', '-M', '--name-status', 'core.quotepath=off', '--format=\u001e%at\u001f%an']));
    expect(args.slice(-3)).toEqual(['--', 'docs', 'i18n']);
  });
});
