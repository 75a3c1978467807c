import type { HistoryEntry, SendPanelWords } from './types.js';

/** This tab's last requests of the operation; each one can be opened again (the form refilled). */
export function HistoryView({
  history,
  onOpen,
  words,
}: {
  history: HistoryEntry[];
  onOpen: (entry: HistoryEntry) => void;
  words: SendPanelWords;
}) {
  if (history.length === 0) return null;
  const { t } = words;
  return (
    <details className="send-panel-history">
      <summary>{t('sendPanel.history', { count: history.length })}</summary>
      <ol>
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.url}`}>
            <button type="button" className="send-panel-history-open" onClick={() => onOpen(entry)}>
              <span className={`method-badge method-${entry.method.toLowerCase()}`}>{entry.method}</span>{' '}
              <span className="send-panel-history-url">{entry.url}</span>{' '}
              <span className="send-panel-history-status">{entry.status ? String(entry.status) : t('sendPanel.historyFailed')}</span>{' '}
              <span className="send-panel-time">{t('sendPanel.milliseconds', { ms: entry.milliseconds })}</span>{' '}
              <time dateTime={new Date(entry.at).toISOString()}>{new Date(entry.at).toLocaleTimeString()}</time>
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}
