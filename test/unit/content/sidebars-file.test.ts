import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSidebarsFile } from '../../../src/content/sidebars-file.js';
import { docgenRejectionOf, tempDir } from '../../helpers/temp.js';

describe('loadSidebarsFile: sidebars.js, .ts, .cjs, .json at the site root', () => {
  it('has nothing to load when the site has no sidebars file', async () => {
    expect(await loadSidebarsFile(tempDir({ 'docs/a.md': 'A' }))).toBeUndefined();
  });

  it('loads a CommonJS sidebars.js (module.exports), even in a folder of ES modules', async () => {
    const root = tempDir({ 'package.json': '{"type":"module"}', 'sidebars.js': "module.exports = { docs: ['intro'] };\n" });
    expect(await loadSidebarsFile(root)).toMatchObject({ file: path.join(root, 'sidebars.js'), data: { docs: ['intro'] } });
  });

  it('loads a sidebars.ts with a type import and a default export, and a local import', async () => {
    const root = tempDir({
      'sidebars.ts':
        "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nimport { extra } from './extra';\nconst sidebars: SidebarsConfig = { docs: ['intro', extra] };\nexport default sidebars;\n",
      'extra.ts': "export const extra = 'guides/setup';\n",
    });
    expect((await loadSidebarsFile(root))?.data).toEqual({ docs: ['intro', 'guides/setup'] });
  });

  it('reads sidebars.json, and names the line of a JSON error', async () => {
    expect((await loadSidebarsFile(tempDir({ 'sidebars.json': '{"docs": ["intro"]}' })))?.data).toEqual({ docs: ['intro'] });
    const error = await docgenRejectionOf(loadSidebarsFile(tempDir({ 'sidebars.json': '{\n  "docs": ["intro"],,\n}' })));
    expect(error.code).toBe('DG212');
    expect(error.location?.line).toBe(2);
  });

  it('names the file of a sidebars.js that throws when run', async () => {
    const root = tempDir({ 'sidebars.js': "throw new Error('boom');\n" });
    const error = await docgenRejectionOf(loadSidebarsFile(root));
    expect(error.code).toBe('DG212');
    expect(error.location?.file).toBe(path.join(root, 'sidebars.js'));
  });
});
