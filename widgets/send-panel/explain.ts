import type { Phase, SendPanelWords } from './types.js';

/**
 * Turns a failed fetch into words: the browser only says "Failed to fetch". `context`
 * is the page's protocol and connection state (passed in, so this stays testable).
 */
export function explainFailure(
  error: unknown,
  target: URL,
  aborted: boolean,
  words: SendPanelWords,
  context: { pageProtocol?: string; online?: boolean } = {},
): Extract<Phase, { kind: 'failed' }> {
  const detail = error instanceof Error ? error.message : String(error);
  if (aborted || (error instanceof DOMException && error.name === 'AbortError'))
    return { kind: 'failed', message: words.t('sendPanel.failure.cancelled') };
  if (context.pageProtocol === 'https:' && target.protocol === 'http:')
    return { kind: 'failed', message: words.t('sendPanel.failure.mixedContent', { origin: target.origin }), detail };
  if (context.online === false) return { kind: 'failed', message: words.t('sendPanel.failure.offline'), detail };
  // The browser says only "Failed to fetch": the two causes it hides are both explained.
  return { kind: 'failed', message: words.t('sendPanel.failure.network', { origin: target.origin }), detail };
}
