import { Component, type ReactNode } from 'react';
import type { RuntimeMessageKey } from '../message-keys.js';
import { noMessages, wordsOf, type WidgetMessages } from './messages.js';

/** The error and its causes, outermost first. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < 10) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/** What a crashed widget shows: title, message chain and a way to try again. */
function ErrorPanel({ error, tryAgain, messages }: { error: unknown; tryAgain: () => void; messages?: ErrorBoundaryProps['messages'] }) {
  const { t } = wordsOf(messages ?? noMessages<RuntimeMessageKey>());
  return (
    <div className="error-boundary" role="alert">
      <p className="error-boundary-title">{t('error.title')}</p>
      <p className="error-boundary-text">{t('error.text')}</p>
      <pre className="error-boundary-message">{errorChain(error).join(`\n\n${t('error.cause')}\n`)}</pre>
      <button type="button" className="button button-brand error-boundary-retry" onClick={tryAgain}>
        {t('error.tryAgain')}
      </button>
    </div>
  );
}

interface ErrorBoundaryProps {
  children?: ReactNode;
  /** The panel's words, from the page (the runtime passes them; the server never shows the panel). */
  messages?: WidgetMessages<RuntimeMessageKey>;
}

/**
 * Keeps a crash in one widget from taking the page with it. Rendered around every island
 * on the server too, so the client tree (and `useId`) matches the server's.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  tryAgain = () => this.setState({ error: undefined, failed: false });

  override render() {
    if (this.state.failed) return <ErrorPanel error={this.state.error} tryAgain={this.tryAgain} messages={this.props.messages} />;
    return this.props.children;
  }
}
