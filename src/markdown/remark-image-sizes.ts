import path from 'node:path';
import type { Image, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { urlKind } from '../util/url-kind.js';
import type { ImageSize } from './image-size-cache.js';

export interface ImageSizeOptions {
  /** The site's static/ folder: `/img/a.png` is read from there. */
  staticDir?: string;
  /** Size of an image file; undefined when it is missing or unreadable. */
  sizeOf: (file: string) => Promise<ImageSize | undefined>;
  /**
   * Publishes images kept beside the docs (`./img/a.png`): set to the site path prefix of
   * the docs' version and locale (`''`, `/fr`), each is copied to its docs-relative path
   * under it and the page links it there, whatever the page's own URL (slug, trailing slash).
   */
  docsPrefix?: string;
}

/** An image kept in the docs folder, or a file a link points at (remark-linked-files), copied to `outPath` (relative to the output folder). */
export interface DocImage {
  from: string;
  outPath: string;
}

declare module 'vfile' {
  interface DataMap {
    /** Images of the docs folder the page shows, and files its links point at: the build copies them. */
    docImages: DocImage[];
  }
}

/**
 * Markdown images of the site (`/img/a.png` from static/, `./a.png` next to the page)
 * get `width` and `height` from the file, so the page does not move when they load.
 * A missing file gets no size (and is not published): the build's link check reports it
 * at its line.
 */
export function remarkImageSizes(options: ImageSizeOptions) {
  return async (tree: Root, file: VFile) => {
    const images: { node: Image; file: string }[] = [];
    visit(tree, 'image', (node: Image) => {
      const local = localFile(node.url, file.path, options.staticDir);
      if (local) images.push({ node, file: local });
    });
    await Promise.all(
      images.map(async ({ node, file: imageFile }) => {
        (file.data.dependencies ??= []).push(imageFile);
        const size = await options.sizeOf(imageFile);
        if (!size) return;
        const inDocs = options.docsPrefix === undefined ? undefined : pathInDocs(imageFile, file);
        if (inDocs) {
          const outPath = `${options.docsPrefix!.slice(1)}/${inDocs.join('/')}`.replace(/^\//, '');
          (file.data.docImages ??= []).push({ from: imageFile, outPath });
          node.url = `${options.docsPrefix}/${inDocs.map(encodeURIComponent).join('/')}${node.url.replace(/^[^?#]*/, '')}`;
        }
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, width: size.width, height: size.height } };
      }),
    );
  };
}

/** The segments of an image's path inside the page's docs folder; undefined for one outside it. */
function pathInDocs(imageFile: string, file: VFile): string[] | undefined {
  const sourcePath = file.data.sourcePath;
  if (!file.path || !sourcePath || !file.path.endsWith(sourcePath)) return undefined;
  const relative = path.relative(file.path.slice(0, file.path.length - sourcePath.length), imageFile);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep);
}

/** The file an image URL points at, or undefined for remote, data and unsafe URLs. */
function localFile(url: string, pagePath: string | undefined, staticDir: string | undefined): string | undefined {
  if (urlKind(url) !== 'path' || url.startsWith('//')) return undefined;
  let target: string;
  try {
    target = decodeURI(url.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  if (target.startsWith('/')) return staticDir && within(staticDir, path.join(staticDir, target));
  return pagePath ? path.join(path.dirname(pagePath), target) : undefined;
}

/** A path that does not climb out of its folder (`/../../etc/x`). */
function within(dir: string, file: string): string | undefined {
  return path.relative(dir, file).startsWith('..') ? undefined : file;
}
