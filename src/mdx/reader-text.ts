import { createFenceTracker } from '../markdown/code-fences.js';

/**
 * An MDX page's text for readers of its markdown twin: the `import`/`export` blocks and
 * `{/* comments *\/}` are code for the renderer, not text, so they are left out; code
 * fences are kept as written. JSX and expressions stay as the author wrote them.
 */
export function mdxReaderText(body: string): string {
  const kept: string[] = [];
  const inCode = createFenceTracker();
  let inEsm = false;
  for (const line of body.split('\n')) {
    if (inCode(line)) {
      kept.push(line);
      continue;
    }
    // In MDX, an import or export at the start of a line runs until the next blank line.
    if (/^(import|export)\s/.test(line)) inEsm = true;
    if (inEsm) {
      if (line.trim() === '') inEsm = false;
      continue;
    }
    kept.push(line);
  }
  return withoutComments(kept.join('\n')).replace(/^\n+/, '');
}

/** `{/* ... *\/}` and the blank lines they leave, outside code fences and inline code (code stays as written). */
function withoutComments(text: string): string {
  const parts = text.split(/(^ {0,3}(?:`{3,}|~{3,})[\s\S]*?^ {0,3}(?:`{3,}|~{3,})[^\n]*$)/m);
  return parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : outsideInlineCode(part, (prose) => prose.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}\n?/g, '')).replace(/\n{3,}/g, '\n\n'),
    )
    .join('');
}

/**
 * `edit` applied to the text between inline code spans (`` `{/*` `` stays as written): a
 * span is a run of backticks and the next run of the same length, as CommonMark reads it.
 */
function outsideInlineCode(text: string, edit: (prose: string) => string): string {
  let result = '';
  let from = 0;
  const run = /`+/g;
  for (let opening = run.exec(text); opening; opening = run.exec(text)) {
    const ticks = opening[0];
    const closing = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    closing.lastIndex = opening.index + ticks.length;
    const end = closing.exec(text);
    if (!end) continue;
    result += edit(text.slice(from, opening.index)) + text.slice(opening.index, end.index + ticks.length);
    from = end.index + ticks.length;
    run.lastIndex = from;
  }
  return result + edit(text.slice(from));
}
