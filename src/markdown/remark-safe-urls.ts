import type { Definition, Link, LinkReference, Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { unsafeUrlReason } from '../util/safe-url.js';

/**
 * Links and images written in markdown (`[text](url)`, `![alt](url)`, `[ref]: url`) keep
 * their URL only when its scheme is safe: an unsafe link becomes its text, an unsafe
 * image its alt text, an unsafe definition is removed (its references show as written), each with a warning at its line. Raw HTML is the author's and is
 * left as written (see "What docgen trusts" in the manual). Docusaurus's `pathname:///x`
 * links become `/x`, unchecked.
 */
export function remarkSafeUrls() {
  return (tree: Root, file: VFile) => {
    const warn = (url: string, reason: string, position: Root['position']) => {
      const message = file.message(`The URL ${JSON.stringify(url)} was left out: ${reason}`, position);
      message.line = (message.line ?? 0) + (file.data.lineOffset ?? 0);
    };
    const pathnames = new Set<string>();
    visit(tree, (node, index, parent) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      if (node.type !== 'image' && PATHNAME.test(node.url)) {
        keepPathname(node);
        if (node.type === 'definition') pathnames.add(node.identifier);
        return;
      }
      const reason = unsafeUrlReason(node.url, node.type === 'image' ? 'image' : 'link');
      if (!reason) return;
      warn(node.url, reason, node.position);
      if (!parent || index === undefined) return;
      // Without its definition, a reference to it is shown as the text it was written as.
      const replacement =
        node.type === 'link' ? node.children : node.type === 'image' && node.alt ? [{ type: 'text' as const, value: node.alt }] : [];
      parent.children.splice(index, 1, ...(replacement as never[]));
      return [SKIP, index];
    });
    // `[text][ref]` renders from its reference: marked unchecked too.
    if (pathnames.size)
      visit(tree, 'linkReference', (node) => {
        if (pathnames.has(node.identifier)) keepPathname(node);
      });
  };
}

declare module 'mdast' {
  interface LinkData {
    /** A `pathname://` link: the host's path, left to the browser. */
    pathname?: boolean;
  }
  interface DefinitionData {
    pathname?: boolean;
  }
  interface LinkReferenceData {
    pathname?: boolean;
  }
}

/** Docusaurus's `pathname:///path`: a path of the host that the site does not build (another app, a file served as it is). */
const PATHNAME = /^pathname:\/\//i;

/**
 * A `pathname://` link leads to its path as written, as Docusaurus's does: no base URL
 * added (remark-links leaves it), no file copied, and marked so the link check skips it.
 */
function keepPathname(node: Link | Definition | LinkReference): void {
  if (node.type !== 'linkReference') node.url = node.url.replace(PATHNAME, '') || '/';
  node.data = { ...node.data, pathname: true, hProperties: { ...node.data?.hProperties, dataUncheckedLink: '' } };
}
