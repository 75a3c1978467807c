/**
 * Why props cannot travel to the browser as JSON (undefined: they can). Names the first
 * offending prop by its path, such as `data[2].onClick`.
 */
export function jsonPropsProblem(props: Record<string, unknown>): string | undefined {
  return problemAt(props, 'props', new Set());
}

function problemAt(value: unknown, at: string, seen: Set<object>): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${at} is ${value}, which JSON cannot hold`;
  if (typeof value === 'undefined') return undefined; // left out, as JSON.stringify does
  if (typeof value !== 'object') return `${at} is a ${typeof value}`;
  if (seen.has(value)) return `${at} refers back to itself`;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const problem = problemAt(item, `${at}[${index}]`, seen);
        if (problem) return problem;
      }
      return undefined;
    }
    const prototype = Object.getPrototypeOf(value) as object | null;
    if (prototype !== Object.prototype && prototype !== null) {
      const kind = '$$typeof' in value ? 'a React element' : `a ${value.constructor?.name ?? 'class'} instance`;
      return `${at} is ${kind}`;
    }
    if ('$$typeof' in value) return `${at} is a React element`;
    for (const [key, item] of Object.entries(value)) {
      const problem = problemAt(item, `${at}.${key}`, seen);
      if (problem) return problem;
    }
    return undefined;
  } finally {
    seen.delete(value);
  }
}
