import { escapeAttribute } from '../util/html.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { PagePlacement } from './page-placement.js';
import type { HeadInput } from '../core/page.js';
import type { SiteView } from '../core/page-source.js';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  text?: string;
}

/** `{page title} {delimiter} {site title}`; a page titled like the site shows the site title once. */
export function pageTitle(config: Pick<ResolvedConfig, 'title' | 'titleDelimiter'>, title: string): string {
  if (!title || title === config.title) return config.title;
  return `${title} ${config.titleDelimiter} ${config.title}`;
}

/** All head tags of a page: title, description, canonical, alternates, Open Graph, Twitter. */
export function buildHeadTags(site: Pick<SiteView, 'config' | 'address'>, input: HeadInput, placement: PagePlacement): HeadTag[] {
  const { config, address } = site;
  const title = pageTitle(config, input.title);
  const description = input.description ?? config.tagline;
  const canonical = address.absolute(placement.canonical);
  const image = input.image ?? config.image;
  const keywords = [...new Set([...(input.keywords ?? []), ...config.keywords])];
  // The page's own `<title>` (in `input.html`) replaces docgen's, as Docusaurus's Helmet does.
  const tags: HeadTag[] = input.html && /<title[\s>]/i.test(input.html) ? [] : [{ tag: 'title', attributes: {}, text: title }];
  const meta = (attributes: Record<string, string>) => tags.push({ tag: 'meta', attributes });
  if (description) meta({ name: 'description', content: description });
  if (keywords.length) meta({ name: 'keywords', content: keywords.join(', ') });
  if (input.noindex) meta({ name: 'robots', content: 'noindex' });
  tags.push({ tag: 'link', attributes: { rel: 'canonical', href: canonical } });
  for (const { hreflang, path } of placement.alternates) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang, href: address.absolute(path) } });
  }
  tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: address.absolute(placement.defaultPath) } });
  for (const { type, href, title } of input.alternates ?? []) {
    tags.push({ tag: 'link', attributes: { rel: 'alternate', type, href, ...(title ? { title } : {}) } });
  }
  meta({ property: 'og:type', content: input.type ?? 'article' });
  meta({ property: 'og:site_name', content: config.title });
  meta({ property: 'og:title', content: title });
  if (description) meta({ property: 'og:description', content: description });
  meta({ property: 'og:url', content: address.absolute(input.path) });
  meta({ property: 'og:locale', content: placement.lang.replace('-', '_') });
  if (image) meta({ property: 'og:image', content: address.absolute(image) });
  meta({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  meta({ name: 'twitter:title', content: title });
  if (description) meta({ name: 'twitter:description', content: description });
  if (image) meta({ name: 'twitter:image', content: address.absolute(image) });
  return tags;
}

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join('');
      return tag === 'title' ? `<title${attrs}>${escapeAttribute(text ?? '')}</title>` : `<${tag}${attrs}>`;
    })
    .join('');
}

/** An element's attributes as the config gives them: text escaped, `true` bare, `false` left out. */
function attributesOf(attributes: Readonly<Record<string, string | boolean>>): string {
  return Object.entries(attributes)
    .flatMap(([key, value]) => (value === false ? [] : value === true ? [` ${key}`] : [` ${key}="${escapeAttribute(value)}"`]))
    .join('');
}

/**
 * The site's own head tags (`stylesheets`, `scripts`, `headTags`, Docusaurus's keys), the
 * same on every page: written after docgen's, so that its stylesheets come last.
 */
export function siteHeadHtml(config: Pick<ResolvedConfig, 'headTags' | 'scripts' | 'stylesheets'>): string {
  // The same for every page of a build: written once per configuration.
  let written = siteHeads.get(config);
  if (written === undefined) siteHeads.set(config, (written = writeSiteHead(config)));
  return written;
}

const siteHeads = new WeakMap<object, string>();

function writeSiteHead(config: Pick<ResolvedConfig, 'headTags' | 'scripts' | 'stylesheets'>): string {
  const html: string[] = [];
  for (const sheet of config.stylesheets) {
    const { href, ...rest } = typeof sheet === 'string' ? { href: sheet } : sheet;
    html.push(`<link rel="stylesheet" href="${escapeAttribute(href)}"${attributesOf(rest)}>`);
  }
  for (const script of config.scripts) {
    const { src, ...rest } = typeof script === 'string' ? { src: script } : script;
    html.push(`<script src="${escapeAttribute(src)}"${attributesOf(rest)}></script>`);
  }
  for (const { tagName, attributes, innerHTML } of config.headTags) {
    const open = `<${tagName}${attributesOf(attributes)}>`;
    html.push(['meta', 'link', 'base'].includes(tagName) ? open : `${open}${innerHTML ?? ''}</${tagName}>`);
  }
  return html.join('');
}
