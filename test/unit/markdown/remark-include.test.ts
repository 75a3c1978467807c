import { describe, expect, it } from 'vitest';
import { DocgenError } from '../../../src/errors/docgen-error.js';
import { rehypeHeadingIds, rehypeToc } from '../../../src/markdown/rehype-headings.js';
import { remarkInclude, type PartialReader } from '../../../src/markdown/remark-include.js';
import { inlinePartials } from '../../../src/markdown/inline-partials.js';
import { runPlugins } from '../../helpers/markdown.js';
import { tempDir } from '../../helpers/temp.js';

const PAGE = '/site/docs/guides/page.md';

/** Partials by absolute path; any other path does not exist. */
const reader =
  (files: Record<string, string>): PartialReader =>
  (file) =>
    files[file];

function run(markdown: string, files: Record<string, string>, lineOffset = 0) {
  return runPlugins(
    markdown,
    { remark: [[remarkInclude, { read: reader(files) }]], rehype: [rehypeHeadingIds, rehypeToc] },
    { path: PAGE, lineOffset },
  );
}

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
    const error = await failure(run('Text.\n\n::include{file="_gone.md"}\n', {}, 4));
    expect(error.code).toBe('DG210');
    expect(error.location).toMatchObject({ file: PAGE, line: 7 });
    expect(error.message).toBe('::include{file="_gone.md"} names /site/docs/guides/_gone.md, which does not exist.');
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
    expect(inlinePartials('Start.\n\n::include{file="_a.md"}\n\nEnd.\n', `${root}/docs/page.md`)).toBe('Start.\n\nA.\n\nB.\n\nEnd.\n');
  });
});
