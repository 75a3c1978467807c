import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyFixtureSite } from './site-copy.js';

/** Runs git in `root` as `author` at `date` (author and committer), whatever the machine's git config says. */
export function git(root: string, args: string[], author = 'Test', date = '2022-01-01T00:00:00Z'): void {
  execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'core.hooksPath=/dev/null', ...args], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'author@meta.test',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: 'Committer',
      GIT_COMMITTER_EMAIL: 'committer@meta.test',
      GIT_COMMITTER_DATE: date,
    },
  });
}

/**
 * A copy of test/fixtures/sites/page-meta (edit links, last updates, redirects) in a
 * temporary git repository of three commits: everything by Ann Author (2023-01-02, with
 * `moved.md` still at the docs root), setup.md edited by Bo Builder (2024-03-04), moved.md
 * moved into guides/ unchanged by Mo Mover (2025-05-06); then guides/fresh.md, never
 * committed. Returns the site's folder.
 */
export function committedPageMetaSite(): string {
  const { root } = copyFixtureSite('page-meta');
  renameSync(path.join(root, 'docs/guides/moved.md'), path.join(root, 'docs/moved.md'));
  git(root, ['init', '-q', '-b', 'main']);
  git(root, ['add', '.']);
  git(root, ['commit', '-q', '-m', 'First'], 'Ann Author', '2023-01-02T03:04:05Z');
  const setup = path.join(root, 'docs/guides/setup.md');
  writeFileSync(setup, readFileSync(setup, 'utf8').replace('Set the options.', 'Set the options you need.'));
  git(root, ['commit', '-q', '-a', '-m', 'Setup'], 'Bo Builder', '2024-03-04T12:00:00Z');
  git(root, ['mv', 'docs/moved.md', 'docs/guides/moved.md']);
  git(root, ['commit', '-q', '-m', 'Move'], 'Mo Mover', '2025-05-06T00:00:00Z');
  writeFileSync(path.join(root, 'docs/guides/fresh.md'), '---\ntitle: Fresh\nsidebar_position: 5\n---\n\nNot committed yet.\n');
  return root;
}
