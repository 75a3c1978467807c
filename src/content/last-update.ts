import path from 'node:path';
import type { CacheStore } from '../cache/cache-store.js';
import type { DocsConfig } from '../config/schema.js';
import type { Diagnostic } from '../core/output.js';
import type { DocSource } from './collect.js';
import { readGitHistory, type GitHistory, type NoGitHistory } from './git-history.js';

/** When and by whom a doc page last changed, as its footer shows it. */
export interface LastUpdate {
  /** ISO 8601 (`2024-01-31T10:00:00.000Z`): `docs.showLastUpdateTime` is on and the date is known. */
  date?: string;
  /** `docs.showLastUpdateAuthor` is on and the author is known. */
  author?: string;
}

export type LastUpdateOptions = Pick<DocsConfig, 'showLastUpdateTime' | 'showLastUpdateAuthor'>;

/** The folders of a site whose docs may show a last update (every version's and locale's docs live there). */
export const DOCS_FOLDERS = ['docs', 'versioned_docs', 'i18n'] as const;

/** Whether the site shows last updates at all (and so reads its git history). */
export const showsLastUpdates = (options: LastUpdateOptions) => options.showLastUpdateTime || options.showLastUpdateAuthor;

/**
 * A doc's last update (pure): its frontmatter `last_update` where it says, else its last
 * commit (`history`, by path relative to the site root); only what the options show.
 */
export function lastUpdateOf(
  doc: Pick<DocSource, 'frontmatter' | 'absolutePath'>,
  history: ReadonlyMap<string, { timestamp: number; author: string }>,
  root: string,
  options: LastUpdateOptions,
): LastUpdate | undefined {
  const written = doc.frontmatter.last_update;
  const commit = history.get(relativeToRoot(root, doc.absolutePath));
  const date = options.showLastUpdateTime ? (written?.date ?? (commit && new Date(commit.timestamp * 1000).toISOString())) : undefined;
  const author = options.showLastUpdateAuthor ? (written?.author ?? commit?.author) : undefined;
  if (date === undefined && !author) return undefined;
  return { ...(date === undefined ? {} : { date }), ...(author ? { author } : {}) };
}

/** A doc's file relative to the site root, with forward slashes (git's way). */
const relativeToRoot = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** What the docs of a build share of git: one history, read once, and one warning about it. */
export interface DocsLastUpdates {
  /** Resolves once the history is read (or known to be missing); never rejects. */
  readonly ready: Promise<void>;
  /** The doc's last update as its page shows it; ask after `ready`. */
  of(doc: Pick<DocSource, 'frontmatter' | 'absolutePath'>): LastUpdate | undefined;
  /** The docs whose pages show a last update (every version and locale): the warning names those git does not know. */
  register(docs: readonly DocSource[]): void;
  /** The build's warnings about last updates, once (the first docs source to ask reports them); after `ready`. */
  takeWarnings(): Diagnostic[];
}

export interface DocsLastUpdatesInput {
  root: string;
  options: LastUpdateOptions;
  /** Where the options are written, for a warning about the whole site. */
  configFile: string;
  configLine?: number;
  cache?: CacheStore;
  /** The folders whose history is read, relative to the root (default: `DOCS_FOLDERS`; a docs instance's folder and `i18n`). */
  folders?: readonly string[];
  /** Reads the history (tests give their own); `readGitHistory` by default. */
  read?: (root: string, paths: readonly string[], cache?: CacheStore) => Promise<GitHistory | NoGitHistory>;
}

/**
 * Starts reading the site's git history for its docs' last updates (one `git log` for the
 * build; see `readGitHistory`). A site outside a git repository, without git, or whose
 * docs are not committed yet builds with one warning for the build, not one per page:
 * those pages show no date (or their frontmatter's).
 */
export function createDocsLastUpdates(input: DocsLastUpdatesInput): DocsLastUpdates {
  const { root, options } = input;
  let history: GitHistory | NoGitHistory = { problem: 'it was not read yet' };
  const ready = (input.read ?? readGitHistory)(root, input.folders ?? DOCS_FOLDERS, input.cache).then(
    (read) => void (history = read),
    (error: unknown) => void (history = { problem: error instanceof Error ? error.message : String(error) }),
  );
  const registered = new Map<string, Pick<DocSource, 'frontmatter' | 'absolutePath'>>();
  let warned = false;
  const files = () => ('files' in history ? history.files : new Map());
  return {
    ready,
    of: (doc) => lastUpdateOf(doc, files(), root, options),
    register(docs) {
      for (const doc of docs) registered.set(doc.absolutePath, doc);
    },
    takeWarnings() {
      if (warned) return [];
      warned = true;
      const site = { file: input.configFile, line: input.configLine };
      const key = options.showLastUpdateTime ? 'docs.showLastUpdateTime' : 'docs.showLastUpdateAuthor';
      if ('problem' in history) {
        return [
          {
            severity: 'warning',
            ...site,
            message: `${key}: no page shows when it was last updated, because ${describeProblem(history.problem)} (a page's frontmatter last_update still shows). Build from a git checkout to show the dates of the last commits.`,
          },
        ];
      }
      const warnings: Diagnostic[] = [];
      if (history.shallow) {
        warnings.push({
          severity: 'warning',
          ...site,
          message: `${key}: the git repository is a shallow clone, so docs its commits did not change show the date of its oldest commit. Fetch the whole history (with actions/checkout: fetch-depth: 0).`,
        });
      }
      const missing = [...registered.values()].filter((doc) => {
        const written = doc.frontmatter.last_update;
        const needs = (options.showLastUpdateTime && !written?.date) || (options.showLastUpdateAuthor && !written?.author);
        return needs && !files().has(relativeToRoot(root, doc.absolutePath));
      });
      if (missing.length) {
        const names = missing.map((doc) => relativeToRoot(root, doc.absolutePath)).sort();
        const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
        const one = names.length === 1;
        warnings.push({
          severity: 'warning',
          file: missing[0]!.absolutePath,
          message: `${names.length} doc${one ? ' is' : 's are'} not committed to git yet, so ${one ? 'its page shows' : 'their pages show'} no last update until ${one ? 'it is' : 'they are'}: ${shown}.`,
        });
      }
      return warnings;
    },
  };
}

/** git's complaint in the words of the warning. */
function describeProblem(problem: string): string {
  if (/not a git repository/i.test(problem)) return 'the site is not in a git repository';
  if (/ambiguous argument 'HEAD'|unknown revision|does not have any commits/i.test(problem)) return 'its git repository has no commit yet';
  return problem;
}
