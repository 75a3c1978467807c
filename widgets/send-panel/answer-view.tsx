import type { Answer } from './types.js';

/** Status, time, headers and the (pretty-printed) body of an answer. */
export function AnswerView({ answer }: { answer: Answer }) {
  const tone = answer.status < 300 ? 'success' : answer.status < 400 ? 'redirect' : 'error';
  return (
    <div className="send-panel-answer">
      <p className="send-panel-status">
        <span className={`send-panel-code send-panel-code-${tone}`}>
          {answer.status} {answer.statusText}
        </span>{' '}
        <span className="send-panel-time">{answer.milliseconds} ms</span>
      </p>
      <details className="send-panel-headers">
        <summary>Response headers ({answer.headers.length})</summary>
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
        <code>{answer.body || '(empty body)'}</code>
      </pre>
    </div>
  );
}
