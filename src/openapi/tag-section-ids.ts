import type { ApiService } from './model.js';
import { uniqueId } from './unique-id.js';

/**
 * The ids of the service page's sections made from described tags without pages
 * (`service.tagSections`, in order): their slugs, unique after the description's own
 * headings, which come first on the page. The page and Redoc's `#tag/...` anchors both
 * take them from here, so a link always lands on the section's heading.
 */
export function tagSectionIds(
  service: ApiService,
  taken: Set<string> = new Set(service.descriptionToc.map((entry) => entry.id)),
): string[] {
  return (service.tagSections ?? []).map((section) => uniqueId(section.slug, taken));
}
