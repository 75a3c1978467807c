import { readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type OutputFiles, ASSET_FOLDER } from '../core/output.js';

const require = createRequire(import.meta.url);

/**
 * A package's own prebuilt browser files (KaTeX's stylesheet and fonts, Mermaid's ES
 * modules), copied as they are into `assets/<package>-<version>/` only when a page of the
 * site needs them: a site without math or diagrams neither bundles nor ships them. The
 * folder is named by the package's version, so it never changes under the same URL.
 */
export interface VendorFiles {
  /** The folder in the output, e.g. `assets/katex-0.16.47`. */
  folder: string;
  /** The file pages link, relative to the output folder, e.g. `assets/katex-0.16.47/katex.min.css`. */
  entry: string;
  /** Every file to copy, by output path. */
  files(): Promise<OutputFiles>;
}

function vendorFiles(name: string, distDir: string, entry: string, keep: (file: string) => boolean): VendorFiles {
  const manifest = require.resolve(`${name}/package.json`);
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  const source = path.join(path.dirname(manifest), distDir);
  const folder = `${ASSET_FOLDER}/${name}-${version}`;
  let listed: Promise<OutputFiles> | undefined;
  return {
    folder,
    entry: `${folder}/${entry}`,
    files: () =>
      (listed ??= readdir(source, { recursive: true }).then((names) => {
        const files: OutputFiles = new Map();
        for (const file of names
          .map((name) => name.split(path.sep).join('/'))
          .filter(keep)
          .sort())
          files.set(`${folder}/${file}`, { copyFrom: path.join(source, file) });
        return files;
      })),
  };
}

let katex: VendorFiles | undefined;
let mermaid: VendorFiles | undefined;

/** KaTeX's stylesheet and the fonts it names (woff2, woff and ttf, as its CSS lists all three). */
export const katexFiles = () =>
  (katex ??= vendorFiles('katex', 'dist', 'katex.min.css', (file) => file === 'katex.min.css' || file.startsWith('fonts/')));

/** Mermaid's minified ES module and the chunks it imports on demand (one per kind of diagram); no source maps. */
export const mermaidFiles = () =>
  (mermaid ??= vendorFiles(
    'mermaid',
    'dist',
    'mermaid.esm.min.mjs',
    (file) => file === 'mermaid.esm.min.mjs' || (file.startsWith('chunks/mermaid.esm.min/') && file.endsWith('.mjs')),
  ));
