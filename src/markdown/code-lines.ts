/**
 * What a code fence says about its lines, worked out on the source text before it is
 * highlighted: which lines are highlighted (`{1,4-6}` in the meta, Docusaurus's magic
 * comments) and which a diff adds or removes. Pure, so each rule is tested on its own.
 */

export type LineKind = 'highlighted' | 'added' | 'removed';

/** `{1,4-6}` anywhere in a fence's meta -> line numbers (1-based); empty when there is none. */
export function parseLineRanges(meta: string | null | undefined): Set<number> {
  const lines = new Set<number>();
  const braces = meta?.match(/\{([\d\s,-]+)\}/);
  if (!braces) return lines;
  for (const part of braces[1]!.split(',')) {
    const range = part.trim().match(/^(\d+)(?:-(\d+))?$/);
    if (!range) continue;
    const first = Number(range[1]);
    const last = Math.min(Number(range[2] ?? range[1]), first + 10_000);
    for (let line = first; line <= last; line++) lines.add(line);
  }
  return lines;
}

/** The meta without its `{1,4-6}` part, for the key=value parser. */
export function withoutLineRanges(meta: string | null | undefined): string | undefined {
  return meta?.replace(/\{[\d\s,-]+\}/, ' ').trim();
}

type Directive = 'highlight-next-line' | 'highlight-start' | 'highlight-end';

// `// x`, `# x`, `-- x`, `% x`, `; x`, `/* x */`, `<!-- x -->`, `{/* x */}`: the comment
// forms of the languages Docusaurus knows, accepted in any fence.
const MAGIC_COMMENT =
  /^\s*(?:(?:\/\/|#|--|%|;)\s*(highlight-(?:next-line|start|end))|\/\*\s*(highlight-(?:next-line|start|end))\s*\*\/|<!--\s*(highlight-(?:next-line|start|end))\s*-->|\{\s*\/\*\s*(highlight-(?:next-line|start|end))\s*\*\/\s*\})\s*$/;

function magicDirective(line: string): Directive | undefined {
  if (!line.includes('highlight-')) return undefined;
  const match = MAGIC_COMMENT.exec(line);
  return match ? ((match[1] ?? match[2] ?? match[3] ?? match[4]) as Directive) : undefined;
}

/**
 * Removes Docusaurus's magic comment lines (`// highlight-next-line`, `highlight-start` ...
 * `highlight-end`) and returns the lines they mark, numbered in the source without them.
 */
export function extractMagicComments(source: string): { source: string; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  if (!source.includes('highlight-')) return { source, highlighted };
  const kept: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of source.split('\n')) {
    const directive = magicDirective(line);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') inRange = true;
    else if (directive === 'highlight-end') inRange = false;
    else {
      kept.push(line);
      if (nextLine || inRange) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { source: kept.join('\n'), highlighted };
}

/** `diff` and `diff-ts`: a diff fence, and the language its lines are written in (if any). */
export function diffLanguage(language: string | undefined): { diff: boolean; inner: string | undefined } {
  if (!language) return { diff: false, inner: language };
  if (language === 'diff') return { diff: true, inner: 'diff' };
  const match = language.match(/^diff-(.+)$/);
  return match ? { diff: true, inner: match[1] } : { diff: false, inner: language };
}

/**
 * A diff's lines: `+` added, `-` removed (not the `+++`/`---` file headers). With
 * `stripMarkers` (a `diff-<lang>` fence) the marker column is taken out, so the lines
 * are highlighted as their language and copied without it.
 */
export function diffLines(source: string, stripMarkers: boolean): { source: string; kinds: Map<number, LineKind> } {
  const kinds = new Map<number, LineKind>();
  const lines = source.split('\n').map((line, index) => {
    const marker = line[0];
    const header = line.startsWith('+++') || line.startsWith('---');
    if (!header && marker === '+') kinds.set(index + 1, 'added');
    if (!header && marker === '-') kinds.set(index + 1, 'removed');
    if (!stripMarkers) return line;
    return marker === '+' || marker === '-' || marker === ' ' ? line.slice(1) : line;
  });
  return { source: lines.join('\n'), kinds };
}

/** `showLineNumbers` -> 1, `showLineNumbers=5` -> 5; undefined when line numbers are off. */
export function lineNumberStart(value: string | true | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (value === true) return 1;
  const start = Number(value);
  return Number.isInteger(start) ? start : 1;
}
