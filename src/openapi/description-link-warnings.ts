import { toPointer } from '../util/json-pointer.js';
import { linkTargetsOf } from './description-links.js';
import type { LocatedProblem } from './locate-problem.js';
import type { ApiService, SpecLinkOptions } from './model.js';
import { canonicalAnchor, missingTarget, parseRedocAnchor, redocAnchorTarget, type RedocAnchor } from './redoc-anchors.js';
import { specLinkTarget } from './rehype-spec-links.js';

/** A link shown as plain text; a Redoc anchor's problem stands only if the anchor names nothing (settleRedocAnchors). */
export interface DescriptionLinkProblem extends LocatedProblem {
  redocAnchor?: RedocAnchor;
}

/** Cheap first look: only texts that may hold a link target get a closer one. */
const MAY_LINK = /\]\(|href|src\s*=/i;

/**
 * The links of a document's descriptions that its pages may show as plain text: Redoc's
 * anchors (`#tag/...`, kept by `settleRedocAnchors` when they name nothing), and relative
 * links when the document names no site they belong to. Walks the document as written (its `$ref`s unresolved), so every pointer is one
 * into the author's file; objects YAML aliases share are visited once.
 */
export function descriptionLinkProblems(document: unknown, links: SpecLinkOptions): DescriptionLinkProblem[] {
  const problems: DescriptionLinkProblem[] = [];
  const seen = new WeakSet<object>();
  const stack: [unknown, PathStep | undefined][] = [[document, undefined]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    const inArray = Array.isArray(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === 'description' && typeof child === 'string') {
        if (MAY_LINK.test(child)) problems.push(...linkProblems(child, toPointer(stepsOf({ parent: path, key })), links));
      } else if (child !== null && typeof child === 'object') stack.push([child, { parent: path, key: inArray ? Number(key) : key }]);
    }
  }
  return problems.sort((a, b) => (a.pointer! < b.pointer! ? -1 : a.pointer! > b.pointer! ? 1 : 0));
}

/** A step of the walk, linked to its parent's: the few paths that are needed are spelled out, not every one. */
interface PathStep {
  parent: PathStep | undefined;
  key: string | number;
}

function stepsOf(step: PathStep | undefined): (string | number)[] {
  const steps: (string | number)[] = [];
  for (let at = step; at; at = at.parent) steps.push(at.key);
  return steps.reverse();
}

function linkProblems(markdown: string, pointer: string, links: SpecLinkOptions): DescriptionLinkProblem[] {
  const problems: DescriptionLinkProblem[] = [];
  for (const href of linkTargetsOf(markdown)) {
    const anchor = parseRedocAnchor(href);
    if (anchor)
      problems.push({
        pointer,
        message: `The link to ${JSON.stringify(href)} (an anchor of Redoc's pages) is shown as plain text: the document has ${missingTarget(anchor)}. Correct the anchor, or link to a page that exists.`,
        redocAnchor: anchor,
      });
    else if (!href.startsWith('#') && specLinkTarget(href, 'link', links) === undefined)
      problems.push({
        pointer,
        message: `The relative link ${JSON.stringify(href)} is shown as plain text: the document does not say which site it belongs to. Give the document an externalDocs.url, or set api.services[].linkBase in the site's configuration.`,
      });
  }
  return problems;
}

/**
 * Once the service is normalised: the Redoc anchors that name one of its pages (canonical,
 * for `ApiService.redocAnchors`), and the problems that stand (anchors naming nothing,
 * relative links).
 */
export function settleRedocAnchors(
  problems: DescriptionLinkProblem[],
  service: ApiService,
): { anchors: string[]; problems: LocatedProblem[] } {
  const anchors = new Set<string>();
  const standing: LocatedProblem[] = [];
  for (const { redocAnchor, ...problem } of problems) {
    if (redocAnchor && redocAnchorTarget(service, redocAnchor)) anchors.add(canonicalAnchor(redocAnchor));
    else standing.push(problem);
  }
  return { anchors: [...anchors], problems: standing };
}
