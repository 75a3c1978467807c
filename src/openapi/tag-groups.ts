import { toPointer } from '../util/json-pointer.js';
import type { ApiTag, ApiTagGroup } from './model.js';
import type { SpecWarning } from './slugs.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The document's `x-tagGroups` over the tags that have pages, in the document's order.
 * A name that is no tag with operations is skipped (a warning when it is no tag at all),
 * a group left empty is dropped, and tags no group lists are gathered in a last, unnamed
 * group so that none disappears from the sidebar.
 */
export function tagGroupsOf(
  declared: unknown,
  tags: readonly ApiTag[],
  declaredTagNames: ReadonlySet<string>,
  warn: (warning: SpecWarning) => void,
): ApiTagGroup[] {
  if (!Array.isArray(declared)) return [];
  const byName = new Map(tags.map((tag) => [tag.name, tag]));
  const grouped = new Set<ApiTag>();
  const groups: ApiTagGroup[] = [];
  declared.forEach((group, index) => {
    if (!isObject(group) || typeof group.name !== 'string') return;
    const names = Array.isArray(group.tags) ? group.tags : [];
    const members = names.flatMap((name, at) => {
      const tag = typeof name === 'string' ? byName.get(name) : undefined;
      if (!tag && !(typeof name === 'string' && declaredTagNames.has(name)))
        warn({
          pointer: toPointer(['x-tagGroups', index, 'tags', at]),
          message: `Tag group "${group.name}" lists ${JSON.stringify(name)}, which is not a tag of this document; it is left out.`,
        });
      if (!tag || grouped.has(tag)) return [];
      grouped.add(tag);
      return [tag];
    });
    if (members.length > 0) groups.push({ name: group.name, tags: members });
  });
  const rest = tags.filter((tag) => !grouped.has(tag));
  if (groups.length > 0 && rest.length > 0) groups.push({ tags: rest });
  return groups;
}
