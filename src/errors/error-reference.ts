import { errorData, type ErrorData } from './error-data.js';

/** The error reference (ERRORS.md), generated from the catalogue: one section per code. */
export function renderErrorReference(): string {
  const entries = Object.values(errorData as Record<string, ErrorData<never[]>>).sort((a, b) => a.code.localeCompare(b.code));
  const sections = entries.map((entry) => {
    const hint = typeof entry.hint === 'string' ? entry.hint : hintOf(entry);
    // A hint made only of the error's details says nothing on its own: the paragraph says it.
    return [`## ${entry.code}: ${entry.title}`, '', entry.docs, ...(hint === '…' ? [] : ['', `What to do: ${hint}`])].join('\n');
  });
  return [
    '# docgen error reference',
    '',
    '<!-- Generated from src/errors/error-data.ts by `npm run errors:reference`; do not edit by hand. -->',
    '',
    'Every problem docgen reports about a site is one of these. Each message names the file and, where it',
    'can, the line, column or JSON pointer; the command exits with status 1 and prints no stack trace.',
    '',
    ...entries.map((entry) => `- [${entry.code}](#${anchor(entry)}): ${entry.title}`),
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

function anchor(entry: ErrorData<never[]>): string {
  return `${entry.code}: ${entry.title}`
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}
