import { createFenceTracker } from './code-fences.js';

/**
 * Limits on markdown that real pages never reach but hostile or generated input can:
 * the parser's cost grows faster than linearly with the nesting of lists and block
 * quotes and with the number of emphasis delimiters in one block, and a deep enough
 * tree overflows the stack. Checked on the source, before parsing, in one linear pass.
 */
const MARKDOWN_LIMITS = {
  /** Lists and block quotes inside each other. */
  nesting: 100,
  /** Runs of `*` or `_` in one paragraph or block. */
  emphasisDelimiters: 5000,
} as const;

/** Where and why a page exceeds a limit (line is 1-based, within the given text). */
export interface ComplexityProblem {
  line: number;
  message: string;
}

const LIST_MARKER = /^([-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
const DELIMITER_RUN = /[*_]+/g;

export function findComplexityProblem(source: string, limits = MARKDOWN_LIMITS): ComplexityProblem | undefined {
  const lines = source.split('\n');
  const inCode = createFenceTracker();
  let delimiters = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const { depth, rest } = containerPrefix(line);
    if (inCode(rest)) continue;
    if (depth > limits.nesting) {
      return {
        line: index + 1,
        message: `Lists and block quotes are nested ${depth} levels deep here; docgen renders at most ${limits.nesting}.`,
      };
    }
    if (rest.trim() === '') {
      delimiters = 0;
      continue;
    }
    delimiters += rest.match(DELIMITER_RUN)?.length ?? 0;
    if (delimiters > limits.emphasisDelimiters) {
      return {
        line: index + 1,
        message: `This block has more than ${limits.emphasisDelimiters} runs of * or _; docgen renders at most ${limits.emphasisDelimiters} in one block.`,
      };
    }
  }
  return undefined;
}

/**
 * How deeply a line is nested in lists and block quotes, estimated from its prefix: each
 * `>` and each list marker is a level, and so are every two spaces of indentation (the
 * least a nested list item is indented by).
 */
function containerPrefix(line: string): { depth: number; rest: string } {
  let depth = 0;
  let indent = 0;
  let at = 0;
  for (let afterMarker = false; ; afterMarker = true) {
    let spaces = 0;
    while (line[at] === ' ' || line[at] === '\t') spaces += line[at++] === '\t' ? 4 : 1;
    // The one space that follows a marker separates it from its content: not nesting.
    indent += afterMarker ? Math.max(0, spaces - 1) : spaces;
    if (line[at] === '>') {
      depth++;
      at++;
      continue;
    }
    const marker = LIST_MARKER.exec(line.slice(at, at + 11));
    if (!marker) break;
    depth++;
    at += marker[0].length;
  }
  return { depth: depth + Math.floor(indent / 2), rest: line.slice(at) };
}
