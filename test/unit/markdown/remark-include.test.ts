import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocgenError } from '../../../src/errors/docgen-error.js';
import { rehypeHeadingIds, rehypeToc } from '../../../src/markdown/rehype-headings.js';
import { remarkInclude } from '../../../src/markdown/remark-include.js';
import { inlinePartials } from '../../../src/markdown/inline-partials.js';
import { runPlugins } from '../../helpers/markdown.js';
import { tempDir } from '../../helpers/temp.js';

/** A site folder holding `files` (paths relative to it), with the page at docs/guides/page.md. */
function siteWith(files: Record<string, string>) {
  const root = tempDir(Object.fromEntries(Object.entries(files).map(([file, text]) => [file.replace(/^\/site\//, ''), text])));
  mkdirSync(path.join(root, 'docs/guides'), { recursive: true });
  return { root, page: path.join(root, 'docs/guides/page.md') };
}

/** Runs the page in a site holding `files` (written as `/site/...`). */
async function runIn(markdown: string, files: Record<string, string>, lineOffset = 0) {
  const { root, page } = siteWith(files);
  const result = await runPlugins(
    markdown,
    { remark: [[remarkInclude, { siteRoot: root }]], rehype: [rehypeHeadingIds, rehypeToc] },
    { path: page, lineOffset },
  );
  return { ...result, root, page };
}
const run = runIn;

async function failure(promise: Promise<unknown>): Promise<DocgenError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocgenError);
  return error as DocgenError;
}

describe('remarkInclude: ::include{file="..."} partials', () => {
  it('puts the partial (relative to the page, frontmatter dropped) in place of the directive; its headings join the TOC', async () => {
    const { html, file } = await run('Before.\n\n::include{file="_shared/_note.md"}\n\nAfter.\n', {
      '/site/docs/guides/_shared/_note.md': '---\ntitle: ignored\n---\n\n## From the partial\n\nShared *text*.\n',
    });
    expect(html).toBe('<p>Before.</p>\n<h2 id="from-the-partial">From the partial</h2>\n<p>Shared <em>text</em>.</p>\n<p>After.</p>');
    expect(file.data.toc).toEqual([{ depth: 2, id: 'from-the-partial', text: 'From the partial' }]);
  });

  it('includes partials from partials, each relative to its own folder', async () => {
    const { html } = await run('::include{file="../_a.md"}\n', {
      '/site/docs/_a.md': 'A, then:\n\n::include{file="parts/_b.md"}\n',
      '/site/docs/parts/_b.md': 'B.\n',
    });
    expect(html).toBe('<p>A, then:</p>\n<p>B.</p>');
  });

  it('fails on a missing partial, naming the page, the file line of the directive and the path looked for', async () => {
    const { root, page } = siteWith({});
    const error = await failure(
      runPlugins('Text.\n\n::include{file="_gone.md"}\n', { remark: [[remarkInclude, { siteRoot: root }]] }, { path: page, lineOffset: 4 }),
    );
    expect(error.code).toBe('DG210');
    expect(error.location).toMatchObject({ file: page, line: 7 });
    expect(error.message).toBe(`::include{file="_gone.md"} names ${path.join(root, 'docs/guides/_gone.md')}, which does not exist.`);
  });

  it('fails on partials that include each other, naming the circle', async () => {
    const error = await failure(
      run('::include{file="_a.md"}\n', {
        '/site/docs/guides/_a.md': '::include{file="_b.md"}\n',
        '/site/docs/guides/_b.md': '::include{file="_a.md"}\n',
      }),
    );
    expect(error.code).toBe('DG211');
    expect(error.message).toBe('The includes go round in a circle: _a.md -> _b.md -> _a.md.');
  });
});

describe("inlinePartials: the page's markdown twin", () => {
  it("replaces include lines with the partials' text, recursively, without their frontmatter", () => {
    const root = tempDir({ 'docs/_a.md': '---\nx: 1\n---\nA.\n\n::include{file="_b.md"}\n', 'docs/_b.md': 'B.\n' });
    expect(inlinePartials('Start.\n\n::include{file="_a.md"}\n\nEnd.\n', `${root}/docs/page.md`, root)).toBe(
      'Start.\n\nA.\n\nB.\n\nEnd.\n',
    );
  });
});

describe('the sandbox of partials: only regular files inside the site and its node_modules', () => {
  /** The DG error an include fails with, in a site holding `files`; `prepare` adds links, pipes... */
  async function refusal(directive: string, files: Record<string, string> = {}, prepare?: (root: string) => void) {
    const { root, page } = siteWith(files);
    prepare?.(root);
    const error = await failure(
      runPlugins(`Text.\n\n${directive}\n`, { remark: [[remarkInclude, { siteRoot: root }]] }, { path: page, lineOffset: 3 }),
    );
    expect(error.location).toMatchObject({ file: page, line: 6 });
    return { error, root };
  }

  it('refuses a partial outside the site (DG275), naming the page, its line and the resolved path', async () => {
    const { error, root } = await refusal('::include{file="../../../secret.md"}', {}, (site) =>
      writeFileSync(path.join(site, '../secret.md'), 'TOP SECRET'),
    );
    expect(error.code).toBe('DG275');
    expect(error.message).toBe(
      `::include{file="../../../secret.md"} names ${path.resolve(root, '../secret.md')}, which is outside the site folder ${root}.`,
    );
    expect(error.hint).toContain('inside the site folder');
  });

  it("refuses /proc/self/environ (the build's secrets) without reading it (DG276)", async () => {
    const { error } = await refusal('::include{file="/proc/self/environ"}');
    expect(error.code).toBe('DG276');
    expect(error.message).toMatch(/names \/proc\/self\/environ, which is a symbolic link to \/proc\/\d+\/environ, not a regular file/);
  });

  it('refuses a symbolic link inside the docs that points out of the site, naming its target (DG275)', async () => {
    let outside = '';
    const { error } = await refusal('::include{file="_link.md"}', {}, (site) => {
      outside = path.join(path.dirname(site), `outside-${path.basename(site)}.md`);
      writeFileSync(outside, 'SECRET');
      symlinkSync(outside, path.join(site, 'docs/guides/_link.md'));
    });
    expect(error.code).toBe('DG275');
    expect(error.message).toContain(`a symbolic link to ${realpathSync(outside)}, outside the site folder`);
  });

  it('refuses a named pipe inside the site at once instead of waiting for a writer (DG276)', { timeout: 5_000 }, async () => {
    const { error } = await refusal('::include{file="_pipe.md"}', { 'docs/guides/keep.md': '' }, (site) =>
      execFileSync('mkfifo', [path.join(site, 'docs/guides/_pipe.md')]),
    );
    expect(error.code).toBe('DG276');
    expect(error.message).toContain('_pipe.md, which is not a regular file (a pipe, device');
  });

  it('refuses a folder named as a partial (DG276)', async () => {
    const { error } = await refusal('::include{file="_folder"}', { 'docs/guides/_folder/x.md': 'x' });
    expect(error.code).toBe('DG276');
  });

  it('includes a partial of a package in node_modules, and one reached by a link inside the site', async () => {
    const { root, page } = siteWith({
      'node_modules/shared-docs/_intro.md': 'From the package.\n',
      'docs/_real.md': 'Through a link.\n',
    });
    symlinkSync(path.join(root, 'docs/_real.md'), path.join(root, 'docs/guides/_alias.md'));
    const { html } = await runPlugins(
      '::include{file="../../node_modules/shared-docs/_intro.md"}\n\n::include{file="_alias.md"}\n',
      { remark: [[remarkInclude, { siteRoot: root }]] },
      { path: page },
    );
    expect(html).toBe('<p>From the package.</p>\n<p>Through a link.</p>');
  });

  it("leaves an include of a file outside the site as written in the page's twin", () => {
    const root = tempDir({ 'docs/page.md': '' });
    writeFileSync(path.join(root, '../outside-twin.md'), 'SECRET');
    expect(inlinePartials('A.\n\n::include{file="../../outside-twin.md"}\n', `${root}/docs/page.md`, root)).toBe(
      'A.\n\n::include{file="../../outside-twin.md"}\n',
    );
  });
});
