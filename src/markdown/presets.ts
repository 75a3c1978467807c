import type { Preset } from 'unified';
import { rehypeExternalLinks } from './rehype-external-links.js';
import { remarkGfmSyntax } from './remark-gfm-syntax.js';
import { rehypeHeadingAnchors, rehypeHeadingIds, rehypeToc } from './rehype-headings.js';
import { rehypeImageAlt } from './rehype-image-alt.js';
import { rehypeTables } from './rehype-tables.js';
import { rehypeTaskLists } from './rehype-task-lists.js';

/**
 * The plugins every markdown of the site goes through, whether an author wrote it in
 * docs/ or it is a description in an API document. Both pipelines (src/markdown/processor.ts
 * for docs, src/openapi/spec-markdown.ts for API documents) are built from these presets,
 * so a syntax or an enhancement added here reaches both. What differs between them is
 * trust: docs may use directives, widgets and raw HTML; an API document is sanitised.
 */

/** The markdown dialect: CommonMark plus GitHub's tables, task lists, strikethrough and autolinks. */
export const markdownSyntax: Preset = { plugins: [remarkGfmSyntax] };

/** Links to other sites open in a new tab, marked as such. */
export const linkEnhancements: Preset = { plugins: [rehypeExternalLinks] };

/** Headings get ids, the page its table of contents, each heading a "#" anchor (in this order). */
export const headingEnhancements: Preset = { plugins: [rehypeHeadingIds, rehypeToc, rehypeHeadingAnchors] };

/** Markup every reader can use: keyboard-scrollable tables, named task-list checkboxes, images with alt. */
export const accessibilityEnhancements: Preset = { plugins: [rehypeTables, rehypeTaskLists, rehypeImageAlt] };
