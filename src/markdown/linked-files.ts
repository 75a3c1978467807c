import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkSiteFile, refusalReason } from '../util/site-files.js';
import { urlKind } from '../util/url-kind.js';

/** Where linked files are published, as in Docusaurus (`/assets/files/manifest-1a2b3c4d.yaml`). */
export const LINKED_FILES_PATH = 'assets/files';

/**
 * What a markdown link to a local file that is no page becomes (Docusaurus copies any file a
 * link points at, `./gpu-pod.yaml` or `@site/files/a.pdf`): undefined when the link is not one
 * (a page, a site path, a URL, no extension); `missing` when there is no such file (the link
 * check reports it where it is written); `refused` when the sandbox forbids the file.
 */
export type LinkedFile =
  { kind: 'file'; from: string; outPath: string; url: string } | { kind: 'missing' } | { kind: 'refused'; reason: string };

/**
 * The file a link written in `pageFile` points at, and the hashed name it is published
 * under. Read synchronously (and remembered by size and time) so a page's HTML and its
 * twin for AI readers, made apart, name the same copy.
 */
export function linkedFile(url: string, pageFile: string, siteRoot: string): LinkedFile | undefined {
  if (urlKind(url) !== 'path' || url.startsWith('/')) return undefined;
  const cut = url.search(/[?#]/);
  const written = cut === -1 ? url : url.slice(0, cut);
  const suffix = cut === -1 ? '' : url.slice(cut);
  // Pages (`.md`, `.mdx`) are resolved to routes, `.html` is left to the link check, and a
  // path with no extension names a page or folder: as in Docusaurus, none is an asset.
  const extension = path.posix.extname(written);
  if (!extension || /^\.(mdx?|html?)$/i.test(extension)) return undefined;
  let target: string;
  try {
    target = decodeURIComponent(written);
  } catch {
    return undefined;
  }
  const file = target.startsWith('@site/') ? path.join(siteRoot, target.slice('@site/'.length)) : path.join(path.dirname(pageFile), target);
  const check = checkSiteFile(file, siteRoot);
  if (!check.ok)
    return check.problem === 'missing' ? { kind: 'missing' } : { kind: 'refused', reason: refusalReason(file, check, siteRoot) };
  const outPath = `${LINKED_FILES_PATH}/${path.basename(file, path.extname(file))}-${contentHash(check.real)}${path.extname(file)}`;
  return { kind: 'file', from: check.real, outPath, url: `/${outPath.split('/').map(encodeURIComponent).join('/')}${suffix}` };
}

const hashes = new Map<string, { stamp: string; hash: string }>();

/** The first 8 hex digits of the file's SHA-256, read again only when its size or time changes. */
function contentHash(file: string): string {
  const stats = statSync(file);
  const stamp = `${stats.size}:${stats.mtimeMs}`;
  const known = hashes.get(file);
  if (known?.stamp === stamp) return known.hash;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
  hashes.set(file, { stamp, hash });
  return hash;
}
