import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { errors } from '../errors/catalogue.js';
import { codeFrame } from '../errors/docgen-error.js';
import { positionOfPointer } from '../util/source-position.js';
import { toPointer } from '../util/json-pointer.js';
import { yamlProblem } from './yaml-problem.js';

/** An author of posts, with Docusaurus's keys (`image_url`, `socials`). */
export interface BlogAuthor {
  /** Its key in authors.yml; none for an author written inline in a post. */
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  socials?: Record<string, string>;
  /** Has a page of its own (authors.yml `page: true`; Docusaurus's default is none). */
  page: boolean;
  /** Its page's address under the authors' path (`page: { permalink }`); by default its key. */
  permalink?: string;
}

/** A tag of tags.yml: its label, the end of its page's address, and a description. */
export interface BlogTagDefinition {
  label: string;
  permalink?: string;
  description?: string;
}

export const authorSchema = z
  .object({
    name: z.string().min(1),
    title: z.string().optional(),
    url: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    email: z.string().optional(),
    socials: z.record(z.string(), z.string()).optional(),
    page: z.union([z.boolean(), z.object({ permalink: z.string() }).strict()]).optional(),
  })
  .strict();

const tagSchema = z.object({ label: z.string().min(1), permalink: z.string().optional(), description: z.string().optional() }).strict();

/** A social handle as a link (Docusaurus's `socials`: `github: ada` is https://github.com/ada). */
const SOCIAL_URLS: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  mastodon: 'https://mastodon.social/@',
};

/** A handle of `socials` as a URL; a full URL stays as it is. */
export function socialUrl(platform: string, handle: string): string {
  if (/^https?:\/\//.test(handle)) return handle;
  const base = SOCIAL_URLS[platform.toLowerCase()];
  return base ? `${base}${handle.replace(/^@/, '')}` : handle;
}

/** An author entry as docgen keeps it. */
export function authorOf(data: z.output<typeof authorSchema>, key?: string): BlogAuthor {
  return {
    ...(key === undefined ? {} : { key }),
    name: data.name,
    ...(data.title ? { title: data.title } : {}),
    ...(data.url ? { url: data.url } : {}),
    ...((data.image_url ?? data.imageURL) ? { imageUrl: data.image_url ?? data.imageURL } : {}),
    ...(data.email ? { email: data.email } : {}),
    ...(data.socials
      ? { socials: Object.fromEntries(Object.entries(data.socials).map(([platform, handle]) => [platform, socialUrl(platform, handle)])) }
      : {}),
    page: Boolean(data.page),
    ...(typeof data.page === 'object' && data.page ? { permalink: data.page.permalink } : {}),
  };
}

/** Reads a YAML map file of the blog (authors.yml, tags.yml), each entry checked; none when the file does not exist. */
async function readMapFile<T>(file: string, shown: string, schema: z.ZodType<T>): Promise<Map<string, T> | undefined> {
  if (!existsSync(file)) return undefined;
  const text = await readFile(file, 'utf8');
  let data: unknown;
  try {
    data = parseYaml(text, { prettyErrors: true }) ?? {};
  } catch (error) {
    const { location, reason } = yamlProblem(file, text, error);
    throw errors.blogFileInvalid(location, shown, `it is not valid YAML: ${reason}`);
  }
  if (typeof data !== 'object' || Array.isArray(data))
    throw errors.blogFileInvalid({ file, line: 1 }, shown, 'expected a map of keys to entries');
  const entries = new Map<string, T>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const at = [key, ...issue.path.map(String)];
      const line = (positionOfPointer(text, toPointer(at)) ?? positionOfPointer(text, toPointer([key])))?.line;
      throw errors.blogFileInvalid(
        { file, line, frame: line ? codeFrame(text, line) : undefined },
        shown,
        `${at.join('.')}: ${issue.message}`,
      );
    }
    entries.set(key, result.data);
  }
  return entries;
}

/** The blog's authors file, by key; none when the blog has no such file. */
export async function readAuthorsFile(file: string, shown: string): Promise<Map<string, BlogAuthor> | undefined> {
  const entries = await readMapFile(file, shown, authorSchema);
  return entries && new Map([...entries].map(([key, data]) => [key, authorOf(data, key)]));
}

/** The blog's tags file, by key; none when the blog has no such file. */
export async function readTagsFile(file: string, shown: string): Promise<Map<string, BlogTagDefinition> | undefined> {
  return readMapFile(file, shown, tagSchema);
}
