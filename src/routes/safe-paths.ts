/**
 * Which URL paths stay inside the site. Routes become both URLs (below the base URL) and
 * files (below the output folder), so a path written by an author (a frontmatter slug, a
 * service route) is checked here before it becomes either.
 */

/** The route a path resolves to, or why it cannot be one (a phrase: "goes above ..."). */
export type PathCheck = { route: string } | { problem: string };

const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;
const SERVICE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Resolves a frontmatter slug: absolute (`/start`) from the site root, relative (`start`,
 * `../start`) from the folder of the file that sets it. `.` and `..` resolve the way a
 * browser resolves them; a slug that would climb above the site root, or that hides a
 * separator (`\`, `%2e`, `%2f`, `%5c`), a control character, `?` or `#`, is refused.
 */
export function resolveSlug(relativePath: string, slug: string): PathCheck {
  const problem = unsafeCharacters(slug);
  if (problem) return { problem };
  const dir = relativePath.includes('/') ? relativePath.slice(0, relativePath.lastIndexOf('/')) : '';
  const segments = slug.startsWith('/') ? [] : dir.split('/').filter(Boolean);
  for (const segment of slug.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return { problem: 'climbs above the site root (its `..` segments lead outside the site)' };
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return { route: `/${segments.join('/')}` };
}

/**
 * Checks a service route from the config: a plain absolute path of letters, digits, `-`,
 * `_`, `.` and `~` between slashes, without `.` or `..` segments.
 */
export function checkServiceRoute(route: string): PathCheck {
  const problem = unsafeCharacters(route);
  if (problem) return { problem };
  const segments = route.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return { problem: 'has `.` or `..` segments, which would place its pages outside the site' };
  }
  const odd = segments.find((segment) => !SERVICE_SEGMENT.test(segment));
  if (odd !== undefined) return { problem: `has the segment "${odd}"; only letters, digits, \`-\`, \`_\`, \`.\` and \`~\` are allowed` };
  return { route: `/${segments.join('/')}` };
}

/**
 * Checks a redirect's old address (`redirects[].from`, frontmatter `redirect_from`): a path
 * from the site's root (`/guides/old`, `/old.html`), without `.` or `..` segments, so
 * that its redirect page stays inside the output folder. Returns the route it is at
 * (`/guides/old`: duplicate and trailing slashes dropped) or why it cannot be one.
 */
export function checkRedirectPath(path: string): PathCheck {
  if (!path.startsWith('/') || path.startsWith('//'))
    return { problem: 'must start with "/" (a path from the site\'s root, such as "/guides/old")' };
  const problem = unsafeCharacters(path);
  if (problem) return { problem };
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return { problem: 'has `.` or `..` segments, which would place its page outside the site' };
  }
  return { route: `/${segments.join('/')}` };
}

function unsafeCharacters(path: string): string | undefined {
  if (CONTROL.test(path)) return 'contains a control character (such as NUL)';
  if (path.includes('\\')) return 'contains a backslash, a path separator on some systems';
  if (ENCODED_SEPARATOR.test(path)) return 'contains an encoded dot, slash or backslash (%2e, %2f or %5c)';
  if (/[?#]/.test(path)) return 'contains `?` or `#`, which would end the URL path';
  return undefined;
}

/**
 * The last guard before a route becomes a file: every author-written path was checked
 * when it was read, so an unsafe one here is a bug in docgen (a plain Error, exit 2).
 */
export function assertSafeRoute(route: string): void {
  const segments = route.split('/').slice(1);
  if (
    !route.startsWith('/') ||
    CONTROL.test(route) ||
    route.includes('\\') ||
    segments.some((segment) => segment === '.' || segment === '..')
  ) {
    throw new Error(`docgen bug: the route ${JSON.stringify(route)} would leave the output folder`);
  }
}

/** Same guard for an output path: relative, forward slashes, no `.`/`..` segments. */
export function assertSafeOutPath(outPath: string): void {
  const segments = outPath.split('/');
  const absolute = outPath.startsWith('/') || /^[a-z]:/i.test(outPath);
  if (
    absolute ||
    outPath === '' ||
    CONTROL.test(outPath) ||
    outPath.includes('\\') ||
    segments.some((segment) => segment === '.' || segment === '..' || segment === '')
  ) {
    throw new Error(`docgen bug: the output path ${JSON.stringify(outPath)} would leave the output folder`);
  }
}
