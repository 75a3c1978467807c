import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { wordsOf } from './lib/messages.js';
import { AuthSection } from './send-panel/auth-section.js';
import { BodySection } from './send-panel/body-section.js';
import { ParametersSection } from './send-panel/parameters-section.js';
import { expandServerUrl, jsonError, planRequest, prettyBody, requestUrl, type BodyPlan } from './send-panel/request.js';
import { cookiesSendable } from './send-panel/credentials.js';
import { absoluteBase } from './send-panel/remembered-server.js';
import { CUSTOM_SERVER, ServerSection } from './send-panel/server-section.js';
import { sendRequest } from './send-panel/transport.js';
import {
  parameterKey,
  type HistoryEntry,
  type Phase,
  type SendPanelBody,
  type SendPanelProps,
  type SendPanelWords,
} from './send-panel/types.js';
import { useCredentials, useHistory, useServerChoice } from './send-panel/use-panel-state.js';

// Shown only after a request (or with a history from earlier): not part of the page's first load.
const loadAfterSend = () => import('./send-panel/after-send.js');
const AnswerView = lazy(() => loadAfterSend().then((module) => ({ default: module.AnswerView })));
const HistoryView = lazy(() => loadAfterSend().then((module) => ({ default: module.HistoryView })));

export type { SendPanelBody, SendPanelParameter, SendPanelProps, SendPanelServer } from './send-panel/types.js';

/**
 * "Try it": sends the operation's request from the browser and shows the answer. The
 * credentials and the history live in sessionStorage only (never localStorage; a cookie
 * API key is a cookie only during the request it goes with), so they are gone when the tab closes; the server choice is remembered per
 * service (localStorage). Server-rendered disabled; enabled once hydrated. The request
 * itself is planned by the pure `send-panel/request.ts`.
 */
export default function SendPanel(props: SendPanelProps) {
  const id = useId();
  const words = useMemo(() => wordsOf(props.messages), [props.messages]);
  const [hydrated, setHydrated] = useState(false);
  const [choice, changeChoice] = useServerChoice(props);
  const auth = useCredentials(props.auth);
  const [history, remember] = useHistory(props);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.parameters.map((parameter) => [parameterKey(parameter), parameter.example ?? ''])),
  );
  const [bodyIndex, setBodyIndex] = useState(0);
  const [bodyText, setBodyText] = useState(props.bodies[0]?.example ?? '');
  const [fields, setFields] = useState<Record<string, string>>(() => fieldDefaults(props.bodies[0]));
  const files = useRef<Record<string, File | undefined>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const body = props.bodies[bodyIndex];
  const server = choice.serverIndex === CUSTOM_SERVER ? undefined : props.servers[choice.serverIndex];

  // Keys that must differ per request (an example value would make every reader's request a replay).
  const renewUuids = () =>
    setValues((current) => {
      const next = { ...current };
      for (const parameter of props.parameters) if (parameter.freshUuid) next[parameterKey(parameter)] = crypto.randomUUID();
      return next;
    });

  useEffect(() => {
    setHydrated(true);
    renewUuids();
    return () => controller.current?.abort();
  }, []);

  const jsonProblem = useMemo(() => (body?.kind === 'json' && bodyText.trim() !== '' ? jsonError(bodyText) : undefined), [body, bodyText]);
  const chosenBase = server ? expandServerUrl(server, choice.serverIndex, choice.variables) : choice.customUrl.trim();
  // A relative server (`/`, `/v1`) is on the page's own origin; known only in the browser.
  const baseUrl = hydrated ? absoluteBase(chosenBase, location.href) : chosenBase;
  const { schemes, credentials } = auth;
  const url = requestUrl({ props, baseUrl, values, schemes, credentials });
  const callbackUrl = hydrated && props.auth ? new URL(props.auth.callbackRoute, location.href).href : '';
  const cookiesAllowed = hydrated && cookiesSendable(baseUrl, location.origin, Boolean(server?.mock));

  function changeBody(index: number) {
    setBodyIndex(index);
    setBodyText(props.bodies[index]?.example ?? '');
    setFields(fieldDefaults(props.bodies[index]));
  }

  function reopen(entry: HistoryEntry) {
    setValues(entry.values);
    setBodyText(entry.bodyText);
    setPhase({ kind: 'idle' });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    const plan = planRequest({ props, baseUrl, values, schemes, credentials, body, bodyText, fields });
    if (!plan.ok) {
      setPhase({ kind: 'failed', message: plan.message });
      return;
    }
    const target = new URL(plan.url);
    const headers = new Headers(plan.headers);
    if (plan.body.kind === 'file' && files.current.body) headers.set('Content-Type', plan.body.contentType);
    void loadAfterSend(); // fetched while the request travels
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'sending' });
    const started = performance.now();
    try {
      const init: RequestInit = {
        method: plan.method,
        headers,
        body: bodyInit(plan.body, files.current),
        signal: abort.signal,
        credentials: 'omit',
        mode: 'cors',
      };
      const response = await sendRequest(server, baseUrl, target, init, cookiesAllowed ? plan.cookies : []);
      const text = await response.text();
      const answerHeaders: [string, string][] = [];
      response.headers.forEach((value, name) => answerHeaders.push([name, value]));
      const milliseconds = Math.round(performance.now() - started);
      remember({ method: plan.method, url: plan.url, status: response.status, milliseconds, at: Date.now(), values, bodyText });
      renewUuids(); // the next send is a new request
      const pretty = prettyBody(text, response.headers.get('content-type'));
      setPhase({
        kind: 'done',
        answer: {
          status: response.status,
          statusText: response.statusText,
          milliseconds,
          headers: answerHeaders,
          body: pretty.text,
          json: pretty.json,
        },
      });
    } catch (error) {
      const milliseconds = Math.round(performance.now() - started);
      remember({ method: plan.method, url: plan.url, status: 0, milliseconds, at: Date.now(), values, bodyText });
      // The explanation's code was fetched when sending began; should even that have failed, say what fits most failures.
      const explained = await loadAfterSend().then(
        ({ explainFailure }) =>
          explainFailure(error, target, abort.signal.aborted, words, { pageProtocol: location.protocol, online: navigator.onLine }),
        () => ({ kind: 'failed' as const, message: words.t('sendPanel.failure.network', { origin: target.origin }) }),
      );
      setPhase(explained);
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const disabled = !hydrated;
  return (
    <form
      className="send-panel"
      onSubmit={send}
      aria-label={words.t('sendPanel.label', { method: props.method.toUpperCase(), path: props.path })}
      noValidate
    >
      {!hydrated && <p className="send-panel-note">{words.t('sendPanel.needsJavaScript')}</p>}
      <ServerSection servers={props.servers} choice={choice} onChoice={changeChoice} disabled={disabled} words={words} />
      {props.auth && (
        <AuthSection
          auth={props.auth}
          optionIndex={auth.optionIndex}
          onOptionIndex={auth.setOptionIndex}
          credentials={credentials}
          onCredential={auth.setCredential}
          callbackUrl={callbackUrl}
          cookiesSendable={cookiesAllowed}
          disabled={disabled}
          words={words}
        />
      )}
      {props.parameters.length > 0 && (
        <ParametersSection
          parameters={props.parameters}
          cookieParameters={props.cookieParameters}
          values={values}
          onValues={setValues}
          disabled={disabled}
          words={words}
        />
      )}
      {body && (
        <BodySection
          bodies={props.bodies}
          bodyIndex={bodyIndex}
          onBodyIndex={changeBody}
          bodyText={bodyText}
          onBodyText={setBodyText}
          jsonProblem={jsonProblem}
          fields={fields}
          onFields={setFields}
          onFile={(name, file) => (files.current[name] = file)}
          idPrefix={id}
          disabled={disabled}
          words={words}
        />
      )}

      <div className="send-panel-actions">
        <code className="send-panel-url" title={url}>
          <span className={`method-badge method-${props.method}`}>{props.method.toUpperCase()}</span>{' '}
          {url || words.t('sendPanel.chooseServer')}
        </code>
        {/* Not disabled while sending: a disabled button would drop the keyboard focus to the page. */}
        <button type="submit" className="send-panel-send" disabled={disabled} aria-disabled={phase.kind === 'sending' || undefined}>
          {words.t('sendPanel.send')}
        </button>
        {phase.kind === 'sending' && (
          <button type="button" className="send-panel-cancel" onClick={() => controller.current?.abort()}>
            {words.t('sendPanel.cancel')}
          </button>
        )}
      </div>

      {/* One short sentence is announced; the answer itself is there to read. */}
      <p className="sr-only" role="status">
        {announcement(phase, words)}
      </p>
      <div className="send-panel-result">
        {phase.kind === 'sending' && <p className="send-panel-status">{words.t('sendPanel.sending')}</p>}
        {phase.kind === 'failed' && (
          <div className="send-panel-error">
            <p>{phase.message}</p>
            {phase.detail && <p className="send-panel-hint">{words.t('sendPanel.browserMessage', { detail: phase.detail })}</p>}
          </div>
        )}
        {phase.kind === 'done' && (
          <Suspense fallback={null}>
            <AnswerView answer={phase.answer} words={words} />
          </Suspense>
        )}
      </div>
      {history.length > 0 && (
        <Suspense fallback={null}>
          <HistoryView history={history} onOpen={reopen} words={words} />
        </Suspense>
      )}
    </form>
  );
}

/** What a screen reader hears when the phase changes: sending, the status, or the failure. */
function announcement(phase: Phase, words: SendPanelWords): string {
  switch (phase.kind) {
    case 'sending':
      return words.t('sendPanel.announce.sending');
    case 'done': {
      const { status, statusText, milliseconds } = phase.answer;
      return words.t('sendPanel.announce.done', { status: String(status), statusText, ms: milliseconds });
    }
    case 'failed':
      return words.t('sendPanel.announce.failed', { message: phase.message });
    default:
      return '';
  }
}

function fieldDefaults(body: SendPanelBody | undefined): Record<string, string> {
  return Object.fromEntries((body?.fields ?? []).filter((field) => !field.file).map((field) => [field.name, field.example ?? '']));
}

/** The fetch body of a plan, with the files the reader picked. */
function bodyInit(plan: BodyPlan, files: Record<string, File | undefined>): BodyInit | undefined {
  switch (plan.kind) {
    case 'none':
      return undefined;
    case 'text':
      return plan.text;
    case 'form':
      return new URLSearchParams(plan.entries);
    case 'multipart': {
      const form = new FormData(); // the browser writes the Content-Type with its boundary
      for (const part of plan.parts) {
        // A typed part (a JSON object...) needs a Blob: a string part is always text/plain.
        if ('value' in part) form.append(part.name, part.contentType ? new Blob([part.value], { type: part.contentType }) : part.value);
        else if (files[part.name]) form.append(part.name, files[part.name]!, files[part.name]!.name);
      }
      return form;
    }
    case 'file':
      return files.body;
  }
}
