import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltSite } from '../pipeline/build-site.js';
import type { OutputFiles, OutputPart } from '../core/output.js';

/**
 * llms.txt and llms-full.txt of every version and locale, made again from the kept
 * reader entries (re-rendered pages took their old entries' places) as the build makes
 * them: llms-full.txt joins the twins already in the output folder. A site's own files
 * in static/ are kept, as in a build. Texts and bytes only, for `writeChanged`.
 */
export async function llmsFiles(built: BuiltSite, outDir: string): Promise<OutputFiles> {
  if (!built.config.llms.enabled) return new Map();
  const files: OutputFiles = new Map(built.staticFiles.map((file) => [file.relativePath, { copyFrom: file.absolutePath }]));
  built.readers.follow(built.site.routes.all()); // routes added, moved or removed since the build
  built.readers.finish(files, built.catalogues, built.outputPaths);
  const made: OutputFiles = new Map();
  for (const [outPath, contents] of files) {
    if (typeof contents === 'string') made.set(outPath, contents);
    else if (typeof contents === 'object' && 'parts' in contents) made.set(outPath, await joinParts(contents.parts, outDir));
  }
  return made;
}

async function joinParts(parts: readonly OutputPart[], outDir: string): Promise<Uint8Array> {
  const buffers = await Promise.all(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : readFile(path.join(outDir, part.written)))),
  );
  return Buffer.concat(buffers);
}
