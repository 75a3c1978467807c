import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, transform, type BuildFailure } from 'esbuild';
import { ASSET_FOLDER } from '../../core/output.js';
import { errors } from '../../errors/catalogue.js';
import { CSS_FILE_LOADERS, siteCssUrlsPlugin } from '../../mdx/site-css-urls.js';
import postcss, { type Rule } from 'postcss';
import prefixSelector from 'postcss-prefix-selector';

const require = createRequire(import.meta.url);

/** The element every React page of src/pages is rendered in (pages-module.tsx). */
export const SITE_PAGE_CLASS = 'site-page';
const SCOPE = `:where(.${SITE_PAGE_CLASS})`;
/** Infima's dark mode, as Docusaurus sets it on <html> (docgen's theme switch sets the same attribute). */
const DARK_ROOT = "html[data-theme='dark']";

/**
 * What docgen's own theme sets on class names Infima has (templates/styles: `.hero`,
 * `.card`, `.badge`) and Infima's rule leaves unset, back to its initial value inside a
 * React page: there the class is Infima's (a card has no border, a hero's text is not
 * centred, a badge is not upper case). After Infima and as light as it, so the site's
 * customCss and the page's CSS modules still override it. Checked against the theme by
 * test/unit/sources/infima.test.ts.
 */
const THEME_RESETS = `
.hero { text-align: initial; }
.card { border: initial; }
.badge { vertical-align: initial; letter-spacing: initial; text-transform: initial; }
`;

/**
 * Infima's variables that follow docgen's theme: the primary family is the site's brand
 * colour as the theme made it readable in each mode (`--color-primary`, brand-palette.ts),
 * its shades mixed from it as Infima mixes them (so a site that sets only
 * `--ifm-color-primary` gets matching shades); text, surfaces and the code font are the frame's.
 * A site's customCss comes later in the page and sets any of them over these, as in Docusaurus.
 */
const THEME_MAPPING = `
:root {
  --ifm-color-primary: var(--color-primary);
  --ifm-color-primary-dark: color-mix(in srgb, var(--ifm-color-primary) 90%, #000);
  --ifm-color-primary-darker: color-mix(in srgb, var(--ifm-color-primary) 85%, #000);
  --ifm-color-primary-darkest: color-mix(in srgb, var(--ifm-color-primary) 70%, #000);
  --ifm-color-primary-light: color-mix(in srgb, var(--ifm-color-primary) 85%, #fff);
  --ifm-color-primary-lighter: color-mix(in srgb, var(--ifm-color-primary) 70%, #fff);
  --ifm-color-primary-lightest: color-mix(in srgb, var(--ifm-color-primary) 50%, #fff);
  --ifm-color-primary-contrast-background: color-mix(in srgb, var(--ifm-color-primary) 10%, #fff);
  --ifm-color-primary-contrast-foreground: color-mix(in srgb, var(--ifm-color-primary) 30%, #000);
  --ifm-color-content: var(--color-text);
  --ifm-color-content-secondary: var(--color-text-muted);
  --ifm-background-surface-color: var(--color-bg);
  --ifm-code-background: var(--color-code-bg);
  --ifm-font-family-monospace: var(--font-mono);
  --ifm-navbar-height: var(--navbar-height);
}
@media screen {
  ${DARK_ROOT} {
    --ifm-color-primary-contrast-background: color-mix(in srgb, var(--ifm-color-primary) 30%, #000);
    --ifm-color-primary-contrast-foreground: color-mix(in srgb, var(--ifm-color-primary) 10%, #fff);
    --ifm-color-content: var(--color-text);
    --ifm-color-content-secondary: var(--color-text-muted);
    --ifm-background-surface-color: var(--color-bg-soft);
    --ifm-code-background: var(--color-code-bg);
  }
}
`;

/** A stylesheet of the React pages: its file in the output and its CSS. */
export interface PageStylesheet {
  /** Relative to the output folder, e.g. `assets/pages/infima-1a2b3c4d.css`. */
  file: string;
  css: string;
}

let built: Promise<string> | undefined;

/**
 * Infima (the CSS framework of Docusaurus's classic theme: `container`, `row`, `col`,
 * `hero`, `button`, `card`, `margin-top--lg`...) for the React pages of src/pages, written
 * to `folder` under a name hashed from its content. Its rules apply inside a page's
 * `.site-page` element only, weighing what they weigh in Docusaurus (the scope is a
 * `:where()`); the page links it after the site's stylesheet, so it overrides the theme's
 * rules of the same class names (`.button`, `.hero`, `.card`), and before the site's
 * customCss (customCssAgain) and the page's CSS modules, which override it as in
 * Docusaurus. Its variables stay on the root, followed by the theme's colours and dark
 * mode. The same for every site (it names no site's values), so it is built once per process.
 */
export async function infimaStylesheet(folder: string): Promise<PageStylesheet> {
  const css = await (built ??= buildInfima());
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return { file: `${folder}/infima-${hash}.css`, css };
}

async function buildInfima(): Promise<string> {
  const manifest = require.resolve('infima/package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  const source = path.join(path.dirname(manifest), 'dist/css/default/default.css');
  const root = postcss.parse(await readFile(source, 'utf8'), { from: source });
  // The page's text (colour, font) as Docusaurus sets it on <html>, on the page's element; the
  // rest of <html> and <body> is the frame's. The background stays the frame's body's: in
  // Docusaurus the <html> background is under the body's, which a site's customCss may paint.
  root.walkRules((rule) => {
    if (rule.selector === '*' || rule.selector === 'body') rule.remove();
    else if (rule.selector === 'html') rule.walkDecls('background-color', (declaration) => void declaration.remove());
    else if (rule.selector === DARK_ROOT && rule.parent?.type === 'root') darkForTheScreen(rule);
  });
  inheritFontFamily(root);
  root.append(postcss.parse(THEME_RESETS));
  const scoped = postcss([prefixSelector({ prefix: SCOPE, transform: scopeSelector })]).process(root, { from: source }).root;
  scoped.append(postcss.parse(THEME_MAPPING));
  // Its licence travels with it (the minifier keeps /*! comments).
  scoped.prepend(postcss.comment({ text: `! Infima ${version} | MIT License | Copyright (c) Facebook, Inc. and its affiliates.` }));
  return (await transform(scoped.toString(), { loader: 'css', minify: true })).code;
}

/** One selector of Infima inside a React page: the root's variables stay; <html> is the page's element. */
function scopeSelector(prefix: string, selector: string, prefixed: string): string {
  if (selector === ':root' || selector === DARK_ROOT) return selector;
  if (selector === 'html') return prefix;
  if (selector.startsWith(`${DARK_ROOT} `)) return `${DARK_ROOT} ${prefix} ${selector.slice(DARK_ROOT.length + 1)}`;
  return prefixed;
}

/**
 * The page's font is the body's (docgen's, or what the site's customCss gives the body, as
 * in Docusaurus where the body's font is over <html>'s) unless the site sets
 * `--ifm-font-family-base`: Infima's default of it is dropped, so where it is unset its uses
 * are invalid and the font family inherits. Its `font:` shorthands are written as longhands,
 * so that only the family inherits (an avatar's name stays bold and sized).
 */
function inheritFontFamily(root: postcss.Root): void {
  root.walkDecls('--ifm-font-family-base', (declaration) => void declaration.remove());
  root.walkDecls('font', (declaration) => {
    const parts = FONT_SHORTHAND.exec(declaration.value.replace(/\s+/g, ' ').trim());
    if (!parts?.groups) return;
    const { weight, size, height, family } = parts.groups;
    declaration.replaceWith(
      ...(weight ? [postcss.decl({ prop: 'font-weight', value: weight })] : []),
      postcss.decl({ prop: 'font-size', value: size! }),
      postcss.decl({ prop: 'line-height', value: height! }),
      postcss.decl({ prop: 'font-family', value: family! }),
    );
  });
}

/** Infima's `font: [bold] <size> / <line-height> var(--ifm-...-font-family...)`. */
const FONT_SHORTHAND =
  /^(?:(?<weight>bold|normal|\d{3}) )?(?<size>var\([^()]+\)|[\w.%]+) ?\/ ?(?<height>var\([^()]+\)|[\w.%]+) (?<family>var\(--ifm-(?:heading-)?font-family(?:-base)?\))$/;

/** Infima's dark colours apply on the screen only: docgen prints pages in the light theme (base.css). */
function darkForTheScreen(rule: Rule): void {
  const media = postcss.atRule({ name: 'media', params: 'screen' });
  rule.replaceWith(media);
  media.append(rule);
}

/**
 * The site's customCss on its own, for a React page to link after Infima: in Docusaurus it
 * comes after Infima, so its rules for Infima's classes (`.button { border-radius: 999px }`)
 * and its `--ifm-*` variables win. The site's stylesheet already has it (the frame is styled
 * by it there, and again the same here). Written beside the site's stylesheet, bundled as
 * it is there (src/assets/bundle.ts), so the files its `url()`s name are the ones that
 * stylesheet publishes. None without customCss.
 */
export async function customCssAgain(siteRoot: string, customCss: readonly string[]): Promise<PageStylesheet | undefined> {
  if (customCss.length === 0) return undefined;
  const files = customCss.map((file) => path.resolve(siteRoot, file));
  const result = await build({
    stdin: { contents: files.map((file) => `@import ${JSON.stringify(file)};`).join('\n'), resolveDir: siteRoot, loader: 'css' },
    bundle: true,
    minify: true,
    entryNames: 'custom-[hash]',
    assetNames: '[name]-[hash]',
    outdir: `/${ASSET_FOLDER}`,
    write: false,
    logLevel: 'silent',
    loader: CSS_FILE_LOADERS,
    plugins: [siteCssUrlsPlugin(siteRoot)],
  }).catch((error: unknown) => {
    const first = (error as Partial<BuildFailure>).errors?.[0];
    const file = first?.location?.file ? path.resolve(siteRoot, first.location.file) : files[0]!;
    throw errors.customCssFailed({ file, cause: error }, `Bundling the stylesheets failed: ${first?.text ?? (error as Error).message}`);
  });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))!;
  return { file: css.path.replace(/^\//, ''), css: css.text };
}
