import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { expectUserError, runCli } from '../helpers/bad-input.js';
import { tempDir } from '../helpers/temp.js';

/**
 * Builds test/fixtures/sites/builtins (every built-in component and admonition form, in
 * markdown and in MDX) and checks that every page is there with every component
 * rendered, and that a misused built-in stops the CLI's build with its file and line.
 */
let result: BuildResult;
beforeAll(async () => {
  result = await buildInMemory(fixtureSite('builtins'));
}, 60_000);

const page = (route: string) => textOf(result, `${route.replace(/^\//, '')}/index.html`.replace(/^\//, ''));
/** The island's props of every tabs of a page. */
const tabsOf = (html: string) =>
  [...html.matchAll(/data-widget="tabs" data-props="([^"]*)"/g)].map((match) => JSON.parse(match[1]!.replace(/&quot;|&#x22;/g, '"')));
/** The script chunks a page lists for its islands. */
const widgetScripts = (html: string) =>
  Object.keys(JSON.parse(/<script type="application\/json" id="docgen-widgets">(.*?)<\/script>/.exec(html)![1]!));

describe('the builtins fixture', () => {
  it('builds every page, the MDX one included', () => {
    for (const route of [
      'components/tabs',
      'components/tabs-next',
      'components/admonitions',
      'components/layout',
      'components/mdx-components',
    ]) {
      expect(result.files.has(`${route}/index.html`), route).toBe(true);
    }
  });

  it('renders every admonition type, titled, legacy-titled, nested and site-defined', () => {
    const html = page('components/admonitions');
    for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important']) {
      expect(html).toContain(`<aside class="admonition admonition-${type}" role="note"`);
    }
    expect(html).toContain('<p class="admonition-title">Titled tip</p>');
    expect(html).toContain('<p class="admonition-title">Legacy title form</p>');
    expect(html).not.toContain(':::');
    expect(html).toMatch(/<p class="admonition-title">Outer note<\/p><p>The outer one.<\/p><aside class="admonition admonition-tip"/);
    expect(html).toContain('<aside class="admonition admonition-danger admonition-security" role="note" aria-label="Security">');
    expect(html).toContain('<span class="admonition-icon" aria-hidden="true">🚀</span>Version 2</p>');
  });

  it("writes admonitions, the site's own types included, as titled quotes in the page's twin for AI readers", () => {
    const twin = textOf(result, 'components/admonitions.md');
    expect(twin).toContain('> **Info: Legacy title form**');
    expect(twin).toContain('> **Security**');
    expect(twin).toContain('> **Release note: Version 2**');
    expect(twin).not.toContain(':::');
  });

  it('writes tabs with every panel and a tabs island, and loads the tabs script only on pages with tabs', () => {
    const tabs = page('components/tabs');
    expect(tabsOf(tabs).map((props) => [props.groupId, props.queryKey, props.items.length])).toEqual([
      ['os', 'os', 3],
      ['os', undefined, 3],
      [undefined, undefined, 2],
    ]);
    expect([...tabs.matchAll(/<p class="tab-caption">([^<]*)<\/p>/g)].map((match) => match[1])).toEqual([
      'macOS',
      'Linux',
      'Windows',
      'macOS',
      'Linux',
      'Windows',
      'JavaScript',
      'Python',
    ]);
    expect(widgetScripts(tabs)).toContain('tabs');
    expect(widgetScripts(page('components/layout'))).not.toContain('tabs');
    expect(widgetScripts(page('components/admonitions'))).not.toContain('tabs');
  });

  it('renders cards with a rewritten link, a link card alone, steps, details and badges', () => {
    const html = page('components/layout');
    expect(html).toContain(
      '<ul class="card-grid card-rows markdown-cards" style="--card-columns-2:2;--card-columns-3:2;--card-columns-4:4;--card-columns-5:4">',
    );
    expect(html).toContain('<li class="card link-card"><a href="/components/tabs" class="card-link">');
    expect(html).toContain('<div class="card link-card"><a href="/" class="card-link"><span class="card-title">Back home</span>');
    expect(html).toMatch(/<div class="steps"><ol>\s*<li>\s*<h3 id="download">/);
    expect(html).toContain('<details class="details"><summary>Why is it so fast?</summary>');
    expect(html).toContain('<details class="details"><summary>Details</summary>');
    expect(html).toContain('<span class="badge badge-tip">New</span>');
    expect(html).toContain('<span class="badge badge-default">Plain</span>');
  });

  it('renders the MDX components as their markdown forms, @theme imports included', () => {
    const html = page('components/mdx-components');
    expect(tabsOf(html)).toEqual([
      {
        items: [
          { value: 'mac', label: 'macOS' },
          { value: 'linux', label: 'GNU/Linux' },
          { value: 'windows', label: 'Windows' },
        ],
        defaultValue: 'mac',
        groupId: 'os',
        queryKey: 'os',
      },
    ]);
    expect(html).toContain(
      '<div class="tab-panel" data-tab-value="mac" data-tab-default=""><p class="tab-caption">macOS</p><p>Build with <strong>Xcode</strong> on macOS.</p></div>',
    );
    expect(html).toContain(
      '<aside class="admonition admonition-caution" role="note" aria-label="Caution"><p class="admonition-title">Mind the version</p>',
    );
    expect(html).toContain(
      'aria-label="Release note"><p class="admonition-title"><span class="admonition-icon" aria-hidden="true">🚀</span>Release note</p>',
    );
    expect(html).toContain('<p class="admonition-title">Legacy title in MDX</p>');
    expect(html).toContain('<details class="details"><summary>More about builds</summary>');
    expect(html).toContain('<span class="badge badge-tip">Stable</span>');
    expect(html).toContain('<li class="card link-card"><a href="/components/tabs" class="card-link">');
    expect(html).toMatch(/<div class="steps"><ol>\s*<li>\s*<h3 id="clone">/);
    expect(widgetScripts(html)).toContain('tabs');
  });
});

describe('a misused built-in stops the build', () => {
  const site = (body: string) =>
    tempDir({
      'site.config.ts': "export default { title: 'Bad', url: 'https://bad.test' };\n",
      'docs/index.md': '---\ntitle: Home\n---\n\nHome.\n',
      'docs/guide.md': `---\ntitle: Guide\n---\n\n${body}\n`,
    });

  it('a tab outside tabs: exit 1, DG190, the file and line, no stack', async () => {
    const root = site('Intro.\n\n:::tab[macOS]\nx\n:::');
    const run = await runCli(['build'], { cwd: root });
    expectUserError(run, { file: path.join(root, 'docs/guide.md'), line: 7, code: 'DG190' });
  });

  it('a badge with an unknown variant: exit 1, DG193, the file and line', async () => {
    const root = site('A :badge[x]{variant="purple"}.');
    const run = await runCli(['build'], { cwd: root });
    expectUserError(run, { file: path.join(root, 'docs/guide.md'), line: 5, code: 'DG193' });
    expect(run.stderr).toContain('default, note, tip');
  });

  it('a <TabItem> outside <Tabs> in MDX: exit 1, DG172 naming the component, the file and line', async () => {
    const root = tempDir({
      'site.config.ts': "export default { title: 'Bad', url: 'https://bad.test' };\n",
      'docs/index.md': '---\ntitle: Home\n---\n\nHome.\n',
      'docs/guide.mdx': '---\ntitle: Guide\n---\n\nIntro.\n\n<TabItem value="a">A</TabItem>\n',
    });
    const run = await runCli(['build'], { cwd: root });
    expectUserError(run, { file: path.join(root, 'docs/guide.mdx'), line: 7, code: 'DG172' });
    expect(run.stderr).toContain('<TabItem> must be inside <Tabs>');
  });
});
