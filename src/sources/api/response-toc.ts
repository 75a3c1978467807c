import type { TocEntry } from '../../markdown/types.js';

/** A page's table of contents with each response as a subsection of its Responses section. */
export function tocWithResponses(
  ownToc: readonly TocEntry[],
  responsesSection: { id: string } | undefined,
  responses: readonly { id: string; status: string; statusText: string }[],
): TocEntry[] {
  const afterResponses = ownToc.findIndex((entry) => entry.id === responsesSection?.id) + 1;
  return [
    ...ownToc.slice(0, afterResponses),
    ...responses.map((response) => ({ depth: 3 as const, id: response.id, text: `${response.status} ${response.statusText}`.trim() })),
    ...ownToc.slice(afterResponses),
  ];
}
