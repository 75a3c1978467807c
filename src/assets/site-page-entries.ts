import path from 'node:path';
import type { Plugin } from 'esbuild';
import { engineFiles } from '../util/engine-root.js';
import { CLIENT_DOCUSAURUS_MODULES } from '../mdx/docusaurus-client-modules.js';
import { PAGE_FILES_FOLDER, pageImagePlugin, svgComponentPlugin } from '../mdx/page-asset-plugins.js';
import { siteAliasPlugin } from '../mdx/bundle-pages.js';

const PREFIX = 'docgen-site-page:';

/** The browser entry of a React page of src/pages: the page with the data it was rendered with. */
export const sitePageEntry = (file: string) => `${PREFIX}${file}`;
export const isSitePageEntry = (module: string) => module.startsWith(PREFIX);

/**
 * esbuild plugins of the browser bundle for the site's React pages: each page's entry
 * (widgets/docusaurus-page.tsx's SitePage around it), the Docusaurus modules they may
 * import in the browser, `@site/`, and SVG and image imports as the server bundle has them.
 */
export function sitePageBrowserPlugins(siteRoot: string, baseUrl: string): Plugin[] {
  const runtime = engineFiles.browserEntry('docusaurus-page');
  const entries: Plugin = {
    name: 'docgen-site-page-entries',
    setup(build) {
      build.onResolve({ filter: /^docgen-site-page:/ }, (args) => ({
        path: args.path.slice(PREFIX.length),
        namespace: 'docgen-site-page',
      }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-site-page' }, (args) => ({
        contents: [
          `import Page from ${JSON.stringify(args.path)};`,
          `import { SitePage } from ${JSON.stringify(runtime)};`,
          "import { jsx } from 'react/jsx-runtime';",
          'export default function SitePageRoot(props) {',
          '  return jsx(SitePage, { page: Page, data: props.data });',
          '}',
        ].join('\n'),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }));
    },
  };
  const docusaurus: Plugin = {
    name: 'docgen-client-docusaurus',
    setup(build) {
      build.onResolve({ filter: /^@(theme|docusaurus)\/[\w-]+(\/[\w-]+)*$/ }, (args) => {
        const name = args.path.slice(1);
        if (Object.hasOwn(CLIENT_DOCUSAURUS_MODULES, name)) return { path: name, namespace: 'docgen-client-docusaurus' };
        // Pages that import it are not hydrated (pages-module.tsx): only their server render reads it.
        return { path: name, namespace: 'docgen-server-only' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-client-docusaurus' }, (args) => {
        const names = Object.entries(CLIENT_DOCUSAURUS_MODULES[args.path]!);
        return {
          contents: `export { ${names.map(([exported, local]) => `${local} as ${exported}`).join(', ')} } from ${JSON.stringify(runtime)};\n`,
          resolveDir: path.dirname(runtime),
          loader: 'js',
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-server-only' }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`@${args.path} is rendered on the server only`)});\n`,
        loader: 'js',
      }));
    },
  };
  // In the browser a CSS module gives class names only (the page's stylesheet is the server's): what its url()s name is not read.
  const cssUrls: Plugin = {
    name: 'docgen-client-css-urls',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined,
      );
    },
  };
  return [entries, docusaurus, cssUrls, siteAliasPlugin(siteRoot), svgComponentPlugin(), pageImagePlugin(baseUrl, PAGE_FILES_FOLDER)];
}
