import { DocgenError, type SourceLocation } from './docgen-error.js';
import { errorData, type ErrorData, type ErrorName } from './error-data.js';

/** Where an error is (file, line, column or JSON pointer) and what to show with it. */
export interface ErrorContext extends Partial<SourceLocation> {
  /** A few lines of the source around the location, already formatted. */
  frame?: string;
  /** The underlying error, printed below the message. */
  cause?: unknown;
}

type Thrower<Data> = Data extends ErrorData<infer Params> ? (context: ErrorContext | undefined, ...params: Params) => DocgenError : never;

/** A DocgenError of one catalogue entry, at the place the thrower names. */
function createError<Params extends unknown[]>(data: ErrorData<Params>, context: ErrorContext | undefined, params: Params): DocgenError {
  const { frame, cause, file, line, column, pointer } = context ?? {};
  return new DocgenError({
    code: data.code,
    title: data.title,
    message: data.message(...params),
    hint: typeof data.hint === 'function' ? data.hint(...params) : data.hint,
    location: file === undefined ? undefined : { file, line, column, pointer },
    frame,
    cause,
  });
}

/**
 * The catalogue as functions: `errors.configInvalid({ file, line }, problems)`. The
 * first argument says where; the others fill in the message.
 */
export const errors = Object.fromEntries(
  Object.entries(errorData).map(([name, data]) => [
    name,
    (context: ErrorContext | undefined, ...params: unknown[]) => createError(data as ErrorData<unknown[]>, context, params),
  ]),
) as { [Name in ErrorName]: Thrower<(typeof errorData)[Name]> };

export type { SourceLocation };
