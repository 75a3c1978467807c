import { errors } from '../errors/catalogue.js';
import type { CategorySource, DocsFolder, DocSource } from './collect.js';
import type { Diagnostic } from '../core/output.js';

/**
 * A locale's docs: every page of the original folder, in its translation when there is
 * one, else in the original language and marked untranslated, so every locale has every
 * page. A translation keeps the original's id (the same page across locales); its own
 * frontmatter (title, slug, sidebar label) wins. Category labels are translated the same way.
 */
export function overlayTranslations(
  original: DocsFolder,
  translated: DocsFolder,
  languages: { locale: string; originalLocale: string },
  originalDir: string,
): DocsFolder {
  const { locale } = languages;
  const originals = new Map(original.docs.map((doc) => [doc.relativePath, doc]));
  const drafts = new Set(original.drafts ?? []);
  const translations = new Map<string, DocSource>();
  const warnings: Diagnostic[] = [...(original.warnings ?? [])];
  for (const doc of translated.docs) {
    if (drafts.has(doc.relativePath)) continue;
    const source = originals.get(doc.relativePath);
    if (source) {
      translations.set(doc.relativePath, keepPlace(doc, source));
      continue;
    }
    // Docusaurus leaves such a file out without a word (an original moved, its translation stayed): a warning, an error under --strict.
    const problem = errors.translationWithoutOriginal(
      { file: doc.absolutePath },
      doc.relativePath,
      locale,
      `${originalDir}/${doc.relativePath}`,
    );
    warnings.push({
      severity: 'warning',
      file: doc.absolutePath,
      message: `${problem.code}: ${problem.message} It is left out. ${problem.hint ?? ''}`.trim(),
      failsStrict: true,
    });
  }
  const labels = new Map(translated.categories.map((category) => [category.dir, category]));
  return {
    docs: original.docs.map((doc) => translations.get(doc.relativePath) ?? { ...doc, writtenIn: languages.originalLocale }),
    categories: original.categories.map((category): CategorySource => ({ ...category, ...definedFields(labels.get(category.dir)) })),
    ...(warnings.length ? { warnings } : {}),
    ...(original.numberPrefix ? { numberPrefix: original.numberPrefix } : {}),
  };
}

/** A translation's own frontmatter, with the original's place (id, URL, sidebar order) where it sets none. */
function keepPlace(translation: DocSource, original: DocSource): DocSource {
  const own = translation.frontmatter;
  return {
    ...translation,
    id: original.id,
    frontmatter: {
      ...own,
      slug: own.slug ?? original.frontmatter.slug,
      sidebar_position: own.sidebar_position ?? original.frontmatter.sidebar_position,
    },
  };
}

function definedFields(category: CategorySource | undefined): Partial<CategorySource> {
  if (!category) return {};
  return Object.fromEntries(Object.entries(category).filter(([, value]) => value !== undefined));
}
