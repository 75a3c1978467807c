import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

/**
 * MDX pages wherever markdown pages are read: a released version's folder and a
 * locale's translations (the versions-locales fixture with .mdx pages added).
 */
let result: BuildResult;
beforeAll(async () => {
  const root = tempDir();
  cpSync(fixtureSite('versions-locales'), root, { recursive: true });
  const mdx = (title: string, text: string) => `---\ntitle: ${title}\n---\n\nexport const n = 40 + 2;\n\n${text} {n}.\n`;
  writeFileSync(path.join(root, 'docs/guide/orbits.mdx'), mdx('Orbits', 'Current orbits'));
  writeFileSync(path.join(root, 'versioned_docs/version-1.x/guide/orbits.mdx'), mdx('Orbits', 'Old orbits'));
  writeFileSync(path.join(root, 'i18n/ar/docs/guide/orbits.mdx'), mdx('المدارات', 'مدارات'));
  result = await buildInMemory(root);
});

describe('MDX pages in versions and locales', () => {
  it('renders the current, the released and the translated .mdx page, each from its own file', () => {
    expect(textOf(result, 'guide/orbits/index.html')).toContain('<p>Current orbits 42.</p>');
    expect(textOf(result, '1.x/guide/orbits/index.html')).toContain('<p>Old orbits 42.</p>');
    expect(textOf(result, 'ar/guide/orbits/index.html')).toContain('<p>مدارات 42.</p>');
  });

  it('shows the original .mdx page in a locale without its translation', () => {
    expect(textOf(result, 'ar/1.x/guide/orbits/index.html')).toContain('<p>Old orbits 42.</p>');
  });
});
