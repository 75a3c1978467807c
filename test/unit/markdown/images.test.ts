import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { createMarkdownRenderer } from '../../../src/markdown/processor.js';
import { createImageSizes } from '../../../src/markdown/image-size-cache.js';
import { fakeWidget } from '../../helpers/markdown.js';

/** A valid PNG of the given size (one grey pixel row per line). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const rows = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const root = mkdtempSync(path.join(tmpdir(), 'docgen-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, 'static/img'), { recursive: true });
mkdirSync(path.join(root, 'docs/guides'), { recursive: true });
writeFileSync(path.join(root, 'static/img/wide.png'), png(640, 360));
writeFileSync(path.join(root, 'docs/guides/next-to.png'), png(20, 10));
writeFileSync(path.join(root, 'static/img/icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"></svg>');

function renderer(sizeOf = createImageSizes(), docsPrefix?: string) {
  return createMarkdownRenderer({
    routeForDoc: () => undefined,
    directives: {},
    renderWidget: fakeWidget,
    images: { staticDir: path.join(root, 'static'), sizeOf, docsPrefix },
  });
}
const page = (body: string, render = renderer()) =>
  render({ path: path.join(root, 'docs/guides/page.md'), sourcePath: 'guides/page.md', body, lineOffset: 0 });

describe('image sizes and loading', () => {
  it('gives images from static/ and next to the page their width and height', async () => {
    const { html } = await page('![Wide](/img/wide.png)\n\n![Small](./next-to.png)\n\n![Icon](/img/icon.svg)');
    expect(html).toContain('<img src="/img/wide.png" alt="Wide" width="640" height="360" decoding="async">');
    expect(html).toContain('<img src="./next-to.png" alt="Small" width="20" height="10" decoding="async" loading="lazy">');
    expect(html).toContain('<img src="/img/icon.svg" alt="Icon" width="24" height="16" decoding="async" loading="lazy">');
  });

  it('loads every image but the first lazily, remote ones and raw HTML ones included', async () => {
    const { html } = await page(
      '![First](https://example.com/a.png)\n\n![Second](https://example.com/b.png)\n\n<img src="https://example.com/c.png" alt="C">',
    );
    expect(html).toContain('<img src="https://example.com/a.png" alt="First" decoding="async">');
    expect(html).toContain('<img src="https://example.com/b.png" alt="Second" decoding="async" loading="lazy">');
    expect(html).toContain('<img src="https://example.com/c.png" alt="C" decoding="async" loading="lazy">');
    expect(html).not.toContain('width=');
  });

  it("keeps an author's own loading attribute", async () => {
    const { html } = await page('![A](https://example.com/a.png)\n\n<img src="https://example.com/c.png" alt="C" loading="eager">');
    expect(html).toContain('alt="C" loading="eager" decoding="async">');
  });

  it('leaves a missing image without size and without a crash (the link check reports it)', async () => {
    const { html, warnings } = await page('![Gone](/img/missing.png)');
    expect(html).toContain('<img src="/img/missing.png" alt="Gone" decoding="async">');
    expect(warnings).toEqual([]);
  });

  it('does not read outside static/ for a site path that climbs out', async () => {
    const sizeOf = vi.fn(createImageSizes());
    await page('![x](/../../docs/guides/next-to.png)', renderer(sizeOf));
    expect(sizeOf).not.toHaveBeenCalled();
  });

  it('publishes images kept in the docs folder under the docs prefix, and links them there', async () => {
    const output = await page('![Small](./next-to.png?v=2)\n\n![Wide](/img/wide.png)', renderer(createImageSizes(), '/fr'));
    expect(output.html).toContain('<img src="/fr/guides/next-to.png?v=2" alt="Small" width="20" height="10"');
    expect(output.html).toContain('<img src="/img/wide.png"');
    expect(output.docImages).toEqual([{ from: path.join(root, 'docs/guides/next-to.png'), outPath: 'fr/guides/next-to.png' }]);
  });

  it('does not publish an image outside the docs folder, or a missing one', async () => {
    const output = await page('![Up](../../static/img/wide.png)\n\n![Gone](./gone.png)', renderer(createImageSizes(), ''));
    expect(output.html).toContain('<img src="../../static/img/wide.png"');
    expect(output.html).toContain('<img src="./gone.png"');
    expect(output.docImages).toBeUndefined();
  });

  it('reads each file once per build, however many pages show it', async () => {
    const sizeOf = createImageSizes();
    const file = path.join(root, 'static/img/wide.png');
    expect(sizeOf(file)).toBe(sizeOf(file));
    expect(await sizeOf(file)).toEqual({ width: 640, height: 360 });
  });
});
