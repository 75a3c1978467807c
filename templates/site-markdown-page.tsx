import type { TocEntry } from './types.js';
import { TableOfContents } from './toc.js';
import { PageMenu } from './page-menu.js';
import { ImageZoom } from './image-zoom.js';

/** A markdown page of the site's `src/pages/`: its title, its HTML, its table of contents. */
export interface SiteMarkdownPageContent {
  title: string;
  html: string;
  toc: TocEntry[];
  /** Frontmatter `wrapperClassName`: a class around the page, for the site's CSS. */
  wrapperClassName?: string;
}

/** A markdown page of `src/pages/`, as Docusaurus's MDXPage shows it: no sidebar, the page and its TOC. */
export function SiteMarkdownPage({ content }: { content: SiteMarkdownPageContent }) {
  return (
    <div className={content.wrapperClassName ? `doc-layout ${content.wrapperClassName}` : 'doc-layout'}>
      <article className="doc site-markdown-page">
        <header>
          <PageMenu />
          <h1>{content.title}</h1>
        </header>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: content.html }} />
        <ImageZoom html={content.html} />
      </article>
      <TableOfContents toc={content.toc} />
    </div>
  );
}
