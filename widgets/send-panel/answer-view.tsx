import { jsonTokens } from '../lib/json-tokens.js';
import type { Answer, SendPanelWords } from './types.js';

/** A JSON body as Prism-classed spans (the page's code colours); other text as it is. */
function BodyText({ text }: { text: string }) {
  const tokens = text.length < 200_000 ? jsonTokens(text) : undefined; // a huge answer stays plain: it must stay responsive
  if (!tokens) return <>{text}</>;
  return (
    <>
      {tokens.map((token, index) =>
        token.className ? (
          <span key={index} className={`token ${token.className}`}>
            {token.text}
          </span>
        ) : (
          token.text
        ),
      )}
    </>
  );
}

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
        <code className={answer.json ? 'language-json' : undefined}>
          {answer.body ? answer.json ? <BodyText text={answer.body} /> : answer.body : words.t('sendPanel.emptyBody')}
        </code>
      </pre>
    </div>
  );
}
