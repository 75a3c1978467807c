import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectSources, listFiles } from '../../../src/content/collect.js';
import { docgenRejectionOf, tempDir } from '../../helpers/temp.js';

const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nBody of ${title}.\n`;

describe('collectSources', () => {
  it('reads docs with ids, categories and static files, sorted', async () => {
    const root = tempDir({
      'docs/index.md': page('Home'),
      'docs/guides/b.md': page('B'),
      'docs/guides/a.md': page('A', 'id: first\n'),
      'docs/guides/setup/_category.yml': 'label: Setting up\nposition: 2\ndescription: Get ready.\n',
      'docs/guides/_category.yaml': 'label: Guides\n',
      'docs/guides/draft.md': page('Draft', 'draft: true\n'),
      'docs/guides/.hidden.md': page('Hidden'),
      'docs/guides/notes.txt': 'ignored',
      'static/img/logo.svg': '<svg/>',
      'static/.DS_Store': 'x',
    });
    const sources = await collectSources(root);
    expect(sources.docs.map((doc) => [doc.relativePath, doc.id, doc.frontmatter.title])).toEqual([
      ['guides/a.md', 'guides/first', 'A'],
      ['guides/b.md', 'guides/b', 'B'],
      ['index.md', 'index', 'Home'],
    ]);
    expect(sources.docs[0]!.absolutePath).toBe(path.join(root, 'docs/guides/a.md'));
    expect(sources.categories).toEqual([
      { dir: 'guides', label: 'Guides', position: undefined, description: undefined },
      { dir: 'guides/setup', label: 'Setting up', position: 2, description: 'Get ready.' },
    ]);
    expect(sources.staticFiles).toEqual([{ relativePath: 'img/logo.svg', absolutePath: path.join(root, 'static/img/logo.svg') }]);
  });

  it('works without docs/ or static/', async () => {
    expect(await collectSources(tempDir())).toEqual({ docs: [], categories: [], drafts: [], staticFiles: [] });
  });

  it('fails on a page with bad frontmatter, naming the file', async () => {
    const root = tempDir({ 'docs/guides/bad.md': '---\ntitle: [\n---\n' });
    const error = await docgenRejectionOf(collectSources(root));
    expect(error.code).toBe('DG010');
    expect(error.location?.file).toBe(path.join(root, 'docs/guides/bad.md'));
  });
});

describe('_category.yml validation', () => {
  const categoryError = async (yaml: string) => {
    const root = tempDir({ 'docs/guides/_category.yml': yaml, 'docs/guides/a.md': page('A') });
    const error = await docgenRejectionOf(collectSources(root));
    expect(error.code).toBe('DG011');
    expect(error.title).toBe('Invalid category metadata');
    expect(error.location?.file).toBe(path.join(root, 'docs/guides/_category.yml'));
    return error;
  };

  it('rejects YAML that does not parse, with its line', async () => {
    const error = await categoryError('label: Guides\nlabel: Again\n');
    expect(error.message).toMatchInlineSnapshot(`"Not valid YAML: Map keys must be unique."`);
    expect(error.location?.line).toBe(2);
  });

  it('rejects a list or a scalar instead of a mapping', async () => {
    expect((await categoryError('- label\n')).message).toMatchInlineSnapshot(`"Expected a mapping with \`label\` and \`position\`."`);
    expect((await categoryError('Guides\n')).message).toMatchInlineSnapshot(`"Expected a mapping with \`label\` and \`position\`."`);
  });

  it("names an unknown field and its line (Docusaurus's fields are known)", async () => {
    const error = await categoryError('label: Guides\ncollapsed: true\ncolapsible: false\n');
    expect(error.message).toMatchInlineSnapshot(`"Unknown field "colapsible"."`);
    expect(error.location?.line).toBe(3);
  });

  it('checks the type of each field', async () => {
    expect((await categoryError('label: 12\n')).message).toMatchInlineSnapshot(`"label: Invalid input: expected string, received number."`);
    expect((await categoryError('position: first\n')).message).toMatchInlineSnapshot(
      `"position: Invalid input: expected number, received string."`,
    );
    expect((await categoryError('description: [a]\n')).message).toMatchInlineSnapshot(
      `"description: Invalid input: expected string, received array."`,
    );
  });
});

describe('listFiles', () => {
  it('lists files recursively with forward slashes and skips dot-files and dot-folders', async () => {
    const root = tempDir({ 'a.txt': '', 'sub/b.txt': '', 'sub/.c.txt': '', '.git/config': '', 'sub/.cache/d.txt': '' });
    expect(await listFiles(root)).toEqual(['a.txt', 'sub/b.txt']);
  });

  it("skips editors' temporary and backup files: a backup is never published", async () => {
    const root = tempDir({
      'logo.svg': '',
      'logo.svg~': '',
      'guide/4913': '',
      'guide/#page.md#': '',
      'guide/page.md___jb_tmp___': '',
      'guide/page.md___jb_old___': '',
      'guide/page.md': '',
      'guide/notes#1.txt': '',
    });
    expect(await listFiles(root)).toEqual(['guide/notes#1.txt', 'guide/page.md', 'logo.svg']);
  });
});
