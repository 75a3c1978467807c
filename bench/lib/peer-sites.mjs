// The generated guides (bench/generate-site.mjs) as a site of each peer: the same markdown,
// each peer's own front matter and sidebar, so that every tool builds the same pages with
// what a docs theme renders (sidebar, table of contents, previous / next links).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HUGO_LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title>
<meta name="description" content="{{ .Description }}"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><header><a href="{{ site.Home.RelPermalink }}">{{ site.Title }}</a></header>
<nav aria-label="Section"><ul>{{ $current := .CurrentSection }}{{ with site.GetPage "/guides" }}{{ range .Sections.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ if eq . $current }}<ul>{{ range .Pages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}</li>{{ end }}{{ end }}</ul></nav>
<main><h1>{{ .Title }}</h1>{{ block "main" . }}{{ end }}</main>
<footer>{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</footer>
</body></html>
`;

/** Every guide of a generated site: its path under docs/guides (`part-0/guide-0.md`) and its text. */
function guidesOf(docgenRoot) {
  const guides = path.join(docgenRoot, 'docs/guides');
  let parts;
  try {
    parts = readdirSync(guides);
  } catch {
    return []; // the one-page site has no guides
  }
  return parts.flatMap((part) =>
    readdirSync(path.join(guides, part)).map((name) => ({
      relative: `${part}/${name}`,
      text: readFileSync(path.join(guides, part, name), 'utf8'),
    })),
  );
}

const indexOf = (docgenRoot) => readFileSync(path.join(docgenRoot, 'docs/index.md'), 'utf8');
const writeFile = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** `guide-12.md` -> 12 */
const numberOf = (relative) => Number(/guide-(\d+)\./.exec(relative)[1]);

/**
 * The guides as a Hugo site: same markdown, `sidebar_position` as `weight`. Each part is a
 * section (its `_index.md`), and a page's navigation lists the parts with the current part's
 * guides, as docgen's sidebar shows them (a navigation of every guide on every page made
 * Hugo's work grow with the square of the page count: 1,015 links a page at 1,000 guides,
 * where docgen's page has 30 and the rest of its sidebar in one shared file).
 * Returns its root (a new temporary folder).
 */
export function hugoSiteOf(docgenRoot) {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-hugo-'));
  writeFile(path.join(root, 'hugo.toml'), `baseURL = "https://synthetic.test/"\ntitle = "Synthetic"\n`);
  writeFile(path.join(root, 'layouts/_default/baseof.html'), HUGO_LAYOUT);
  writeFile(
    path.join(root, 'layouts/_default/single.html'),
    '{{ define "main" }}<aside>{{ .TableOfContents }}</aside>{{ .Content }}{{ end }}\n',
  );
  writeFile(
    path.join(root, 'layouts/_default/list.html'),
    '{{ define "main" }}{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
  );
  const parts = new Set();
  for (const guide of guidesOf(docgenRoot)) {
    writeFile(path.join(root, 'content/guides', guide.relative), guide.text.replace(/^sidebar_position:/m, 'weight:'));
    parts.add(guide.relative.split('/')[0]);
  }
  if (parts.size > 0) writeFile(path.join(root, 'content/guides/_index.md'), '---\ntitle: Guides\n---\n');
  for (const part of parts) {
    writeFile(path.join(root, 'content/guides', part, '_index.md'), `---\ntitle: ${part}\nweight: ${Number(part.split('-')[1])}\n---\n`);
  }
  writeFile(path.join(root, 'content/_index.md'), indexOf(docgenRoot));
  return root;
}

/**
 * The guides as a VitePress site in `root` (inside the peer's install folder, so that its
 * packages resolve): the default theme, a sidebar of every guide grouped by part, the
 * table of contents of each page (`outline`) and previous / next links (VitePress's own).
 */
export function vitepressSiteOf(docgenRoot, root) {
  rmSync(root, { recursive: true, force: true });
  const guides = guidesOf(docgenRoot).sort((a, b) => numberOf(a.relative) - numberOf(b.relative));
  const parts = new Map();
  for (const guide of guides) {
    const part = guide.relative.split('/')[0];
    if (!parts.has(part)) parts.set(part, []);
    const title = /^title: (.*)$/m.exec(guide.text)[1];
    parts.get(part).push({ text: title, link: `/guides/${guide.relative.replace(/\.md$/, '')}` });
    writeFile(path.join(root, 'docs/guides', guide.relative), guide.text.replace(/^sidebar_position: .*\n/m, ''));
  }
  const sidebar = [...parts].map(([part, items]) => ({ text: part, collapsed: true, items }));
  writeFile(
    path.join(root, 'docs/.vitepress/config.mjs'),
    `export default ${JSON.stringify({ title: 'Synthetic', themeConfig: { outline: [2, 3], sidebar } })};\n`,
  );
  writeFile(path.join(root, 'docs/index.md'), indexOf(docgenRoot).replace(/^template: landing\n/m, ''));
  return root;
}

/**
 * The guides as an Astro Starlight site in `root` (inside the peer's install folder): the
 * sidebar generated from the guides' folder, ordered by `sidebar.order`; Starlight renders
 * the table of contents and previous / next links itself. Links lose `.md` (Starlight leaves
 * them as written). `modules`: the folder whose node_modules has Astro and Starlight;
 * `dependencies`: their versions.
 */
export function starlightSiteOf(docgenRoot, root, { modules, dependencies }) {
  rmSync(root, { recursive: true, force: true });
  const guides = guidesOf(docgenRoot);
  for (const guide of guides) {
    const text = guide.text
      .replace(/^sidebar_position: (.*)$/m, 'sidebar:\n  order: $1')
      .replace(/\]\(\.\.\/(part-\d+\/guide-\d+)\.md\)/g, '](/guides/$1/)');
    writeFile(path.join(root, 'src/content/docs/guides', guide.relative), text);
  }
  writeFile(
    path.join(root, 'src/content/docs/index.md'),
    indexOf(docgenRoot)
      .replace(/^template: landing$/m, 'template: splash')
      .replace(/\]\(guides\/(part-\d+\/guide-\d+)\.md\)/, '](/guides/$1/)'),
  );
  writeFile(
    path.join(root, 'src/content.config.mjs'),
    `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`,
  );
  const sidebar = guides.length ? [{ label: 'Guides', items: [{ autogenerate: { directory: 'guides' } }] }] : [];
  writeFile(
    path.join(root, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
export default defineConfig({ site: 'https://synthetic.test', integrations: [starlight({ title: 'Synthetic', sidebar: ${JSON.stringify(sidebar)} })] });
`,
  );
  // Astro bundles for the server what the site depends on: its packages are named here and
  // found through a link to the peer's install folder.
  writeFile(path.join(root, 'package.json'), `${JSON.stringify({ type: 'module', private: true, dependencies })}\n`);
  symlinkSync(path.join(modules, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

/** A copy of a site folder (docgen's warm builds keep their cache in a copy of their own). */
export function copySite(root) {
  const copy = mkdtempSync(path.join(tmpdir(), 'docgen-synthetic-warm-'));
  cpSync(root, copy, { recursive: true });
  return copy;
}
