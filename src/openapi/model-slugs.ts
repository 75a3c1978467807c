import { kebabCase } from '../routes/paths.js';
import { firstFreeSlug, type SpecWarning } from './slugs.js';

/**
 * Page slugs of a service's models in document order: the kebab-case name (`PetOwner` ->
 * `pet-owner`). Names that differ only in case or punctuation (`pet_owner`, `PetOwner`)
 * meet on one slug: the later model gets `-2` (`-3`, ...) and a warning naming both.
 */
export function assignModelSlugs<T extends { name: string; pointer: string }>(
  models: T[],
  warn: (warning: SpecWarning) => void = () => undefined,
): (T & { slug: string })[] {
  const bySlug = new Map<string, T>();
  return models.map((model) => {
    const natural = kebabCase(model.name) || 'model';
    const slug = firstFreeSlug(natural, (candidate) => bySlug.has(candidate));
    const first = bySlug.get(natural);
    if (first && slug !== natural)
      warn({
        pointer: model.pointer,
        message: `Models "${first.name}" at ${first.pointer} and "${model.name}" at ${model.pointer} both map to the page slug "${natural}"; the second one's page is at models/${slug}.`,
      });
    bySlug.set(slug, model);
    return { ...model, slug };
  });
}
