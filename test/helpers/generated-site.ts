import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A site of `guides` short guides in folders of ten (one sidebar, "guides"), with an
 * optional hand-made sidebars.js: for tests of how pages and sidebars scale.
 */
export function generatedSite(guides: number, sidebars?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-generated-'));
  writeFileSync(
    path.join(root, 'site.config.ts'),
    `export default { title: 'Weight', url: 'https://weight.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'guides', label: 'Guides' }] } };\n`,
  );
  if (sidebars) writeFileSync(path.join(root, 'sidebars.js'), sidebars);
  for (let i = 0; i < guides; i++) {
    const dir = path.join(root, 'docs/guides', `part-${Math.floor(i / 10)}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `guide-${i}.md`), `---\ntitle: Guide ${i}\nsidebar_position: ${i}\n---\n\nGuide ${i} of the site.\n`);
  }
  return root;
}
