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

/** `{/* ... *\/}` and the blank lines they leave, outside code fences (fenced code stays as written). */
function withoutComments(text: string): string {
  const parts = text.split(/(^ {0,3}(?:`{3,}|~{3,})[\s\S]*?^ {0,3}(?:`{3,}|~{3,})[^\n]*$)/m);
  return parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}\n?/g, '').replace(/\n{3,}/g, '\n\n')))
    .join('');
}
