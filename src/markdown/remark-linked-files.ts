import type { Definition, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { linkedFile } from './linked-files.js';
import './remark-image-sizes.js';

export interface LinkedFileOptions {
  /** The site folder: only files inside it (or its node_modules) are published. */
  siteRoot: string;
}

/**
 * Publishes the local files that links point at (`[manifest](./gpu-pod.yaml)`,
 * `[spec](@site/files/a.pdf)`), as Docusaurus does: each is copied to
 * `/assets/files/<name>-<hash>.<ext>` (with the images beside the docs, docImages) and the
 * link points there. A link to a missing file is left as written, for the link check to
 * report at its line; one to a file outside the site folder is left too, with a warning.
 */
export function remarkLinkedFiles(options: LinkedFileOptions) {
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const found = linkedFile(link.url, file.path, options.siteRoot);
      if (found?.kind === 'refused') {
        const message = file.message(
          `Linked file ${link.url} is not published: it is ${found.reason}. Move it into the site folder.`,
          link,
        );
        message.line = (message.line ?? 0) + (file.data.lineOffset ?? 0);
      }
      if (found?.kind !== 'file') return;
      (file.data.dependencies ??= []).push(found.from);
      (file.data.docImages ??= []).push({ from: found.from, outPath: found.outPath });
      link.url = found.url;
    });
  };
}
