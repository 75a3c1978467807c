/**
 * What one piece of input may cost a build. Each budget stops input written to exhaust
 * the engine (or written by mistake) with a clear error, or a warning and a smaller
 * result, instead of a hang or an out-of-memory. Documented in the manual's Limits page.
 */
export const budgets = {
  /** Headings on one page: the table of contents and the search sections are made per heading. */
  headingsPerPage: 5_000,
  /** Characters of one description in an OpenAPI document. */
  descriptionLength: 1_000_000,
  /** Items of a generated example array (`minItems` above it is cut to it, with a warning). */
  exampleItems: 100,
  /** Characters of a generated example string (`minLength` above it is cut to it, with a warning). */
  exampleStringLength: 1_000,
  /** Characters of a pattern docgen generates an example from. */
  patternLength: 1_000,
  /** Largest `{n}` repetition in a pattern docgen generates an example from. */
  patternRepeat: 1_000,
  /** Milliseconds one pattern may take to test an example (a pattern that backtracks without end). */
  patternTestMs: 100,
  /** Characters (and values, eight each) an OpenAPI document's YAML aliases may expand to. */
  expandedYamlSize: 200_000_000,
} as const;
