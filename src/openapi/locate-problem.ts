/**
 * Turns the parser's validation messages into a short message plus the JSON pointer of
 * the offending place in the author's document. The parser words schema problems with a
 * code frame of the pretty-printed, dereferenced document, and rule problems with paths
 * in backticks; both are mapped back to a pointer into the source.
 */
import { getAt, sourcePointer, toPointer } from '../util/json-pointer.js';

export interface LocatedProblem {
  message: string;
  pointer?: string;
}

/**
 * `validated` is the document as the validator saw it (see `validateDocument`); `source`
 * the document as written (with its `$ref`s).
 */
export function locateProblem(problem: string, source: Record<string, unknown>, validated?: object): LocatedProblem {
  const message = problemText(problem);
  const pointer =
    fromCodeFrame(problem, source, validated) ??
    fromDuplicateOperationId(problem, source) ??
    fromMissingRef(problem, source) ??
    fromBacktickedPath(problem, source);
  return { message, pointer };
}

/** The message without the code frame (which quotes JSON the author never wrote). */
export function problemText(problem: string): string {
  const lines = problem.split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (/^\s*>?\s*\d+\s*\|/.test(line) || /^\s*\|/.test(line)) break;
    kept.push(line);
  }
  const text =
    kept
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' ') || lines[0]!.trim();
  // The validator leads with the failed keyword in capitals ("TYPE must be array" for a
  // `required` that is not a list), which reads as if it named the field: the pointer does.
  return text.replace(/^[A-Z]+ (?=must |should )/, '');
}

/** Each validated document's line pointers, computed once for all its problems. */
const linePointers = new WeakMap<object, string[]>();

function fromCodeFrame(problem: string, source: Record<string, unknown>, validated: object | undefined): string | undefined {
  const match = /^\s*>\s*(\d+)\s*\|/m.exec(problem);
  if (!match || !validated) return undefined;
  let pointers = linePointers.get(validated);
  if (!pointers) linePointers.set(validated, (pointers = jsonLinePointers(validated)));
  const pointer = pointers[Number(match[1]) - 1];
  return pointer === undefined ? undefined : sourcePointer(source, pointer);
}

function fromDuplicateOperationId(problem: string, source: Record<string, unknown>): string | undefined {
  const match = /operationId `([^`]+)` is duplicated/.exec(problem);
  if (!match) return undefined;
  const found: string[] = [];
  for (const [path, item] of Object.entries((source.paths as Record<string, Record<string, { operationId?: string }>>) ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (operation && typeof operation === 'object' && operation.operationId === match[1])
        found.push(toPointer(['paths', path, method, 'operationId']));
    }
  }
  return found[1] ?? found[0];
}

function fromMissingRef(problem: string, source: Record<string, unknown>): string | undefined {
  const match = /\$ref pointer "([^"]+)"/.exec(problem);
  if (!match) return undefined;
  const wanted = match[1]!;
  let found: string | undefined;
  const visit = (value: unknown, at: (string | number)[]) => {
    if (found || value === null || typeof value !== 'object') return;
    if ((value as { $ref?: unknown }).$ref === wanted || (value as { $ref?: unknown }).$ref === `#${wanted.replace(/^#/, '')}`) {
      found = toPointer([...at, '$ref']);
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, [...at, Array.isArray(value) ? Number(key) : key]);
  };
  visit(source, []);
  return found;
}

/** Rule messages name places as `/paths/pets/{id}/get` (path keys unescaped). */
function fromBacktickedPath(problem: string, source: Record<string, unknown>): string | undefined {
  for (const [, quoted] of problem.matchAll(/`(\/(?:paths|components|webhooks)[^`]*)`/g)) {
    const text = quoted!;
    let candidate: string | undefined;
    if (text.startsWith('/paths/')) {
      const keys = Object.keys((source.paths as object) ?? {}).sort((a, b) => b.length - a.length);
      const key = keys.find((path) => text === `/paths${path}` || text.startsWith(`/paths${path}/`));
      if (key) candidate = toPointer(['paths', key]) + text.slice(`/paths${key}`.length);
    } else {
      candidate = text;
    }
    if (candidate) return longestExisting(source, candidate);
  }
  return undefined;
}

function longestExisting(source: Record<string, unknown>, pointer: string): string {
  const resolved = sourcePointer(source, pointer);
  return getAt(source, resolved) === undefined ? '' : resolved;
}

/**
 * For each line of `JSON.stringify(value, null, 2)`, the pointer of the member or
 * element written on it (closing brackets belong to their container).
 */
export function jsonLinePointers(value: unknown): string[] {
  const lines: string[] = [];
  const walk = (node: unknown, at: (string | number)[]) => {
    // The opening line of `node` has been recorded by the caller.
    if (node === null || typeof node !== 'object') return;
    const entries = Array.isArray(node)
      ? node.map((item, index) => [index, item === undefined || typeof item === 'function' ? null : item] as const)
      : Object.entries(node).filter(([, item]) => item !== undefined && typeof item !== 'function' && typeof item !== 'symbol');
    if (entries.length === 0) return;
    for (const [key, item] of entries) {
      const childAt = [...at, key];
      lines.push(toPointer(childAt));
      walk(item, childAt);
    }
    lines.push(toPointer(at));
  };
  lines.push('');
  walk(value, []);
  return lines;
}
