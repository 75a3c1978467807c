import type { TocEntry } from '../types.js';

/** An author as a post shows it: routes are site routes, image and social URLs as written. */
export interface BlogAuthorProps {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** The author's page on the blog, when it has one. */
  href?: string;
  socials?: { platform: string; url: string }[];
}

/** What a post's header shows: on its own page and in lists. */
export interface BlogPostSummary {
  title: string;
  href: string;
  /** ISO 8601. */
  date: string;
  /** Minutes to read it (`showReadingTime`); none when hidden. */
  readingMinutes?: number;
  authors: BlogAuthorProps[];
  tags: { label: string; href: string }[];
}

export interface BlogPostContent {
  post: BlogPostSummary;
  html: string;
  toc: TocEntry[];
  editUrl?: string;
  newer?: { title: string; href: string };
  older?: { title: string; href: string };
}

/** A page of a list of posts: the blog's, a tag's, an author's. */
export interface BlogListContent {
  title: string;
  description?: string;
  /** An author page's author, shown above the posts. */
  author?: BlogAuthorProps;
  /** A link back to every tag or author. */
  back?: { label: string; href: string };
  items: { post: BlogPostSummary; html: string; truncated: boolean }[];
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

/** The page of every tag or every author. */
export interface BlogGroupsContent {
  title: string;
  groups: { label: string; href: string; count: number; description?: string }[];
}

export interface BlogArchiveContent {
  title: string;
  description: string;
  years: { year: string; posts: { title: string; href: string; date: string }[] }[];
}
