import { describe, expect, it } from 'vitest';
import { createDocsLastUpdates, lastUpdateOf, type DocsLastUpdatesInput } from '../../../src/content/last-update.js';
import { frontmatterOf } from '../../../src/content/frontmatter.js';
import type { DocSource } from '../../../src/content/collect.js';
import type { GitHistory, NoGitHistory } from '../../../src/content/git-history.js';

const root = '/site';
const doc = (relativePath: string, frontmatter: Record<string, unknown> = {}): DocSource => ({
  relativePath,
  absolutePath: `${root}/docs/${relativePath}`,
  id: relativePath.replace(/\.md$/, ''),
  frontmatter: frontmatterOf({ title: relativePath, ...frontmatter }),
  body: '',
  bodyLineOffset: 0,
});
const history = new Map([['docs/a.md', { timestamp: 1_700_000_000, author: 'Ann Author' }]]);
const both = { showLastUpdateTime: true, showLastUpdateAuthor: true };

describe('lastUpdateOf', () => {
  it("takes the date and author of the doc's last commit", () => {
    expect(lastUpdateOf(doc('a.md'), history, root, both)).toEqual({ date: '2023-11-14T22:13:20.000Z', author: 'Ann Author' });
  });

  it('shows only what the options ask for', () => {
    expect(lastUpdateOf(doc('a.md'), history, root, { showLastUpdateTime: true, showLastUpdateAuthor: false })).toEqual({
      date: '2023-11-14T22:13:20.000Z',
    });
    expect(lastUpdateOf(doc('a.md'), history, root, { showLastUpdateTime: false, showLastUpdateAuthor: true })).toEqual({
      author: 'Ann Author',
    });
  });

  it('prefers frontmatter last_update, field by field', () => {
    expect(lastUpdateOf(doc('a.md', { last_update: { date: '2024-01-31' } }), history, root, both)).toEqual({
      date: '2024-01-31T00:00:00.000Z',
      author: 'Ann Author',
    });
    expect(lastUpdateOf(doc('new.md', { last_update: { author: 'Bo' } }), history, root, both)).toEqual({ author: 'Bo' });
  });

  it('has nothing for a doc git does not know and whose frontmatter says nothing', () => {
    expect(lastUpdateOf(doc('new.md'), history, root, both)).toBeUndefined();
  });
});

describe('createDocsLastUpdates', () => {
  const create = (read: () => Promise<GitHistory | NoGitHistory>, options = both) => {
    const input: DocsLastUpdatesInput = { root, options, configFile: `${root}/site.config.ts`, configLine: 9, read };
    return createDocsLastUpdates(input);
  };

  it('reads the history once and warns once per build about docs git does not know, naming a few', async () => {
    let reads = 0;
    const updates = create(async () => {
      reads++;
      return { files: history, shallow: false };
    });
    updates.register([
      doc('a.md'),
      doc('b.md'),
      doc('c.md'),
      doc('d.md'),
      doc('e.md', { last_update: { date: '2024-01-01', author: 'X' } }),
    ]);
    updates.register([doc('b.md')]); // another locale showing the same file
    await updates.ready;
    expect(updates.of(doc('a.md'))).toEqual({ date: '2023-11-14T22:13:20.000Z', author: 'Ann Author' });
    const warnings = updates.takeWarnings();
    expect(warnings).toEqual([
      {
        severity: 'warning',
        file: `${root}/docs/b.md`,
        message: '3 docs are not committed to git yet, so their pages show no last update until they are: docs/b.md, docs/c.md, docs/d.md.',
      },
    ]);
    expect(updates.takeWarnings()).toEqual([]);
    expect(reads).toBe(1);
  });

  it('warns once, at the config, outside a git repository; pages keep their frontmatter dates', async () => {
    const updates = create(async () => ({ problem: 'git says: not a git repository (or any of the parent directories): .git' }));
    updates.register([doc('a.md'), doc('b.md', { last_update: { date: '2024-01-31' } })]);
    await updates.ready;
    expect(updates.of(doc('a.md'))).toBeUndefined();
    expect(updates.of(doc('b.md', { last_update: { date: '2024-01-31' } }))).toEqual({ date: '2024-01-31T00:00:00.000Z' });
    const [warning, ...others] = updates.takeWarnings();
    expect(others).toEqual([]);
    expect(warning).toMatchObject({ severity: 'warning', file: `${root}/site.config.ts`, line: 9 });
    expect(warning!.message).toBe(
      "docs.showLastUpdateTime: no page shows when it was last updated, because the site is not in a git repository (a page's frontmatter last_update still shows). Build from a git checkout to show the dates of the last commits.",
    );
  });

  it('says so of a shallow clone, whose oldest commit seems to add every file', async () => {
    const updates = create(async () => ({ files: history, shallow: true }));
    await updates.ready;
    expect(updates.takeWarnings()[0]!.message).toContain('shallow clone');
  });

  it('survives a reader that throws', async () => {
    const updates = create(() => Promise.reject(new Error('spawn failed')));
    await updates.ready;
    expect(updates.takeWarnings()[0]!.message).toContain('because spawn failed');
  });
});
