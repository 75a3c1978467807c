export interface ValidationOutcome {
  valid: boolean;
  /** Each problem as the parser words it (may include a code frame of the dereferenced JSON). */
  problems: string[];
  warnings: string[];
  /** When invalid: the document as the validator saw it (see validate-worker.mjs). */
  validated?: object;
}

export interface WorkerError {
  name?: string;
  message: string;
}

/** A Swagger 2.0 document was converted: from what, and the converter's warnings. */
export interface ConversionNote {
  from: string;
  warnings: { pointer: string; message: string }[];
}

export type WorkerMessage =
  | { kind: 'document'; document: Record<string, unknown>; conversion?: ConversionNote; error?: undefined }
  | { kind: 'document'; error: WorkerError; document?: undefined }
  | { kind: 'validation'; outcome: ValidationOutcome; error?: undefined }
  | { kind: 'validation'; error: WorkerError; outcome?: undefined };

export function parseDocumentFile(file: string): Promise<Record<string, unknown>>;
export function validateDocument(document: object, file: string): Promise<ValidationOutcome>;
export function readAndValidate(file: string, post: (message: WorkerMessage) => void, validate?: boolean): Promise<void>;
export const MAX_EXPANDED_VALUES: number;
export function countValues(root: unknown, limit: number): number;
export function expandedSize(root: unknown): { values: number; size: number };
