// Generates a synthetic site of N guides plus a small API (one of the portal's specs)
// in a temporary folder, for build-speed benchmarks that do not depend on the portal.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const paragraph = (n) =>
  `Section ${n} explains how the widget pipeline turns inputs into outputs. It covers configuration, error handling and the trade-offs between latency and throughput, with examples you can paste into a terminal. Read it once end to end, then keep it open while you integrate.`;

/**
 * `versions: 2` adds a released version 1.x (a copy of the docs and the document, in
 * Docusaurus's layout); `locales: 2` adds French, with every other guide translated.
 * `mdx: true` writes every guide as `.mdx` (the same text), to compare MDX with markdown.
 * `api: false` leaves the API out (guides only, as the peers build them); `guides: 0` is a
 * one-page site (its landing page).
 */
export function generateSite({ guides, versions = 1, locales = 1, mdx = false, api = true }) {
  const ext = mdx ? 'mdx' : 'md';
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-synthetic-'));
  if (api) {
    mkdirSync(path.join(root, 'specs'), { recursive: true });
    cpSync(path.join(repo, 'specs/metering-service.yaml'), path.join(root, 'specs/service.yaml'));
  }
  const navbar = [
    guides > 0 && "{ type: 'docSidebar', sidebarId: 'guides', label: 'Guides' }",
    api && "{ type: 'docSidebar', sidebarId: 'api', label: 'API' }",
  ].filter(Boolean);
  writeFileSync(
    path.join(root, 'site.config.ts'),
    `export default {
  title: 'Synthetic',
  url: 'https://synthetic.test',
  navbar: { items: [${navbar.join(', ')}] },
${api ? "  api: { services: [{ id: 'service', label: 'Service', spec: 'specs/service.yaml' }] },\n" : ''}${versions > 1 ? "  docs: { lastVersion: 'current' },\n" : ''}${locales > 1 ? "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n" : ''}};\n`,
  );
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(
    path.join(root, 'docs/index.md'),
    `---\ntitle: Synthetic\ntemplate: landing\n---\n\nA generated site.${guides > 0 ? ` Start with the [first guide](guides/part-0/guide-0.${ext}).` : ''}\n`,
  );
  for (let i = 0; i < guides; i++) {
    const dir = path.join(root, 'docs/guides', `part-${Math.floor(i / 10)}`);
    mkdirSync(dir, { recursive: true });
    const sections = Array.from({ length: 6 }, (_, n) =>
      [
        `## Step ${n + 1}`,
        paragraph(n),
        `### Details ${n + 1}`,
        paragraph(n + 1),
        '```ts title="example.ts"',
        `export const step${n} = async (input: string): Promise<number> => input.length * ${n};`,
        '```',
        ':::tip',
        'Keep inputs small.',
        ':::',
      ].join('\n\n'),
    );
    const next = i + 1 < guides ? `\n\nNext: [guide ${i + 1}](../part-${Math.floor((i + 1) / 10)}/guide-${i + 1}.${ext}).` : '';
    writeFileSync(
      path.join(dir, `guide-${i}.${ext}`),
      `---\ntitle: Guide ${i}\ndescription: Generated guide number ${i}.\nsidebar_position: ${i}\n---\n\n${paragraph(i)}\n\n${sections.join('\n\n')}\n\n| a | b |\n|---|---|\n| 1 | 2 |${next}\n`,
    );
  }
  if (versions > 1) {
    cpSync(path.join(root, 'docs'), path.join(root, 'versioned_docs/version-1.x'), { recursive: true });
    cpSync(path.join(root, 'specs'), path.join(root, 'versioned_specs/version-1.x'), { recursive: true });
    writeFileSync(path.join(root, 'versions.json'), '["1.x"]\n');
  }
  if (locales > 1) {
    for (let i = 0; i < guides; i += 2) {
      const relative = `guides/part-${Math.floor(i / 10)}/guide-${i}.${ext}`;
      mkdirSync(path.dirname(path.join(root, 'i18n/fr/docs', relative)), { recursive: true });
      cpSync(path.join(root, 'docs', relative), path.join(root, 'i18n/fr/docs', relative));
    }
  }
  return root;
}
