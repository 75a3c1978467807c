/**
 * The text the Copy button takes from a code block: its code as written. A `diff-<lang>`
 * block (`code-diff-markers`) gives the code after the change: removed lines are left
 * out (their +/- markers are generated content, never text). Line numbers are generated
 * content too, so they are never part of it.
 */
export function copyableCode(code: Element): string {
  if (!code.classList.contains('code-diff-markers')) return (code.textContent ?? '').replace(/\n$/, '');
  return [...code.querySelectorAll(':scope > .code-line')]
    .filter((line) => !line.classList.contains('code-line-removed'))
    .map((line) => line.textContent ?? '')
    .join('\n');
}
