import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The extensions a site's module may have, in the order Node and Docusaurus's bundler try them. */
const MODULE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.jsx', '.tsx'];

/** A module's file as a local path resolves: as written, with an extension, or its folder's index; none when there is no such file. */
export function moduleFile(base: string): string | undefined {
  const candidates = [base, ...MODULE_EXTENSIONS.flatMap((ext) => [`${base}${ext}`, path.join(base, `index${ext}`)])];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}
