import type { Words } from '../lib/messages.js';
import type { PageToolsMessageKey } from '../message-keys.js';

/** Turns line wrapping of code blocks on and off; pressed while code wraps. */
export function WrapButton({ wrapped, onToggle, words }: { wrapped: boolean; onToggle: () => void; words: Words<PageToolsMessageKey> }) {
  return (
    <button type="button" className="code-tool code-wrap" aria-pressed={wrapped} aria-label={words.t('code.wrapLabel')} onClick={onToggle}>
      {words.t('code.wrap')}
    </button>
  );
}
