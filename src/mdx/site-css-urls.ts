import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * What a Docusaurus site's CSS writes in `url()` and `@import`: `@site/static/img/x.png`
 * is the site folder's file, and `/img/x.png` the file of `static/` served at that path.
 * Both are bundled with a hashed name (so they follow `baseUrl`); an absolute URL with no
 * file in `static/` is left as it is written, as Docusaurus leaves it.
 */
export function siteCssUrlsPlugin(siteRoot: string): Plugin {
  return {
    name: 'docgen-site-css-urls',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) => ({ path: path.join(siteRoot, args.path.slice('@site/'.length)) }));
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token') return undefined; // docgen's own @import of a stylesheet's absolute path
        const clean = args.path.replace(/[?#].*$/, '');
        const file = path.join(siteRoot, 'static', decodeURIComponent(clean));
        return existsSync(file) ? { path: file } : { path: args.path, external: true };
      });
    },
  };
}

/** Files a stylesheet's `url()` may point at, copied beside it with a hashed name. */
export const CSS_FILE_LOADERS = Object.fromEntries(
  ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((extension) => [
    extension,
    'file' as const,
  ]),
);
