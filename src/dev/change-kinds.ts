import { stat } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../content/collect.js';
import { isWithin } from '../write/output-guard.js';

/** What a batch of saved files asks of the next build. */
export interface ChangeKinds {
  /** Markdown files of the docs (each may re-render alone when its title and place stay). */
  docs: string[];
  /** Files under the OpenAPI documents' folders (a document, or a file it refers to): the API reference loads again. */
  specs: string[];
  /** A stylesheet listed in `customCss`: the client bundle builds again. */
  styles: boolean;
  /** Anything else (config, sidebars, static files, components, translations of the engine's words): everything again. */
  other: boolean;
}

const DOCS_FOLDERS = ['docs', 'versioned_docs', 'i18n'];
const SPEC_FOLDERS = ['specs', 'versioned_specs'];

/**
 * A translation of a docs instance (`i18n/fr/docusaurus-plugin-content-docs-community/`), of
 * a blog post (`i18n/fr/docusaurus-plugin-content-blog/`) or of a markdown page of src/pages
 * (`i18n/fr/docusaurus-plugin-content-pages/`): no doc of `docs/`, a change builds the site.
 */
const isInstanceTranslation = (root: string, file: string) =>
  /^i18n\/[^/]+\/docusaurus-plugin-content-(?:docs-[^/]+|blog|pages)\//.test(path.relative(root, file).split(path.sep).join('/'));

/** Sorts changed paths (absolute) by what they ask to rebuild. Pure. */
export function classifyChanges(root: string, changes: readonly string[], customCss: readonly string[]): ChangeKinds {
  const kinds: ChangeKinds = { docs: [], specs: [], styles: false, other: false };
  const styles = new Set(customCss.map((file) => path.resolve(root, file)));
  const under = (file: string, folders: string[]) => folders.some((folder) => isWithin(file, path.join(root, folder)));
  for (const change of changes) {
    const file = path.resolve(root, change);
    if (styles.has(file)) kinds.styles = true;
    else if (/\.mdx?$/.test(file) && under(file, DOCS_FOLDERS) && !isInstanceTranslation(root, file)) kinds.docs.push(file);
    else if (under(file, SPEC_FOLDERS)) kinds.specs.push(file);
    else kinds.other = true;
  }
  return kinds;
}

/**
 * The changed paths with each existing folder replaced by its files: a folder made or
 * moved in is seen as the files it brings (a watcher may report the folder alone). A
 * path gone stays as it is (a removed folder builds the site).
 */
export async function withFolderContents(changes: readonly string[]): Promise<string[]> {
  const expanded = await Promise.all(
    changes.map(async (change) => {
      const isFolder = await stat(change).then(
        (found) => found.isDirectory(),
        () => false,
      );
      return isFolder ? (await listFiles(change)).map((file) => path.join(change, file)) : [change];
    }),
  );
  return [...new Set(expanded.flat())];
}
