/**
 * A string built by concatenation, made flat in place: V8 keeps a concatenation as a
 * rope of its parts until something reads it whole, and ToNumber reads it whole.
 */
export function flatString(text: string): string {
  void (Number(text) | 0);
  return text;
}
