import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';

/**
 * Builds test/fixtures/sites/docusaurus-pages: pages written as a Docusaurus site writes
 * them, with no change for docgen (`@theme/` and `@site/` imports, <Tabs>, `:::tip Title`,
 * nested admonitions, `{#id}` in MDX, an imported `_` partial, code-fence options, Mermaid,
 * math, a static image, `mdx-code-block`, `_category_.json`, pages without a title, the
 * site's own components), and checks that every page is there and every feature rendered.
 */
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(fixtureSite('docusaurus-pages'));
});

/** The page's main content, where every feature under test is drawn. */
const mainOf = (file: string) => {
  const html = textOf(result, file);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const headOf = (file: string) => textOf(result, file).slice(0, textOf(result, file).indexOf('</head>'));

describe('pages written for Docusaurus build unchanged', () => {
  it('writes every page at its Docusaurus URL (guides/configuration.md with id: configure is /guides/configure), and no page for the partial', () => {
    const pages = [...result.files.keys()].filter((file) => file.endsWith('.html')).sort();
    expect(pages).toEqual([
      '404.html',
      'guides/configure/index.html',
      'guides/index.html',
      'guides/installation/index.html',
      'index.html',
      'reference/commands/index.html',
      'reference/index.html',
      'reference/overview/index.html',
      'tags/cli/index.html',
      'tags/index.html',
      'tags/reference/index.html',
    ]);
  });

  it('MDX: imports, expressions and comments work; @theme/Tabs renders every panel; the partial is included', () => {
    const main = mainOf('guides/installation/index.html');
    expect(main).not.toMatch(/import |\{\/\*|This comment must not show/);
    expect(main).toContain('<h1>Installation</h1>');
    expect(main).toContain('The CLI needs Node 2.4 or later: you have 2 ways to check.');
    expect(main).toContain('data-widget="tabs"');
    expect(main).toContain('&quot;groupId&quot;:&quot;package-manager&quot;');
    expect(main).toMatch(/<div class="tab-panel" data-tab-value="npm" data-tab-default="">.*?--save-dev acme-cli.*?<\/div>/s);
    expect(main).toMatch(/<div class="tab-panel" data-tab-value="yarn">.*?--dev<\/span> acme-cli/s);
    expect(main).toContain('The install note is a partial: it is not a page of its own.');
  });

  it('MDX: {#custom-id} sets the heading id and leaves the text, TOC included', () => {
    const main = mainOf('guides/installation/index.html');
    expect(main).toMatch(/<h2 id="check-version">Check the version<a href="#check-version"/);
    expect(main).not.toContain('{#');
    expect(textOf(result, 'guides/installation/index.html')).toContain(
      '&quot;id&quot;:&quot;check-version&quot;,&quot;text&quot;:&quot;Check the version&quot;',
    );
  });

  it('admonitions: `:::tip Title`, caution, danger, important and nesting with more colons outside', () => {
    const install = mainOf('guides/installation/index.html');
    expect(install).toMatch(/admonition-tip".*?<p class="admonition-title">Keep it current<\/p>/s);
    expect(install).toContain('admonition admonition-caution');
    const config = mainOf('guides/configure/index.html');
    expect(config).toMatch(
      /admonition-info"[^>]*><p class="admonition-title">Where it looks<\/p>.*<aside class="admonition admonition-warning"[^>]*><p class="admonition-title">Nested<\/p>.*<\/aside><\/aside>/s,
    );
    expect(config).toContain('admonition admonition-danger');
    expect(config).toMatch(/admonition-important".*href="\/guides\/installation"/s);
    expect(config).not.toMatch(/<p>:::/);
  });

  it('code fences: title, highlighted lines, magic comments removed, line numbers, diff', () => {
    const config = mainOf('guides/configure/index.html');
    expect(config).toContain('<figcaption class="code-block-title">acme.config.js</figcaption>');
    // The page is MDX (its mdx-code-block fence): React writes the quotes as &#x27;.
    expect(config).toMatch(/<mark class="code-line code-line-highlighted">.*(?:'|&#x27;)dist(?:'|&#x27;)/);
    expect(config).not.toContain('highlight-next-line');
    expect(config).toMatch(/<mark class="code-line code-line-highlighted">\s*<span class="token keyword">return<\/span>/);
    expect(config).toContain('code-numbered');
    expect(config).toContain('<del class="code-line code-line-removed">');
    expect(config).toContain('<ins class="code-line code-line-added">');
  });

  it('a heading deeper than toc_max_heading_level stays out of the table of contents', () => {
    const html = textOf(result, 'guides/configure/index.html');
    expect(html).toContain('&quot;id&quot;:&quot;options&quot;');
    expect(html).not.toContain('&quot;text&quot;:&quot;Rarely used&quot;');
  });

  it('Mermaid and math: drawn where written, their files linked only on that page', () => {
    const config = textOf(result, 'guides/configure/index.html');
    expect(config).toContain('data-widget="mermaid"');
    expect(config).toContain('graph LR');
    expect(config).toContain('class="katex"');
    expect(config).toContain('<math');
    expect(headOf('guides/configure/index.html')).toMatch(/katex-[\d.]+\/katex\.min\.css/);
    expect(headOf('guides/installation/index.html')).not.toContain('katex');
    expect(textOf(result, 'guides/installation/index.html')).not.toContain('data-widget="mermaid"');
  });

  it('images get their width and height from the file; mdx-code-block content is part of the page', () => {
    const config = mainOf('guides/configure/index.html');
    expect(config).toContain('<img src="/img/build.png" alt="A diagram of the build" width="320" height="180"');
    expect(config).toMatch(/<details>\s*<summary>Why a cache\?<\/summary>\s*<p>Builds <strong>reuse<\/strong> what did not change.<\/p>/);
    expect(config).not.toContain('mdx-code-block');
  });

  it("the site's components: static by default, an island with client:load or client:visible", () => {
    const overview = mainOf('reference/overview/index.html');
    expect(overview).toContain('<span class="release-badge">Since 2.1</span>');
    expect(overview).not.toContain('data-widget="release-badge"');
    expect(overview).toMatch(/data-widget="usage-counter"[^>]*data-hydrate="visible"/);
    expect(overview).toMatch(/admonition-info"[^>]*><p class="admonition-title">Stable<\/p>/);
    expect(mainOf('guides/configure/index.html')).toMatch(/data-widget="usage-counter"[^>]*data-hydrate="load"/);
  });

  it('pages without a title take their first heading or their file name; links to .md and .mdx resolve', () => {
    expect(mainOf('guides/configure/index.html')).toContain('<h1>Configuring the CLI</h1>');
    expect(mainOf('reference/overview/index.html')).toContain('<h1>overview</h1>');
    const commands = mainOf('reference/commands/index.html');
    expect(commands).toContain('<a href="/guides/configure">the configuration</a>');
    expect(commands).toContain('<a href="/guides/installation">installation</a>');
  });

  it('_category_.json: the label orders and names the section; a generated index shows its description', () => {
    const reference = mainOf('reference/index.html');
    expect(reference).toContain('<h1>Reference</h1>');
    expect(reference).toContain('Every command and option.');
    const guides = mainOf('guides/index.html');
    expect(guides).toContain('<h1>Guides</h1>');
  });

  it('warns about the unknown frontmatter key, naming the file and line, and builds', () => {
    const warnings = result.diagnostics.map((diagnostic) => `${diagnostic.file}:${diagnostic.line} ${diagnostic.message}`);
    expect(warnings.some((warning) => /commands\.md:7 .*unknown_key/.test(warning))).toBe(true);
  });
});
