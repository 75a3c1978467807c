import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

// The plugins a page of src/pages is bundled with twice, for the server and for the
// browser: what its code imports must come out the same in both, or hydration fails.

/** Where the files a page of src/pages imports or its CSS names are published, in the output. */
export const PAGE_FILES_FOLDER = 'assets/pages';

/** Images a page's code imports (`import hero from './hero.png'`): their URL. */
const IMAGE = /\.(png|jpe?g|gif|webp|avif|ico|bmp)$/i;

/**
 * `import hero from './hero.png'` is the image's URL, as Docusaurus's file loader gives
 * it: `<publicPath><folder>/<name>-<hash>.<ext>`, the hash of its bytes, the same in both
 * bundles. `publish`, on the server's, takes each file to write.
 */
export function pageImagePlugin(publicPath: string, folder: string, publish?: (name: string, bytes: Uint8Array) => void): Plugin {
  return {
    name: 'docgen-page-image',
    setup(build) {
      build.onResolve({ filter: IMAGE }, async (args) => {
        if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import') return undefined;
        if (args.pluginData === 'page-image') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'page-image' });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'docgen-page-image' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-page-image' }, async (args) => {
        const bytes = await readFile(args.path);
        const extension = path.extname(args.path);
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
        const name = `${folder}/${path.basename(args.path, extension)}-${hash}${extension.toLowerCase()}`;
        publish?.(name, bytes);
        return { contents: `export default ${JSON.stringify(`${publicPath}${name}`)};\n`, loader: 'js' };
      });
    },
  };
}

/**
 * `import Logo from './logo.svg'` in a page's code is a component, as Docusaurus's SVGR
 * makes it: the file's markup inline, with the props given (`className`, `role`,
 * `title`) on its `<svg>`. In CSS, `url(./logo.svg)` stays a file.
 */
export function svgComponentPlugin(): Plugin {
  return {
    name: 'docgen-svg-component',
    setup(build) {
      build.onResolve({ filter: /\.svg$/ }, async (args) => {
        if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import') return undefined;
        if (args.pluginData === 'svg-file') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'svg-file' });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'docgen-svg' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-svg' }, async (args) => {
        const markup = await readFile(args.path, 'utf8');
        const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(markup);
        if (!svg) return { errors: [{ text: `${args.path} has no <svg> element` }] };
        const attributes = Object.fromEntries(
          [...svg[1]!.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)]
            .filter(([, name]) => name !== 'class' && name !== 'style')
            .map(([, name, , double, single]) => [svgProp(name!), double ?? single ?? '']),
        );
        return {
          contents: [
            "import { jsx } from 'react/jsx-runtime';",
            `const attributes = ${JSON.stringify(attributes)};`,
            `const inner = ${JSON.stringify(svg[2])};`,
            'export default function Svg({ title, ...props }) {',
            "  const __html = title ? `<title>${String(title).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c])}</title>${inner}` : inner;",
            '  return jsx("svg", { ...attributes, ...props, dangerouslySetInnerHTML: { __html } });',
            '}',
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/** An SVG attribute as React names it: `stroke-width` is `strokeWidth`, `xlink:href` is `xlinkHref`; `data-`/`aria-` stay. */
function svgProp(name: string): string {
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[:-](\w)/g, (_match, letter: string) => letter.toUpperCase());
}
