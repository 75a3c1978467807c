/**
 * Every error a site author can cause, as data: a stable code, a title, the message
 * (built from what the thrower knows), a hint saying what to do, and `docs`, the
 * paragraph of the manual's error reference (generated from these entries). Where the
 * error is (file, line, JSON pointer) is given once, where it is thrown.
 */
export interface ErrorData<Params extends unknown[] = never> {
  code: `DG${string}`;
  title: string;
  message: (...params: Params) => string;
  hint: string | ((...params: Params) => string);
  /** When it happens and how to fix it, for the error reference. */
  docs: string;
}

/** An entry of the catalogue, typed by its message's parameters. */
export const entry = <Params extends unknown[]>(data: ErrorData<Params>) => data;

/** `"a", "b"`: values quoted for a message. */
export const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');
