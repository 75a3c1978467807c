import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

/**
 * Builds test/fixtures/sites/codeblocks in memory: code block features, heading ids,
 * images, Mermaid and KaTeX, and that pages (and sites) without diagrams or math pay nothing.
 */
let result: BuildResult;
let basic: BuildResult;
beforeAll(async () => {
  [result, basic] = await Promise.all([buildInMemory(fixtureSite('codeblocks')), buildInMemory(fixtureSite('basic'))]);
});

const html = (file: string) => textOf(result, file);
const headOf = (file: string) => html(file).slice(0, html(file).indexOf('</head>'));
/** The files of a package copied into assets/ (`assets/katex-0.16.47/...`), not the engine's widget chunks. */
const vendorFiles = (build: BuildResult, name: string) =>
  [...build.files.keys()].filter((file) => file.startsWith(`assets/${name}-`) && /^assets\/[a-z]+-\d+\.\d+\.\d+\//.test(file));

describe('the codeblocks fixture site', () => {
  it('builds every page without warnings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.pages).toBe(8);
  });

  it('renders highlighted lines, magic comments (removed), line numbers and diffs', () => {
    const page = html('guide/code/index.html');
    expect(page).toContain('<figcaption class="code-block-title">src/client.ts</figcaption>');
    expect(page.match(/<mark class="code-line code-line-highlighted">/g)).toHaveLength(5);
    expect(page).not.toContain('highlight-next-line');
    expect(page).not.toContain('highlight-start');
    expect(page).toContain('<code class="language-bash code-lines code-numbered" style="counter-reset:code-line 4">');
    expect(page).toContain('<code class="language-typescript code-lines code-diff-markers">');
    expect(page.match(/<del class="code-line code-line-removed">/g)).toHaveLength(2);
    expect(page.match(/<ins class="code-line code-line-added">/g)).toHaveLength(2);
  });

  it('renders mdx-code-block content as the page, and {#custom-id} as the heading id', () => {
    const page = html('guide/code/index.html');
    expect(page).toContain('<h2 id="highlighted">Highlighted lines<a href="#highlighted"');
    expect(page).toContain('<h3 id="from-mdx">From an mdx-code-block<a href="#from-mdx"');
    expect(page).toContain('<p>Written inside an <strong>mdx-code-block</strong> fence.</p>');
    expect(page).not.toContain('{#');
    expect(page).not.toContain('@theme/Tabs');
    expect(page).toContain('href="#highlighted"');
  });

  it('keeps {#custom-id} out of the search index and the markdown for AI readers', () => {
    const index = html('search-index.json');
    expect(index).toContain('Highlighted lines');
    expect(index).not.toContain('{#highlighted}');
    const twin = html('guide/code.md');
    expect(twin).toContain('## Highlighted lines\n');
    expect(twin).not.toContain('{#highlighted}');
  });

  it('sizes local images, lazy-loads all but the first', () => {
    const page = html('guide/images/index.html');
    expect(page).toContain('<img src="/img/dashboard.png" alt="The dashboard" width="320" height="180" decoding="async">');
    expect(page).toContain(
      '<img src="/img/settings.png" alt="The settings page" width="200" height="120" decoding="async" loading="lazy">',
    );
    expect(page).toContain('<img src="https://badges.docgen.test/build.svg" alt="A remote badge" decoding="async" loading="lazy">');
  });

  it('publishes an image kept beside its doc at its docs path, and links it there', () => {
    const page = html('guide/images/index.html');
    expect(page).toContain(
      '<img src="/guide/img/flow.png" alt="The flow, kept beside this page" width="160" height="90" decoding="async" loading="lazy">',
    );
    expect(result.files.get('guide/img/flow.png')).toEqual({ copyFrom: expect.stringMatching(/docs\/guide\/img\/flow\.png$/) });
  });

  it('renders math at build time and links KaTeX only on the page with math', () => {
    const katex = /<link rel="stylesheet" href="\/assets\/katex-[\d.]+\/katex\.min\.css">/;
    expect(headOf('guide/math/index.html')).toMatch(katex);
    expect(html('guide/math/index.html')).toContain('<annotation encoding="application/x-tex">A = \\pi r^2</annotation>');
    for (const page of ['guide/code/index.html', 'guide/diagrams/index.html', 'guide/plain/index.html', 'index.html'])
      expect(html(page)).not.toContain('katex');
    // Indexed once, as MathML text and TeX (not KaTeX's hidden drawing of it too).
    expect(html('search-index.json')).toContain('The area of a circle is A = π r 2 A = \\\\pi r^2 .');
    const files = vendorFiles(result, 'katex');
    expect(files.filter((file) => file.endsWith('katex.min.css'))).toHaveLength(1);
    expect(files.some((file) => /fonts\/KaTeX_Main-Regular\.woff2$/.test(file))).toBe(true);
  });

  it('places a Mermaid island with the source readable without JavaScript, and nothing of Mermaid elsewhere', () => {
    const page = html('guide/diagrams/index.html');
    expect(page).toContain('data-widget="mermaid"');
    expect(page).toMatch(
      /<details class="mermaid-source" open><summary>Diagram source<\/summary><pre tabindex="0"><code class="language-mermaid">flowchart LR/,
    );
    expect(page).toMatch(/"mermaid":"\/assets\/mermaid-[A-Z0-9]+\.js"/);
    for (const other of ['guide/code/index.html', 'guide/math/index.html', 'guide/plain/index.html', 'index.html'])
      expect(html(other)).not.toContain('mermaid');
    const files = vendorFiles(result, 'mermaid');
    expect(files.some((file) => /^assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/.test(file))).toBe(true);
    expect(files.some((file) => file.endsWith('.map'))).toBe(false);
  });

  it('a site with neither math nor diagrams ships no KaTeX or Mermaid files', () => {
    expect(vendorFiles(basic, 'katex')).toEqual([]);
    expect(vendorFiles(basic, 'mermaid')).toEqual([]);
  });
});
