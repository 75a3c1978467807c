import { toPointer } from '../util/json-pointer.js';
import { linkTargetsOf } from './description-links.js';
import type { LocatedProblem } from './locate-problem.js';
import { REDOC_ANCHOR, specLinkTarget, type SpecLinkOptions } from './rehype-spec-links.js';

/** Cheap first look: only texts that may hold a link target get a closer one. */
const MAY_LINK = /\]\(|href|src\s*=/i;

/**
 * The links of a document's descriptions that its pages show as plain text: Redoc's
 * anchors (`#tag/...`), and relative links when the document names no site they belong
 * to. Walks the document as written (its `$ref`s unresolved), so every pointer is one
 * into the author's file; objects YAML aliases share are visited once.
 */
export function descriptionLinkProblems(document: unknown, links: SpecLinkOptions): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  const seen = new WeakSet<object>();
  const stack: [unknown, (string | number)[]][] = [[document, []]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, Array.isArray(value) ? Number(key) : key];
      if (key === 'description' && typeof child === 'string') {
        if (MAY_LINK.test(child)) problems.push(...linkProblems(child, toPointer(at), links));
      } else if (child !== null && typeof child === 'object') stack.push([child, at]);
    }
  }
  return problems.sort((a, b) => (a.pointer! < b.pointer! ? -1 : a.pointer! > b.pointer! ? 1 : 0));
}

function linkProblems(markdown: string, pointer: string, links: SpecLinkOptions): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const href of linkTargetsOf(markdown)) {
    if (REDOC_ANCHOR.test(href))
      problems.push({
        pointer,
        message: `The link to ${JSON.stringify(href)} (an anchor of Redoc's pages) is shown as plain text: docgen's pages have other anchors; link to the page instead.`,
      });
    else if (!href.startsWith('#') && specLinkTarget(href, 'link', links) === undefined)
      problems.push({
        pointer,
        message: `The relative link ${JSON.stringify(href)} is shown as plain text: the document does not say which site it belongs to. Give the document an externalDocs.url, or set api.services[].linkBase in the site's configuration.`,
      });
  }
  return problems;
}
