/** A second notice of a removal already built asks for nothing; a path that comes back, or one never built, still does. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RemovalNotices } from '../../../src/dev/removal-notices.js';

describe('RemovalNotices', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'docgen-removals-'));
  const page = path.join(folder, 'page.md');
  const other = path.join(folder, 'other.md');

  it('leaves out a removed path once its removal was built, until it is made again', () => {
    const notices = new RemovalNotices();
    writeFileSync(page, '# Page\n');
    rmSync(page);
    expect(notices.news([page, other])).toEqual([page, other]); // never built: both removals ask for work
    notices.built([page]);
    expect(notices.news([page, other])).toEqual([other]);
    writeFileSync(page, '# Back\n');
    expect(notices.news([page])).toEqual([page]); // made again: a change like any other
    notices.built([page]);
    rmSync(page);
    expect(notices.news([page])).toEqual([page]); // removed again after it was built as present
  });
});
