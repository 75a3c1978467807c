import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { errors } from '../errors/catalogue.js';
import { listFiles } from '../content/collect.js';
import { CURRENT_VERSION, parseVersionsFile } from '../variants/versions.js';
import { translatedSpecsDir, translationDirs, resolveLocales } from '../variants/locales.js';
import { createReporter, green, type Reporter } from '../report/reporter.js';

/** A copy the snapshot makes: from a folder or file of the current version to the new version's place. */
interface SnapshotCopy {
  from: string;
  to: string;
}

/**
 * `docgen version <name>`: snapshots the current docs, OpenAPI documents and their
 * translations into a new version, as Docusaurus lays them out, and lists it first in
 * versions.json. Refuses a name that exists; on failure removes only what it created.
 */
export async function runVersion(options: { root: string; name: string }, reporter: Reporter = createReporter()): Promise<void> {
  const root = path.resolve(options.root);
  const config = await loadConfig(root);
  const { name } = options;
  const versionsFile = path.join(root, 'versions.json');
  const released = existsSync(versionsFile) ? parseVersionsFile(versionsFile, await readFile(versionsFile, 'utf8')) : [];
  parseVersionsFile(versionsFile, JSON.stringify([name])); // the same rules for the new name
  if (released.includes(name)) throw errors.versionExists({ file: versionsFile }, name, 'listed in versions.json');
  const copies = snapshotCopies(
    root,
    name,
    config.api.services.map((service) => service.spec),
    resolveLocales(config),
  );
  for (const copy of copies) {
    if (existsSync(path.join(root, copy.to))) throw errors.versionExists({ file: path.join(root, copy.to) }, name, `${copy.to} exists`);
  }
  const created: string[] = [];
  try {
    for (const copy of copies) {
      const target = path.join(root, copy.to);
      await mkdir(path.dirname(target), { recursive: true });
      created.push(target);
      // A site without docs/ (an API reference only) still gets the version's (empty) docs folder.
      if (copy.from === 'docs' && !existsSync(path.join(root, 'docs'))) await mkdir(target);
      else await cp(path.join(root, copy.from), target, { recursive: true, errorOnExist: true, force: false });
    }
    await writeFile(versionsFile, `${JSON.stringify([name, ...released], null, 2)}\n`);
  } catch (error) {
    await Promise.all(created.map((target) => rm(target, { recursive: true, force: true })));
    throw error;
  }
  const pages = (await listFiles(path.join(root, copies[0]!.to))).filter((file) => /\.mdx?$/.test(file)).length;
  reporter.info(green(`Created version "${name}" (${pages} pages):`));
  for (const copy of copies) reporter.info(`  ${copy.from} -> ${copy.to}`);
  reporter.info(
    config.docs.lastVersion === undefined
      ? `"${name}" is now the version served at the root paths, and docs/ the next one (at /next). Set docs.lastVersion to choose otherwise.`
      : `docs.lastVersion is "${config.docs.lastVersion}": it stays the version served at the root paths.`,
  );
}

/** What to copy where: docs/, the API documents, and each locale's translations of both. */
export function snapshotCopies(
  root: string,
  name: string,
  specFiles: readonly string[],
  locales: ReturnType<typeof resolveLocales>,
): SnapshotCopy[] {
  const exists = (file: string) => existsSync(path.join(root, file));
  const specsTarget = `versioned_specs/version-${name}`;
  const copies: SnapshotCopy[] = [{ from: 'docs', to: `versioned_docs/version-${name}` }];
  if (exists('specs')) copies.push({ from: 'specs', to: specsTarget });
  // Documents outside specs/ keep their path below the version's folder (as the build reads them).
  for (const spec of specFiles) {
    const relative = spec.replace(/^\.\//, '');
    if (!relative.startsWith('specs/') && exists(relative)) copies.push({ from: relative, to: `${specsTarget}/${relative}` });
  }
  for (const locale of locales.filter((entry) => !entry.isDefault)) {
    const [ownDocs, docusaurusDocs] = translationDirs(locale, CURRENT_VERSION);
    const [ownTarget, docusaurusTarget] = translationDirs(locale, name);
    if (exists(ownDocs!)) copies.push({ from: ownDocs!, to: ownTarget! });
    if (exists(docusaurusDocs!)) copies.push({ from: docusaurusDocs!, to: docusaurusTarget! });
    const specs = `${translatedSpecsDir(locale, CURRENT_VERSION)}/specs`;
    if (exists(specs)) copies.push({ from: specs, to: translatedSpecsDir(locale, name) });
  }
  return copies;
}
