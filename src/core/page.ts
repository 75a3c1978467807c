// Contracts (core layer): what a page source tells about one page beyond its HTML: its head,
// its search entry, its page for AI readers, and where its links are written.

import type { SourceLocation } from '../errors/docgen-error.js';

/** A page for AI readers: its markdown twin and what llms.txt says of it. */
export interface ReaderPage {
  /** The page as markdown, complete without the site around it (links are absolute). */
  markdown: string;
  /** Its section in llms.txt (default: the page's search section, else its sidebar's label). */
  section?: string;
  /** Its one-line description in llms.txt (default: the head's description, else the page's first sentence). */
  description?: string;
  /** Links for llms.txt's `Optional` section (an API document to download). */
  optional?: LlmsLink[];
}

/** What a page says of itself in its <head> (render/head.ts makes the tags). */
export interface HeadInput {
  /** The page's own title (without the site title). */
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** Site route of the page, e.g. `/guides/x`. */
  path: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Other forms of the page (its markdown twin), as `<link rel="alternate">` with their media type. */
  alternates?: { type: string; href: string; title?: string }[];
  /** Tags the page's own content puts in the head (an MDX page's `<head>`); a `<title>` among them replaces the page's. */
  html?: string;
}

/** One searchable part of a page: its intro (no anchor, no heading) or one of its headings' sections. */
export interface SearchSection {
  /** The heading's id on the page; none for the intro. */
  anchor?: string;
  heading: string;
  text: string;
}

/**
 * What a page gives the search index. Every kind of page (guide, API operation, tag...) is
 * one builder returning this shape: a new kind of page only needs its own builder.
 */
export interface SearchPage {
  title: string;
  /** The group its results are listed under: the site's own section ("Guides", "API reference"). */
  group: string;
  /** Identifiers a reader may type (an operationId, a model's name), ranked like titles. */
  keywords?: string;
  /** Other words that find the page (parameter names...), ranked like its text; not shown. */
  terms?: string;
  sections: SearchSection[];
}

/** One page in llms.txt: `- [Title](url): description`. */
export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

/** Where a link of the built site is written: a file with a line or JSON pointer, and the link as written. */
export interface LinkOrigin extends SourceLocation {
  written?: string;
  /** A config key (`navbar.items[1].to`), when the link comes from the configuration. */
  key?: string;
}

/** Finds where a broken link of an output page came from; `occurrence` counts equal hrefs on the page (0-based). */
export type LinkLocator = (page: string, href: string, occurrence: number) => LinkOrigin | undefined | Promise<LinkOrigin | undefined>;
