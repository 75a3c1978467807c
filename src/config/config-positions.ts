/**
 * Where each field of the configuration is written: the line of every key path
 * (`navbar.items[1].href`) in the object literal that `site.config.ts` exports, read by
 * a small scanner of the source (strings, template literals and comments skipped), so
 * that an error points at the field itself, not at another field of the same name.
 */
export type ConfigPath = (string | number)[];

const pathKey = (path: ConfigPath) => path.map(String).join('\u0000');

/** Line of each key path, and of each array element (its index), in the exported object. */
export function configPositions(source: string): Map<string, number> {
  const lines = new Map<string, number>();
  const start = exportedObjectStart(source);
  if (start === -1) return lines;
  // A call's or a group's parentheses (`plugin(a, b)` as an array element): their commas separate no elements.
  type Frame = { kind: 'object'; key?: string } | { kind: 'array'; index: number } | { kind: 'parens' };
  const stack: Frame[] = [];
  const path = (): ConfigPath =>
    stack.flatMap((frame): ConfigPath =>
      frame.kind === 'object' ? (frame.key === undefined ? [] : [frame.key]) : frame.kind === 'array' ? [frame.index] : [],
    );
  /** An array element starts here: its line, unless an earlier character of it was seen. */
  const elementStarts = () => {
    if (stack.at(-1)?.kind === 'array' && !lines.has(pathKey(path()))) lines.set(pathKey(path()), line);
  };
  let line = source.slice(0, start).split('\n').length;
  lines.set(pathKey([]), line);
  let pendingKey: string | undefined;
  for (let at = start; at < source.length; at++) {
    const char = source[at]!;
    if (char === '\n') {
      line++;
      continue;
    }
    if (char === '/' && source[at + 1] === '/') {
      at = source.indexOf('\n', at) - 1;
      if (at < 0) break;
      continue;
    }
    if (char === '/' && source[at + 1] === '*') {
      const end = source.indexOf('*/', at + 2);
      line += source.slice(at, end).split('\n').length - 1;
      at = end + 1;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      elementStarts();
      const end = stringEnd(source, at);
      const text = source.slice(at + 1, end);
      line += text.split('\n').length - 1;
      pendingKey = /^\s*:/.test(source.slice(end + 1)) ? text : undefined;
      at = end;
      if (pendingKey !== undefined) record();
      continue;
    }
    if (/[A-Za-z_$]/.test(char) && !/[\w$]/.test(source[at - 1] ?? '')) {
      const word = /^[\w$]+/.exec(source.slice(at))![0];
      elementStarts();
      at += word.length - 1;
      if (stack.at(-1)?.kind === 'object' && /^\s*:/.test(source.slice(at + 1))) {
        pendingKey = word;
        record();
      }
      continue;
    }
    const top = stack.at(-1);
    if (char === '{' || char === '[' || char === '(') {
      elementStarts();
      stack.push(char === '{' ? { kind: 'object' } : char === '[' ? { kind: 'array', index: 0 } : { kind: 'parens' });
    } else if (char === '}' || char === ']' || char === ')') {
      stack.pop();
      if (stack.length === 0) break;
    } else if (char === ',' && top?.kind === 'array') {
      top.index++;
    } else if (char === ',' && top?.kind === 'object') {
      top.key = undefined;
    }
  }
  return lines;

  function record() {
    const top = stack.at(-1);
    if (top?.kind !== 'object' || pendingKey === undefined) return;
    top.key = pendingKey;
    const key = pathKey(path());
    if (!lines.has(key)) lines.set(key, line);
    pendingKey = undefined;
  }
}

/**
 * The line of `path`, or of the nearest enclosing field that is written (a missing key
 * is reported where its object is, a missing top-level key where the object starts).
 */
export function lineOfPath(positions: Map<string, number>, path: ConfigPath, options: { exact?: boolean } = {}): number | undefined {
  if (options.exact) return positions.get(pathKey(path));
  for (let length = path.length; length >= 0; length--) {
    const line = positions.get(pathKey(path.slice(0, length)));
    if (line !== undefined) return line;
  }
  return undefined;
}

/** Where the exported object literal starts: after `export default` (or `defineConfig(`). */
function exportedObjectStart(source: string): number {
  const exported = /export\s+default\s+(?:[\w$.]+\s*\(\s*)?\{/.exec(source);
  if (exported) return exported.index + exported[0].length - 1;
  const named = /export\s+default\s+([\w$]+)\s*;?/.exec(source);
  if (!named) return -1;
  const declared = new RegExp(`(?:const|let|var)\\s+${named[1]}\\b[^=]*=\\s*(?:[\\w$.]+\\s*\\(\\s*)?\\{`).exec(source);
  return declared ? declared.index + declared[0].length - 1 : -1;
}

/** Index of the quote that closes the string starting at `start` (template literals with nested `${}` too). */
function stringEnd(source: string, start: number): number {
  const quote = source[start];
  for (let at = start + 1; at < source.length; at++) {
    if (source[at] === '\\') at++;
    else if (source[at] === quote) return at;
    else if (quote === '`' && source[at] === '$' && source[at + 1] === '{') {
      let depth = 1;
      for (at += 2; at < source.length && depth > 0; at++) {
        if (source[at] === '{') depth++;
        else if (source[at] === '}') depth--;
        else if (source[at] === '`' || source[at] === "'" || source[at] === '"') at = stringEnd(source, at);
      }
      at--;
    }
  }
  return source.length - 1;
}

/** `navbar.items[1].href` as a path: `['navbar', 'items', 1, 'href']`. */
export function parseConfigPath(text: string): ConfigPath {
  return [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] === undefined ? match[1]! : Number(match[2])));
}
