import { describe, expect, it } from 'vitest';
import { isIndexFile, isPartial } from '../../../src/content/page-files.js';

describe('which files of docs/ are what', () => {
  it("takes index, README and a file named like its folder as the folder's page, number prefixes aside", () => {
    expect(['index.md', 'guides/index.mdx', 'guides/README.md', 'guides/guides.md', '02-guides/01-guides.md'].map(isIndexFile)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['intro.md', 'guides/intro.md', 'guides/setup/guides.md', 'guides.md'].map(isIndexFile)).toEqual([false, false, false, false]);
  });

  it('takes files and folders whose name starts with _ as partials', () => {
    expect(['_snippet.md', 'guides/_shared/note.md', 'guides/_note.md'].map(isPartial)).toEqual([true, true, true]);
    expect(['guides/note.md', 'guides/a_b.md'].map(isPartial)).toEqual([false, false]);
  });
});
