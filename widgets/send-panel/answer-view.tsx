import type { Answer, SendPanelWords } from './types.js';

/** Status, time, headers and the (pretty-printed) body of an answer. */
export function AnswerView({ answer, words }: { answer: Answer; words: SendPanelWords }) {
  const tone = answer.status < 300 ? 'success' : answer.status < 400 ? 'redirect' : 'error';
  return (
    <div className="send-panel-answer">
      <p className="send-panel-status">
        <span className={`send-panel-code send-panel-code-${tone}`}>
          {answer.status} {answer.statusText}
        </span>{' '}
        <span className="send-panel-time">{words.t('sendPanel.milliseconds', { ms: answer.milliseconds })}</span>
      </p>
      <details className="send-panel-headers">
        <summary>{words.t('sendPanel.responseHeaders', { count: answer.headers.length })}</summary>
        <dl>
          {answer.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <pre className="send-panel-body-out" tabIndex={0}>
        <code>{answer.body || words.t('sendPanel.emptyBody')}</code>
      </pre>
    </div>
  );
}
