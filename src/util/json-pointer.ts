/** RFC 6901 JSON pointers: build, split and follow them. */

function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function toPointer(segments: (string | number)[]): string {
  return segments.map((segment) => `/${escapeSegment(segment)}`).join('');
}

/**
 * The segments of a pointer. A plain pointer (`/paths/~1a%20b`) is taken literally; only
 * the URI-fragment form of `$ref`s (`#/paths/~1a%20b`) is percent-decoded (RFC 6901,
 * section 6), and a malformed escape there is kept as written instead of throwing.
 */
export function splitPointer(pointer: string): string[] {
  const fragment = pointer.startsWith('#');
  const body = fragment ? pointer.slice(1) : pointer;
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((segment) => (fragment ? percentDecode(segment) : segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function percentDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function child(value: unknown, segment: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return /^\d+$/.test(segment) ? value[Number(segment)] : undefined;
  return Object.prototype.hasOwnProperty.call(value, segment) ? (value as Record<string, unknown>)[segment] : undefined;
}

/** The value at a pointer, or undefined. */
export function getAt(document: unknown, pointer: string): unknown {
  let current = document;
  for (const segment of splitPointer(pointer)) {
    current = child(current, segment);
    if (current === undefined) return undefined;
  }
  return current;
}

const localRef = (value: unknown): string | undefined => {
  const ref = value && typeof value === 'object' ? (value as { $ref?: unknown }).$ref : undefined;
  return typeof ref === 'string' && ref.startsWith('#') ? ref : undefined;
};

/**
 * Follows a pointer through a document whose `$ref`s are not resolved, jumping through
 * local references on the way, and returns where the addressed value is written: the
 * pointer into the source an author can open. Stops at the longest prefix that exists.
 */
export function sourcePointer(document: unknown, pointer: string): string {
  let current = document;
  let at: string[] = [];
  for (const segment of splitPointer(pointer)) {
    for (let hops = 0; hops < 32; hops++) {
      const ref = localRef(current);
      if (!ref || child(current, segment) !== undefined) break;
      const target = getAt(document, ref);
      if (target === undefined) break;
      current = target;
      at = splitPointer(ref);
    }
    const next = child(current, segment);
    if (next === undefined) break;
    current = next;
    at = [...at, segment];
  }
  return toPointer(at);
}
