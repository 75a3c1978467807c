import { budgets } from '../util/budgets.js';
import { toPointer } from '../util/json-pointer.js';
import type { LocatedProblem } from './locate-problem.js';

/** The JSON Schema types; any other `type` in a schema is a typo (`strng`) no validator of 3.1 reports. */
const SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

/** Keys whose values are data, not schemas or document parts: never walked. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

/** Keys whose objects have a `type` of their own vocabulary (security schemes), not a schema's. */
const OTHER_TYPE_KEYS = new Set(['securitySchemes', 'securityDefinitions']);

/** What a walk of a document as written found. */
export interface DocumentBudgetReport {
  /** A description longer than the budget: the document is refused (DG288). */
  tooLong?: { pointer: string; length: number };
  /** Schema types that are not JSON Schema types: tolerated, and `--strict` fails on them. */
  typeProblems: LocatedProblem[];
  /** Keywords an example is not made in full for (a budget cuts it): warnings, never failing `--strict`. */
  budgetProblems: LocatedProblem[];
}

/**
 * Walks a document as written (its `$ref`s unresolved, so every pointer is one into the
 * author's file); objects YAML aliases share are visited once.
 */
export function documentBudgets(document: unknown): DocumentBudgetReport {
  const report: DocumentBudgetReport = { typeProblems: [], budgetProblems: [] };
  const seen = new WeakSet<object>();
  const stack: [unknown, (string | number)[], boolean][] = [[document, [], false]];
  while (stack.length) {
    const [value, path, otherTypes] = stack.pop()!;
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    const object = value as Record<string, unknown>;
    if (!Array.isArray(value)) checkObject(object, path, otherTypes, report);
    if (report.tooLong) return report;
    for (const [key, child] of Object.entries(object)) {
      if (child === null || typeof child !== 'object' || DATA_KEYS.has(key) || key.startsWith('x-')) continue;
      stack.push([child, [...path, Array.isArray(value) ? Number(key) : key], otherTypes || OTHER_TYPE_KEYS.has(key)]);
    }
  }
  return report;
}

function checkObject(object: Record<string, unknown>, path: (string | number)[], otherTypes: boolean, report: DocumentBudgetReport): void {
  const at = (key: string) => toPointer([...path, key]);
  const { description, type, minItems, minLength, pattern } = object;
  if (typeof description === 'string' && description.length > budgets.descriptionLength) {
    report.tooLong = { pointer: at('description'), length: description.length };
    return;
  }
  if (!otherTypes && type !== undefined) {
    const unknown = (Array.isArray(type) ? type : [type]).filter((name) => typeof name === 'string' && !SCHEMA_TYPES.has(name));
    for (const name of unknown)
      report.typeProblems.push({
        pointer: at('type'),
        message: `"${String(name)}" is not a JSON Schema type (one of ${[...SCHEMA_TYPES].join(', ')})`,
      });
  }
  if (typeof minItems === 'number' && minItems > budgets.exampleItems)
    report.budgetProblems.push({
      pointer: at('minItems'),
      message: `minItems ${minItems} is more than the ${budgets.exampleItems} items docgen puts in a generated example: the example has ${budgets.exampleItems}`,
    });
  if (typeof minLength === 'number' && minLength > budgets.exampleStringLength)
    report.budgetProblems.push({
      pointer: at('minLength'),
      message: `minLength ${minLength} is more than the ${budgets.exampleStringLength} characters docgen puts in a generated example string: the example has ${budgets.exampleStringLength}`,
    });
  if (typeof pattern === 'string') {
    const problem = patternBudgetProblem(pattern);
    if (problem) report.budgetProblems.push({ pointer: at('pattern'), message: `${problem}: docgen does not generate an example from it` });
  }
}

/** Why docgen makes no example from a pattern (too long, or a repetition too large to write out); undefined when it does. */
export function patternBudgetProblem(pattern: string): string | undefined {
  if (pattern.length > budgets.patternLength) return `the pattern has ${pattern.length} characters, more than ${budgets.patternLength}`;
  for (const match of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    const count = Number(match[1]);
    if (count > budgets.patternRepeat)
      return `the pattern repeats a part ${count} times ({${match[1]}}), more than ${budgets.patternRepeat}`;
  }
  return undefined;
}
