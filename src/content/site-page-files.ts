import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where a Docusaurus site keeps its own pages (`@docusaurus/plugin-content-pages`). */
export const PAGES_DIR = 'src/pages';

/** One page file of `src/pages/` and the route Docusaurus gives it. */
export interface SitePageFile {
  /** Absolute path. */
  file: string;
  /** Path under `src/pages/`, with forward slashes (`about/team.js`). */
  relative: string;
  /** Site path without locale or base URL: `about/team.js` is `/about/team`, `about/index.js` is `/about`. */
  route: string;
  /** A React component (`.js`, `.jsx`, `.ts`, `.tsx`) or a markdown page (`.md`, `.mdx`). */
  kind: 'react' | 'markdown';
}

const PAGE_FILE = /\.(jsx?|tsx?|mdx?)$/;

/**
 * Whether a path under `src/pages/` is a page, by the pages plugin's default `exclude`:
 * not `_`-prefixed (a file or any folder on the way), not a test (`*.test.js`,
 * `__tests__/`), not a type declaration.
 */
export function isPageFile(relative: string): boolean {
  const parts = relative.split('/');
  if (parts.some((part) => part.startsWith('_'))) return false;
  return PAGE_FILE.test(relative) && !/\.test\.[jt]sx?$/.test(relative) && !relative.endsWith('.d.ts');
}

/** The route of a page file: its path without extension, `index` being its folder's page. */
export function routeOfPageFile(relative: string): string {
  const route = `/${relative.replace(PAGE_FILE, '')}`.replace(/(^|\/)index$/, '');
  return route || '/';
}

/** The site's page files, sorted by path; none when `src/pages/` does not exist. */
export function pageFilesOf(root: string): SitePageFile[] {
  const dir = path.join(root, PAGES_DIR);
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter(isPageFile)
    .sort()
    .map((relative) => ({
      file: path.join(dir, relative),
      relative,
      route: routeOfPageFile(relative),
      kind: /\.mdx?$/.test(relative) ? 'markdown' : 'react',
    }));
}
