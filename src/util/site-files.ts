import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's sandbox for files a site names (partials, images, static files): a file
 * may be read only when its real path (symbolic links followed) is inside the site folder
 * or inside a `node_modules` folder (the packages the site depends on, wherever the
 * package manager keeps them), and only when it is a regular file. A pipe, a device, a
 * socket or a file of `/proc`, `/sys` or `/dev` is never opened: reading one could hang
 * the build or publish the machine's secrets (`/proc/self/environ` holds the CI's).
 */
export type SiteFileCheck =
  { ok: true; real: string } | { ok: false; problem: 'missing' } | { ok: false; problem: 'outside' | 'special'; real: string };

const SPECIAL_FOLDERS = ['/proc', '/sys', '/dev'];

const inside = (file: string, folder: string) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
};

/** Whether the build may read `file` for the site whose folder is `siteRoot`. */
export function checkSiteFile(file: string, siteRoot: string): SiteFileCheck {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return { ok: false, problem: 'missing' };
  }
  if (SPECIAL_FOLDERS.some((folder) => inside(real, folder))) return { ok: false, problem: 'special', real };
  let root: string;
  try {
    root = realpathSync(siteRoot);
  } catch {
    root = path.resolve(siteRoot);
  }
  if (!inside(real, root) && !real.split(path.sep).includes('node_modules')) return { ok: false, problem: 'outside', real };
  // stat, not open: opening a pipe would wait for a writer.
  if (!statSync(real).isFile()) return { ok: false, problem: 'special', real };
  return { ok: true, real };
}

/** Why a refused file is refused, for a message: "a symbolic link to /etc/passwd, outside the site folder /site". */
export function refusalReason(
  file: string,
  check: Extract<SiteFileCheck, { ok: false; problem: 'outside' | 'special' }>,
  siteRoot: string,
) {
  const via = path.resolve(file) === check.real ? '' : `a symbolic link to ${check.real}, `;
  return check.problem === 'outside'
    ? `${via}outside the site folder ${path.resolve(siteRoot)}`
    : `${via}not a regular file (a pipe, device, socket, folder or a file of /proc, /sys or /dev)`;
}

/** The text of `file` when the sandbox lets the build read it; the refusal otherwise. */
export function readSiteFile(file: string, siteRoot: string): { text: string } | Extract<SiteFileCheck, { ok: false }> {
  const check = checkSiteFile(file, siteRoot);
  return check.ok ? { text: readFileSync(check.real, 'utf8') } : check;
}
