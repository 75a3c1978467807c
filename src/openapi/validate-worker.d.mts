export interface ValidationOutcome {
  valid: boolean;
  /** Each problem as the parser words it (may include a code frame of the dereferenced JSON). */
  problems: string[];
  warnings: string[];
  /** When invalid: the document as the validator saw it (see validate-worker.mjs). */
  validated?: object;
}

export function validateInProcess(file: string): Promise<ValidationOutcome>;
