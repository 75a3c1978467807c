import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../src/markdown/processor.js';
import { createImageSizes } from '../../../src/markdown/image-size-cache.js';
import { linkedFile } from '../../../src/markdown/linked-files.js';
import { fakeWidget } from '../../helpers/markdown.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-linked-files-'));
const outside = mkdtempSync(path.join(tmpdir(), 'docgen-linked-outside-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});
mkdirSync(path.join(root, 'docs/guides'), { recursive: true });
mkdirSync(path.join(root, 'files'), { recursive: true });
const manifest = 'kind: Pod\n';
writeFileSync(path.join(root, 'docs/guides/gpu pod.yaml'), manifest);
writeFileSync(path.join(root, 'files/spec.pdf'), '%PDF-1.4');
writeFileSync(path.join(outside, 'secret.txt'), 'not for the site');
symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'docs/guides/secret.txt'));
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);
const pagePath = path.join(root, 'docs/guides/page.md');

function render(body: string, docsPrefix: string | undefined) {
  return createMarkdownRenderer({
    routeForDoc: (relative) => (relative === 'guides/setup.md' ? '/guides/setup' : undefined),
    directives: {},
    renderWidget: fakeWidget,
    siteRoot: root,
    sitePath: (site) => `/base${site}`,
    images: { sizeOf: createImageSizes(), docsPrefix },
  })({ path: pagePath, sourcePath: 'guides/page.md', body, lineOffset: 2 });
}

describe('files that links point at (Docusaurus: /assets/files/<name>-<hash>.<ext>)', () => {
  it('publishes a file beside the page under a name with its content hash, and the link (and a definition) points there', async () => {
    const output = await render('[manifest](./gpu%20pod.yaml) and [again][m]\n\n[m]: gpu%20pod.yaml#L1', '');
    const published = `assets/files/gpu pod-${hashOf(manifest)}.yaml`;
    expect(output.html).toContain(`<a href="/base/assets/files/gpu%20pod-${hashOf(manifest)}.yaml">manifest</a>`);
    expect(output.html).toContain(`<a href="/base/assets/files/gpu%20pod-${hashOf(manifest)}.yaml#L1">again</a>`);
    expect(output.docImages).toEqual([
      { from: path.join(root, 'docs/guides/gpu pod.yaml'), outPath: published },
      { from: path.join(root, 'docs/guides/gpu pod.yaml'), outPath: published },
    ]);
    // The cached page is stale when the file changes.
    expect(output.dependencies).toContain(path.join(root, 'docs/guides/gpu pod.yaml'));
    expect(output.warnings).toEqual([]);
  });

  it('reads `@site/` from the site folder', async () => {
    const output = await render('[spec](@site/files/spec.pdf)', '');
    expect(output.html).toContain(`<a href="/base/assets/files/spec-${hashOf('%PDF-1.4')}.pdf">spec</a>`);
  });

  it('leaves pages, site paths, URLs and paths without an extension to the link rules', async () => {
    const output = await render(
      '[a](./setup.md) [b](/img/x.png) [c](https://example.com/a.yaml) [d](./folder) [e](./page.html) [f](#top)',
      '',
    );
    expect(output.html).toContain('<a href="/base/guides/setup">a</a>');
    expect(output.html).toContain('<a href="/base/img/x.png">b</a>');
    expect(output.html).toContain('href="https://example.com/a.yaml"');
    expect(output.html).toContain('<a href="./folder">d</a>');
    expect(output.html).toContain('<a href="./page.html">e</a>');
    expect(output.docImages).toBeUndefined();
  });

  it('leaves a link to a missing file as written, for the link check to report where it is', async () => {
    const output = await render('[gone](./gone.yaml)', '');
    expect(output.html).toContain('<a href="./gone.yaml">gone</a>');
    expect(output.links).toEqual([expect.objectContaining({ href: './gone.yaml', line: 3 })]);
    expect(output.docImages).toBeUndefined();
  });

  it('never publishes a file outside the site folder: the link stays, with a warning at its line', async () => {
    const output = await render('text\n\n[secret](./secret.txt)', '');
    expect(output.html).toContain('<a href="./secret.txt">secret</a>');
    expect(output.docImages).toBeUndefined();
    expect(output.warnings).toEqual([
      expect.objectContaining({
        line: 5,
        message: expect.stringMatching(
          /^Linked file \.\/secret\.txt is not published: it is a symbolic link to .*secret\.txt, outside the site folder/,
        ),
      }),
    ]);
  });

  it('publishes nothing where the pipeline publishes no files beside pages (no docs prefix)', async () => {
    const output = await render('[manifest](./gpu%20pod.yaml)', undefined);
    expect(output.html).toContain('<a href="./gpu%20pod.yaml">manifest</a>');
    expect(output.docImages).toBeUndefined();
  });

  it('leaves a `pathname://` link to the browser, as Docusaurus does: its path, no base URL, no copy, not checked', async () => {
    const output = await render('[notes](pathname:///downloads/notes.txt) and [ref][n]\n\n[n]: pathname:///gpu%20pod.yaml', '');
    expect(output.html).toContain('<a href="/downloads/notes.txt" data-unchecked-link="">notes</a>');
    expect(output.html).toContain('<a href="/gpu%20pod.yaml" data-unchecked-link="">ref</a>');
    expect(output.links).toEqual([]);
    expect(output.docImages).toBeUndefined();
    expect(output.warnings).toEqual([]);
  });

  it('names the same copy for the same content, and another when the content changes', () => {
    const first = linkedFile('./gpu%20pod.yaml', pagePath, root);
    expect(linkedFile('gpu%20pod.yaml?x=1', pagePath, root)).toEqual({ ...first, url: `${(first as { url: string }).url}?x=1` });
    writeFileSync(path.join(root, 'docs/guides/gpu pod.yaml'), 'kind: Deployment\n', { flag: 'w' });
    const changed = linkedFile('./gpu%20pod.yaml', pagePath, root);
    expect(changed).toMatchObject({ kind: 'file', outPath: `assets/files/gpu pod-${hashOf('kind: Deployment\n')}.yaml` });
    writeFileSync(path.join(root, 'docs/guides/gpu pod.yaml'), manifest);
  });
});
