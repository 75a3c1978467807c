import { z } from 'zod';
import { unsafeUrlReason } from '../util/safe-url.js';

/** The kinds of feed a blog can write, under Docusaurus's names. */
export const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** A path segment of the blog's pages (`tags`, `archive`): no slash at either end, nothing that leaves the blog. */
const segment = z
  .string()
  .trim()
  .min(1)
  .regex(/^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/, 'expected a path segment such as "tags" (letters, digits, - _ . ~)')
  .refine((value) => !value.split('/').some((part) => part === '.' || part === '..'), { message: 'expected a path inside the blog' });

/** A count of posts, or `'ALL'` (Docusaurus's word for every post). */
const countOrAll = z.union([z.number().int().min(0), z.enum(['ALL'])], { error: "expected a whole number or 'ALL'" });

/** Docusaurus's report actions for a rule of the blog's posts. */
const blogRuleAction = z.enum(['ignore', 'log', 'warn', 'throw']).default('ignore');

const feedOptionsSchema = z
  .object({
    /** `'all'` or one kind or several; `null` writes no feed (Docusaurus's names). */
    type: z
      .union([z.enum(['all']), z.enum(FEED_TYPES), z.array(z.enum(FEED_TYPES)).min(1), z.null()], {
        error: "expected 'all', 'rss', 'atom', 'json', a list of them, or null",
      })
      .default('all'),
    title: z.string().optional(),
    description: z.string().optional(),
    copyright: z.string().optional(),
    /** The most recent posts a feed holds; `false` or `null`: every post. */
    limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
  })
  .strict();

const blogObject = z
  .object({
    /** The folder of the posts, relative to the site folder. */
    path: z.string().trim().min(1).default('blog'),
    /** Where its pages are served: `blog` -> `/blog`, `/blog/page/2`... */
    routeBasePath: segment.default('blog'),
    blogTitle: z.string().default('Blog'),
    blogDescription: z.string().default('Blog'),
    /** Posts per list page; `'ALL'`: one page. */
    postsPerPage: z
      .union([z.number().int().positive(), z.enum(['ALL'])], { error: "expected a positive whole number or 'ALL'" })
      .default(10),
    /** Recent posts in the blog's sidebar; 0 shows no sidebar. */
    blogSidebarCount: countOrAll.default(5),
    blogSidebarTitle: z.string().default('Recent posts'),
    showReadingTime: z.boolean().default(true),
    feedOptions: feedOptionsSchema.default({ type: 'all', limit: 20 }),
    /** The archive's segment (`/blog/archive`); `null`: no archive page. */
    archiveBasePath: segment.nullable().default('archive'),
    tagsBasePath: segment.default('tags'),
    /** The authors' segment (`/blog/authors`): a page per author with a `page: true` or a post. */
    authorsBasePath: segment.default('authors'),
    /** The authors file, relative to the blog folder. */
    authorsMapPath: z.string().trim().min(1).default('authors.yml'),
    /** The tags file, relative to the blog folder (Docusaurus's `tags`). */
    tags: z.string().trim().min(1).default('tags.yml'),
    /**
     * What the build does with a post using a tag tags.yml does not define, an author written
     * inline while the authors file exists, or no truncate marker: Docusaurus's options and
     * values (`ignore` by default here; Docusaurus's default is `warn`).
     */
    onInlineTags: blogRuleAction,
    onInlineAuthors: blogRuleAction,
    onUntruncatedBlogPosts: blogRuleAction,
    /** Each post's "Edit this page" link: this URL and the post's path inside the blog folder. */
    editUrl: z
      .string()
      .refine((value) => unsafeUrlReason(value) === undefined, { message: 'expected an http(s) or relative URL' })
      .optional(),
  })
  .strict();

/**
 * The blog (Docusaurus's `plugin-content-blog`, its option names): the posts of a folder
 * (`blog/` by default), its list, tag, author and archive pages and its feeds. The blog
 * is built when its folder exists (an absent `blog`, or `true`, is every default); `false` leaves it out.
 */
export const blogSchema = z
  .union([z.boolean(), blogObject], { error: 'expected true, false, or the blog options { path?, routeBasePath?, blogTitle?, ... }' })
  .optional()
  .transform((value) => (value === false ? undefined : typeof value === 'object' ? value : blogObject.parse({})));

export type BlogConfig = z.output<typeof blogObject>;
