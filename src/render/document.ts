import { escapeAttribute } from '../util/html.js';
import type { WidgetMessages } from '../../widgets/lib/messages.js';
import type { RuntimeMessageKey } from '../../widgets/message-keys.js';
import { renderHeadTags, type HeadTag } from './head.js';

export interface PageAssets {
  /** CSS files, already with base URL. */
  stylesheets: string[];
  /** The island runtime, loaded when the page has islands or client enhancements. */
  runtime?: string;
  /** Widget name -> chunk URL for the widgets this page uses. */
  widgetChunks: Record<string, string>;
  /** Scripts to fetch early (`modulepreload`); by default the widget chunks. */
  modulePreloads?: string[];
  /** Small inline scripts that must run before first paint (e.g. theme, dismissed bars). */
  inlineHeadScripts: string[];
  /** Module scripts every page loads besides the islands' (the site's client modules). */
  moduleScripts?: string[];
  /** Words of the runtime itself (a crashed widget, a page that did not load), with the runtime. */
  runtimeMessages?: WidgetMessages<RuntimeMessageKey>;
}

export interface DocumentInput {
  lang: string;
  dir: 'ltr' | 'rtl';
  headTags: HeadTag[];
  /** The page's own head tags, as HTML (an MDX page's `<head>`), after docgen's. */
  headHtml?: string;
  /** The site's own head tags, as HTML (`headTags`, `scripts`, `stylesheets`), last. */
  siteHeadHtml?: string;
  favicon?: string;
  bodyHtml: string;
  assets: PageAssets;
  /** Attributes on <html>, e.g. data-theme. */
  htmlAttributes?: Record<string, string>;
}

/** The HTML document around a rendered page: head tags, CSS, and only the scripts it needs. */
export function renderDocument(input: DocumentInput): string {
  const { assets } = input;
  const head: string[] = ['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">'];
  head.push('<meta name="generator" content="docgen">');
  head.push(renderHeadTags(input.headTags));
  if (input.headHtml) head.push(input.headHtml);
  // Without an icon of its own a page says it has none: browsers would ask for /favicon.ico (a 404).
  head.push(`<link rel="icon" href="${input.favicon ? escapeAttribute(input.favicon) : 'data:,'}">`);
  for (const href of assets.stylesheets) head.push(`<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  for (const script of assets.inlineHeadScripts) head.push(`<script>${script}</script>`);
  if (assets.runtime) {
    head.push(`<script type="module" src="${escapeAttribute(assets.runtime)}"></script>`);
    for (const chunk of assets.modulePreloads ?? Object.values(assets.widgetChunks))
      head.push(`<link rel="modulepreload" href="${escapeAttribute(chunk)}">`);
  }
  for (const script of assets.moduleScripts ?? []) head.push(`<script type="module" src="${escapeAttribute(script)}"></script>`);
  if (input.siteHeadHtml) head.push(input.siteHeadHtml);
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const islandMap = assets.runtime
    ? json('docgen-widgets', assets.widgetChunks) + (assets.runtimeMessages ? json('docgen-messages', assets.runtimeMessages) : '')
    : '';
  const htmlAttributes = Object.entries({ lang: input.lang, dir: input.dir, ...input.htmlAttributes })
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  return `<!doctype html><html${htmlAttributes}><head>${head.join('')}</head><body>${input.bodyHtml}${islandMap}</body></html>`;
}
