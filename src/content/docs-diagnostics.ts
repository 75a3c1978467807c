import type { Diagnostic } from '../core/output.js';
import type { DocSource } from './collect.js';

/**
 * Warnings about frontmatter keys docgen does not use. An unknown key (a typo, another
 * tool's key) warns at its file and line, once per key (a site's own key is often on
 * every page; Docusaurus ignores it without a word); a Docusaurus key docgen cannot
 * honour warns once too, at its first use.
 */
export function ignoredKeyWarnings(docs: readonly DocSource[]): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  const docusaurus = new Map<string, { first: Diagnostic; count: number }>();
  const unknown = new Map<string, { first: Diagnostic; count: number }>();
  // A page shown untranslated in another locale was already reported in its own.
  for (const doc of docs.filter((candidate) => !candidate.writtenIn)) {
    for (const { key, line, docusaurus: known } of doc.ignoredKeys ?? []) {
      if (!known) {
        const seen = unknown.get(key);
        if (seen) seen.count++;
        else unknown.set(key, { first: { severity: 'warning', file: doc.absolutePath, line, message: '' }, count: 1 });
        continue;
      }
      const seen = docusaurus.get(key);
      if (seen) seen.count++;
      else docusaurus.set(key, { first: { severity: 'warning', file: doc.absolutePath, line, message: '' }, count: 1 });
    }
  }
  for (const [key, { first, count }] of unknown) {
    const others = count > 1 ? ` (and on ${count - 1} other page${count > 2 ? 's' : ''})` : '';
    warnings.push({ ...first, message: `Unknown frontmatter key "${key}" is ignored${others}.` });
  }
  for (const [key, { first, count }] of docusaurus) {
    const others = count > 1 ? ` (and on ${count - 1} other page${count > 2 ? 's' : ''})` : '';
    warnings.push({ ...first, message: `The Docusaurus frontmatter key "${key}" has no effect in docgen and is ignored${others}.` });
  }
  return warnings;
}
