import { errorData, type ErrorData } from '../../errors/error-data.js';
import { errorAnchor } from '../../errors/manual-url.js';

/**
 * The manual's error reference, generated from the catalogue: one section per code, at
 * the anchor every printed error links (`#dg050`, see manual-url.ts).
 */
export function renderErrorReference(): string {
  const entries = Object.values(errorData as Record<string, ErrorData<never[]>>).sort((a, b) => a.code.localeCompare(b.code));
  const sections = entries.map((entry) => {
    const hint = typeof entry.hint === 'string' ? entry.hint : hintOf(entry);
    // A hint made only of the error's details says nothing on its own: the paragraph says it.
    return [
      `## ${entry.code}: ${entry.title} {#${errorAnchor(entry.code)}}`,
      '',
      entry.docs,
      ...(hint === '…' ? [] : ['', `What to do: ${hint}`]),
    ].join('\n');
  });
  return [
    '---',
    'title: Error reference',
    'description: Every error docgen reports about a site, by code, with what to do.',
    'sidebar_position: 3',
    '---',
    '',
    '<!-- Generated from src/errors/ by `npm run manual:references`; do not edit by hand. -->',
    '',
    'Every problem docgen reports about a site is one of these. Each message names the file and, where it',
    'can, the line, column or JSON pointer; the command exits with status 1, prints no stack trace, and',
    'ends with a link to the entry of its code on this page.',
    '',
    ...entries.map((entry) => `- [${entry.code}](#${errorAnchor(entry.code)}): ${entry.title}`),
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/** A hint that depends on the error's details reads as the message shows it, details left as placeholders. */
function hintOf(entry: ErrorData<never[]>): string {
  const hint = entry.hint as (...params: unknown[]) => unknown;
  // Reads as text and as a list, whichever the hint expects of a detail.
  const detail = Object.assign(['…'], { toString: () => '…' });
  return String(hint(...Array.from({ length: 6 }, () => detail))).replace(/"…"/g, '…');
}
