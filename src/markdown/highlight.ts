import type { Root as HastRoot } from 'hast';
import { refractor } from 'refractor';
import http from 'refractor/http';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import powershell from 'refractor/powershell';

refractor.register(http);
refractor.register(jsx);
refractor.register(tsx);
refractor.register(powershell);

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  curl: 'bash',
  yml: 'yaml',
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
  golang: 'go',
  kt: 'kotlin',
};

/** The refractor grammar name for a fence language, or undefined when we have none. */
export function grammarFor(language: string | undefined): string | undefined {
  if (!language) return undefined;
  const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  return refractor.registered(name) ? name : undefined;
}

/**
 * Highlights source at build time with Prism grammars (refractor), returning hast
 * tokens (`<span class="token keyword">`); no highlighting script reaches the browser.
 */
export function highlightToHast(source: string, language: string | undefined): HastRoot {
  const grammar = grammarFor(language);
  if (!grammar) return { type: 'root', children: [{ type: 'text', value: source }] };
  return refractor.highlight(source, grammar) as HastRoot;
}
