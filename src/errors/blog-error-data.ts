import { entry } from './error-entry.js';
import { manualPage } from './manual-url.js';

/** Errors of the blog's posts, authors and tags (DG300-DG305). */
export const blogErrorData = {
  blogDateInvalid: entry({
    code: 'DG300',
    title: 'A blog post has no valid date',
    message: (written: string, where: string) =>
      `${where} ${written === '' ? 'gives no date' : `has the date "${written}", which is no day of the calendar`}.`,
    hint: 'Give the post a date: name its file `YYYY-MM-DD-slug.md` (or its folder `YYYY-MM-DD-slug/` with an index.md), or set `date: 2024-01-31` in its frontmatter.',
    docs: `Every post of the blog has a date: its frontmatter \`date\` (\`2024-01-31\`, or with a time \`2024-01-31T10:00:00Z\`), else the date its file or folder name starts with (\`2024-01-31-launch.md\`). The message names the file and the line of \`date\`, or the file name whose date is not a real day (\`2024-02-30\`). See ${manualPage('blog')}.`,
  }),
  blogAuthorUnknown: entry({
    code: 'DG301',
    title: 'A blog post names an author the authors file does not have',
    message: (key: string, file: string, known: readonly string[]) =>
      `The author "${key}" is not in ${file}${known.length ? ` (its authors: ${known.map((name) => `"${name}"`).join(', ')})` : ''}.`,
    hint: 'Add the author to the blog’s authors.yml (its key, then name, title, url, image_url...), fix the key, or write the author inline: `authors: [{ name: Ada, title: Engineer }]`.',
    docs: `A post’s frontmatter \`authors\` names a key (\`authors: [ada]\`) that the blog’s authors file (\`blog/authors.yml\`, \`blog.authorsMapPath\`) does not define, or the blog has no authors file. The message names the post and the line of \`authors\`. See ${manualPage('blog')}.`,
  }),
  blogSlugTaken: entry({
    code: 'DG302',
    title: 'Two blog posts have the same address',
    message: (route: string, first: string, second: string) => `Both of these posts would be at ${route}:\n  ${first}\n  ${second}`,
    hint: 'Give one of them another `slug` in its frontmatter, or rename its file.',
    docs: `Two posts of the blog end at one address: the same frontmatter \`slug\`, or the same date and name. Both files are named, with the line of the \`slug\` that sets the address. See ${manualPage('blog')}.`,
  }),
  blogFileInvalid: entry({
    code: 'DG303',
    title: 'The blog’s authors or tags file is invalid',
    message: (file: string, problem: string) => `${file}: ${problem}.`,
    hint: 'The file maps keys to objects: `ada: { name: Ada Lovelace, title: Engineer, url: ..., image_url: ... }` for authors, `release: { label: Release, permalink: /release, description: ... }` for tags.',
    docs: `The blog’s authors file (\`blog/authors.yml\`) or tags file (\`blog/tags.yml\`) is not valid YAML, or an entry has a field of the wrong type or an unknown one. The message names the file, the line and the field. See ${manualPage('blog')}.`,
  }),
  blogFrontmatterInvalid: entry({
    code: 'DG304',
    title: 'A blog post’s frontmatter is invalid',
    message: (file: string, problem: string) => `${file}: ${problem}.`,
    hint: 'A post’s frontmatter has `title`, `date`, `slug`, `authors` (keys of authors.yml or objects with a name), `tags`, `description`, `image`, `draft`, `unlisted` and `hide_table_of_contents`.',
    docs: `A key of a blog post’s frontmatter has a value of the wrong type: \`authors\` that is neither a key, an object with \`name\` nor a list of them, \`tags\` that are not a list, a \`slug\` that leaves the blog. The message names the file and the line of the key. See ${manualPage('blog')}.`,
  }),
  blogPostRule: entry({
    code: 'DG305',
    title: 'A blog post breaks a rule the blog options make an error',
    message: (problem: string, _option: string) => problem,
    hint: (_problem: string, option: string) =>
      `Fix the post, or set \`blog.${option}\` to 'warn', 'log' or 'ignore' in site.config.ts (Docusaurus's values) to build anyway.`,
    docs: `\`blog.onInlineTags\`, \`blog.onInlineAuthors\` or \`blog.onUntruncatedBlogPosts\` is \`'throw'\`, and a post uses a tag tags.yml does not define, an author written inline while authors.yml exists, or has no truncate marker. The message names the post and the line. See ${manualPage('blog')}.`,
  }),
};
