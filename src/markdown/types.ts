import type { Messages } from '../i18n/messages.js';
import type { IslandCollector } from '../islands/island.js';

/** Data the markdown plugins share through `file.data` (never through globals). */
export interface TocEntry {
  /** 2 and 3 by default; a page's `toc_max_heading_level` shows deeper ones. */
  depth: 2 | 3 | 4 | 5 | 6;
  id: string;
  text: string;
}

declare module 'vfile' {
  interface DataMap {
    /** Path of the page's source relative to docs/, used to resolve relative links. */
    sourcePath: string;
    /** Lines taken by frontmatter, added to positions in warnings. */
    lineOffset: number;
    toc: TocEntry[];
    /** Files the page's output depends on besides its text (partials, image sizes): part of its cache key. */
    dependencies: string[];
    /** Every heading of levels 2 to 6, for a page that sets its own TOC levels. */
    headings: TocEntry[];
    /** Names of the widgets the page uses, so only their scripts are loaded. */
    widgets: string[];
    /** The page's islands: one collector per page keeps their ids unique within it. */
    islands: IslandCollector;
    /** The engine's words in the page's locale (anchors, admonition titles); English when not set. */
    messages: Messages;
  }
}
