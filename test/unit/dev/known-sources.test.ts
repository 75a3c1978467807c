/** An editor's temporary file, made and gone within a save, asks for nothing; a source's removal and a new file still do. */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { KnownSources, pathsUnder } from '../../../src/dev/known-sources.js';
import { tempDir } from '../../helpers/temp.js';

describe('KnownSources', () => {
  const there = new Set(['/site/docs/page.md', '/site/static/logo.svg']);
  const exists = (file: string) => there.has(file);

  it('leaves out a path that is gone and was never seen, and keeps a known one gone (a removal)', () => {
    const known = new KnownSources();
    known.know(['/site/docs/page.md', '/site/static/old.png']);
    // sed -i's file renamed over the page, vim's probe and backup: gone by the time the update runs.
    const changes = ['/site/docs/sedAb12Cd', '/site/docs/4913', '/site/docs/page.md~', '/site/docs/page.md', '/site/static/old.png'];
    expect(known.sift(changes, exists)).toEqual(['/site/docs/page.md', '/site/static/old.png']);
  });

  it('remembers a new file it saw, so that its removal later is kept; a second notice of a removal is not', () => {
    const known = new KnownSources();
    expect(known.sift(['/site/static/logo.svg'], exists)).toEqual(['/site/static/logo.svg']); // new: there now
    there.delete('/site/static/logo.svg');
    expect(known.sift(['/site/static/logo.svg'], exists)).toEqual(['/site/static/logo.svg']); // its removal
    expect(known.sift(['/site/static/logo.svg'], exists)).toEqual([]); // the watcher's second notice of it
  });

  it('lists the paths there of the watched entries: files, folders and the files below them', async () => {
    const root = tempDir({ 'site.config.ts': '', 'docs/index.md': '', 'docs/guide/a.md': '', 'docs/guide/a.md~': '' });
    const entries = ['site.config.ts', 'docs', 'static', 'sidebars.ts'].map((entry) => path.join(root, entry));
    expect((await pathsUnder(entries)).map((file) => path.relative(root, file)).sort()).toEqual(
      ['docs', 'docs/guide/a.md', 'docs/index.md', 'site.config.ts'].sort(),
    );
  });
});
