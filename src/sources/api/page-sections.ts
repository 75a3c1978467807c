import type { TocEntry } from '../../markdown/types.js';
import type { PageSection } from '../../../templates/api/types.js';
import { uniqueId } from '../../openapi/unique-id.js';

/** A section a page may show: its key, heading, level, and whether the page has it. */
export interface SectionSpec<K extends string> {
  key: K;
  title: string;
  depth: 2 | 3;
  shown: boolean;
  /** Base of its id (default: the title in kebab-case). */
  id?: string;
}

/**
 * Decides a page's own sections once: which are shown, their ids (unique on the page,
 * clear of the description's headings) and titles. The template renders exactly these
 * and the table of contents lists exactly these, in this order.
 */
export function pageSections<K extends string>(
  specs: SectionSpec<K>[],
  taken: Set<string>,
): { sections: Partial<Record<K, PageSection>>; toc: TocEntry[] } {
  const sections: Partial<Record<K, PageSection>> = {};
  const toc: TocEntry[] = [];
  for (const spec of specs) {
    if (!spec.shown) continue;
    const section = { id: uniqueId(spec.id ?? spec.title.toLowerCase().replace(/\s+/g, '-'), taken), title: spec.title };
    sections[spec.key] = section;
    toc.push({ depth: spec.depth, id: section.id, text: section.title });
  }
  return { sections, toc };
}
