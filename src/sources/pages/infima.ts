import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'esbuild';
import postcss, { type Rule } from 'postcss';
import prefixSelector from 'postcss-prefix-selector';

const require = createRequire(import.meta.url);

/** The element every React page of src/pages is rendered in (pages-module.tsx). */
export const SITE_PAGE_CLASS = 'site-page';
const SCOPE = `:where(.${SITE_PAGE_CLASS})`;
/** Infima's dark mode, as Docusaurus sets it on <html> (docgen's theme switch sets the same attribute). */
const DARK_ROOT = "html[data-theme='dark']";

/**
 * Infima's blocks whose class names docgen's own theme also styles (templates/styles:
 * components.css, builtins.css), with the properties the theme sets on them. The theme's
 * stylesheet comes after the pages' and its rules weigh as much as Infima's, so inside a
 * React page Infima's declarations of these properties, in every rule of the block (its
 * modifiers and states too, in their order), are written again one class heavier. A
 * property the block's own rule leaves unset (a card's border) goes back to its initial value.
 */
const FRAME_CLASHES: Readonly<Record<string, readonly string[]>> = {
  button: ['display', 'padding', 'border', 'border-radius', 'font-weight'],
  hero: ['padding'],
  card: ['background', 'border', 'border-radius'],
  badge: [
    'background',
    'border',
    'border-radius',
    'color',
    'display',
    'font-size',
    'font-weight',
    'line-height',
    'padding',
    'vertical-align',
  ],
};

/**
 * Infima's variables that follow docgen's theme: the primary family is the site's brand
 * colour as the theme made it readable in each mode (`--color-primary`, brand-palette.ts),
 * its shades mixed from it as Infima mixes them (so a site that sets only
 * `--ifm-color-primary` gets matching shades); text, surfaces and fonts are the frame's.
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

/** Infima's stylesheet for the React pages: its route in the output and its CSS. */
export interface InfimaStylesheet {
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
 * `:where()`), so the page's CSS modules and the site's customCss override them as there;
 * its variables stay on the root, followed by the theme's colours and dark mode. The same
 * for every site (it names no site's values), so it is built once per process.
 */
export async function infimaStylesheet(folder: string): Promise<InfimaStylesheet> {
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
  const scoped = postcss([prefixSelector({ prefix: SCOPE, transform: scopeSelector })]).process(root, { from: source }).root;
  reassertFrameClashes(scoped);
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

/** Whether a declaration of `property` sets `name`: itself, or a longhand of it (`border-color` of `border`) not listed on its own (`border-radius`). */
const covers = (property: string, name: string, listed: readonly string[]) =>
  property === name || (property.startsWith(`${name}-`) && !listed.includes(property));

/**
 * After each rule of a block of FRAME_CLASHES, its declarations of the properties the
 * theme sets, one class heavier (`.site-page .button`), in the same media query.
 */
function reassertFrameClashes(scoped: postcss.Root): void {
  const blocks = Object.entries(FRAME_CLASHES).map(([block, properties]) => ({
    block,
    properties,
    pattern: new RegExp(`\\.${block}(?:--[\\w-]+)?(?![\\w-])`),
  }));
  scoped.walkRules((rule) => {
    if (!rule.selector.startsWith(SCOPE)) return;
    const clash = blocks.find(({ pattern }) => pattern.test(rule.selector));
    if (!clash) return;
    const heavier = postcss.rule({ selectors: rule.selectors.map((selector) => selector.replace(SCOPE, `.${SITE_PAGE_CLASS}`)) });
    for (const node of rule.nodes) {
      if (node.type === 'decl' && clash.properties.some((name) => covers(node.prop, name, clash.properties))) heavier.append(node.clone());
    }
    // The block's own rule: what Infima leaves unset there is unset in the page, not the theme's.
    if (rule.selector === `${SCOPE} .${clash.block}`) {
      for (const property of clash.properties) {
        if (!heavier.nodes.some((node) => node.type === 'decl' && covers(node.prop, property, clash.properties)))
          heavier.append(postcss.decl({ prop: property, value: 'initial' }));
      }
    }
    if (heavier.nodes.length) rule.after(heavier);
  });
}
