import type { Element, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { isHighlighted } from './highlighted-code.js';
import { englishMessages } from '../i18n/messages.js';
import type { TocEntry } from './types.js';

/**
 * Gives every heading a unique, GitHub-style id (`## Set up` -> `set-up`). An id the
 * author wrote (`{#install}`, `<h2 id>`) is kept exactly (`v1.2` stays `v1.2`); written
 * twice, the second gets a suffix and a warning at its line, since links to it would land
 * on the first.
 */
export function rehypeHeadingIds() {
  return (tree: Root, file?: VFile) => {
    const slugger = new GithubSlugger();
    const taken = slugger.occurrences;
    visit(tree, 'element', (node: Element) => {
      if (isHighlighted(node)) return SKIP;
      if (!headingRank(node)) return;
      const written = node.properties.id;
      if (typeof written !== 'string' || !written) {
        node.properties.id = slugger.slug(toString(node));
        return;
      }
      let id = written;
      for (let suffix = 1; Object.hasOwn(taken, id); suffix++) id = `${written}-${suffix}`;
      // Registered with the slugger, so a generated id that would repeat it gets a suffix instead.
      taken[id] = 0;
      node.properties.id = id;
      if (file && id !== written) {
        const message = file.message(`The heading id "${written}" is used twice on the page; this heading gets "${id}"`, node.position);
        if (node.position) message.line = node.position.start.line + (file.data.lineOffset ?? 0);
      }
    });
  };
}

/**
 * Appends a direct-link anchor to every heading but level 1:
 * `<a href="#id" class="hash-link" aria-label="Direct link to X" title="Direct link to X">#</a>`.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const messages = file.data.messages ?? englishMessages;
    visit(tree, 'element', (node: Element) => {
      if (isHighlighted(node)) return SKIP;
      const rank = headingRank(node);
      if (!rank || rank === 1 || typeof node.properties.id !== 'string' || isScreenReaderOnly(node)) return;
      const label = messages.format('heading.link', { heading: toString(node).trim() });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${node.properties.id}`, className: ['hash-link'], ariaLabel: label, title: label },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}

/**
 * Collects level-2 and level-3 headings into `file.data.toc`, and every heading of levels
 * 2 to 6 into `file.data.headings` (a page may set its own TOC levels). Runs before
 * anchors are added.
 */
export function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const headings: TocEntry[] = [];
    visit(tree, 'element', (node: Element) => {
      if (isHighlighted(node)) return SKIP;
      const rank = headingRank(node);
      if (rank && rank >= 2 && typeof node.properties.id === 'string' && !isScreenReaderOnly(node)) {
        headings.push({ depth: rank as TocEntry['depth'], id: node.properties.id, text: toString(node).trim() });
      }
    });
    file.data.headings = headings;
    file.data.toc = headings.filter((entry) => entry.depth <= 3);
  };
}

/** Visually hidden headings (the GFM footnotes label) get neither an anchor nor a TOC entry. */
function isScreenReaderOnly(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes('sr-only');
}
