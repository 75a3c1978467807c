import { errors } from '../errors/catalogue.js';
import { kebabCase, normaliseRoute } from '../routes/paths.js';
import type { DocSource } from './collect.js';
import type { RoutedDoc } from './doc-sidebars.js';

/** A tag as a page shows it: its label and the route of its page. */
export interface DocTag {
  label: string;
  href: string;
}

/** Route of the page listing every tag; each tag's page is below it. */
export const tagsRoute = (prefix: string) => `${prefix}/tags`;

/**
 * A doc's frontmatter `tags`: text (`getting-started`) or `{ label, permalink }`, as in
 * Docusaurus; a permalink is relative to the tags page (`/basics` is at `/tags/basics`).
 */
export function tagsOfDoc(doc: DocSource, prefix: string): DocTag[] {
  return doc.frontmatter.tags.map((tag) => {
    const label = typeof tag === 'string' ? tag : tag.label;
    const slug = typeof tag === 'string' || !tag.permalink ? kebabCase(label) || label : tag.permalink;
    if (!isPlainPath(slug)) throw errors.tagPermalinkInvalid({ file: doc.absolutePath, line: doc.tagsLine }, label, slug);
    return { label, href: normaliseRoute(`${tagsRoute(prefix)}/${slug}`) };
  });
}

/** A path of plain segments: none is "." or ".." (escaped or not), and none holds "?", "#", "%" or "\\". */
function isPlainPath(text: string): boolean {
  return !/[?#%\\]/.test(text) && text.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/** Every tag of the listed docs (unlisted ones keep theirs off the tag pages), with its docs, by route. */
export function collectTags(docs: readonly RoutedDoc[], prefix: string): Map<string, { label: string; docs: RoutedDoc[] }> {
  const tags = new Map<string, { label: string; docs: RoutedDoc[] }>();
  for (const entry of docs) {
    if (entry.doc.frontmatter.unlisted) continue;
    for (const tag of tagsOfDoc(entry.doc, prefix)) {
      const found = tags.get(tag.href) ?? { label: tag.label, docs: [] };
      found.docs.push(entry);
      tags.set(tag.href, found);
    }
  }
  return tags;
}
