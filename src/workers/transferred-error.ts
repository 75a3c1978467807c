import { DocgenError, isDocgenError, type DocgenErrorData } from '../errors/docgen-error.js';

/** An error as it crosses a thread: a DocgenError keeps its code, location and hint. */
export type TransferredError = { docgen: Omit<DocgenErrorData, 'cause'> } | { message: string; stack?: string };

/** The error a worker posts back (structured clone would turn a DocgenError into a plain Error). */
export function toTransferredError(error: unknown): TransferredError {
  if (isDocgenError(error)) {
    const { code, title, message, hint, location, frame } = error;
    return { docgen: { code, title, message, hint, location, frame } };
  }
  const plain = error instanceof Error ? error : new Error(String(error));
  return { message: plain.message, stack: plain.stack };
}

/** The same error again on this side of the thread. */
export function fromTransferredError(transferred: TransferredError): Error {
  if ('docgen' in transferred) return new DocgenError(transferred.docgen);
  const error = new Error(transferred.message);
  if (transferred.stack) error.stack = transferred.stack;
  return error;
}
