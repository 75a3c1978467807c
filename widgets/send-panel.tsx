import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { createStorageSlot } from './lib/storage.js';

/** A server of the operation, with its variables. */
export interface SendPanelServer {
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[]; description?: string }[];
}

export interface SendPanelParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  example?: string;
  enum?: string[];
  /** Array values are entered comma-separated and sent as repeated query parameters. */
  array?: boolean;
  /** Filled with a new random UUID in the browser, and again after each send (idempotency keys, request ids). */
  freshUuid?: boolean;
}

export interface SendPanelBody {
  mediaType: string;
  kind: 'json' | 'text' | 'form' | 'multipart' | 'binary';
  /** Pre-filled text (JSON pretty-printed) for json and text bodies. */
  example?: string;
  /** Fields of form and multipart bodies. */
  fields?: { name: string; file: boolean; required: boolean; example?: string; accept?: string }[];
}

export interface SendPanelProps {
  method: string;
  path: string;
  servers: SendPanelServer[];
  parameters: SendPanelParameter[];
  /** Cookie parameters: a page cannot set cookies on another site's requests, so they are only listed. */
  cookieParameters: string[];
  bodies: SendPanelBody[];
  bodyRequired: boolean;
  auth?: { type: 'bearer' | 'basic' | 'apiKey'; name?: string; in?: 'header' | 'query' | 'cookie'; storageKey: string; label: string };
}

interface Answer {
  status: number;
  statusText: string;
  milliseconds: number;
  headers: [string, string][];
  body: string;
}

type Phase =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; answer: Answer } | { kind: 'failed'; message: string; detail?: string };

const CUSTOM = -1;

/**
 * "Try it": sends the operation's request from the browser and shows the answer. The
 * token lives in sessionStorage only (never localStorage or a cookie), so it is gone
 * when the tab closes. Server-rendered disabled; enabled once hydrated.
 */
export default function SendPanel(props: SendPanelProps) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [serverIndex, setServerIndex] = useState(props.servers.length ? 0 : CUSTOM);
  const [customUrl, setCustomUrl] = useState('');
  const [variables, setVariables] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      props.servers.flatMap((server, index) => server.variables.map((variable) => [variableKey(index, variable.name), variable.default])),
    ),
  );
  const [token, setToken] = useState('');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.parameters.map((parameter) => [key(parameter), parameter.example ?? ''])),
  );
  const [bodyIndex, setBodyIndex] = useState(0);
  const [bodyText, setBodyText] = useState(props.bodies[0]?.example ?? '');
  const [fields, setFields] = useState<Record<string, string>>(() => fieldDefaults(props.bodies[0]));
  const files = useRef<Record<string, File | undefined>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const body = props.bodies[bodyIndex];
  const server = serverIndex === CUSTOM ? undefined : props.servers[serverIndex];

  // Keys that must differ per request (an example value would make every reader's request a replay).
  const renewUuids = () =>
    setValues((current) => {
      const next = { ...current };
      for (const parameter of props.parameters) if (parameter.freshUuid) next[key(parameter)] = crypto.randomUUID();
      return next;
    });

  useEffect(() => {
    setHydrated(true);
    renewUuids();
    if (props.auth) setToken(readSession(props.auth.storageKey));
    return () => controller.current?.abort();
  }, [props.auth]);
  useEffect(rememberSampleLanguage, []);

  const jsonProblem = useMemo(() => (body?.kind === 'json' && bodyText.trim() !== '' ? jsonError(bodyText) : undefined), [body, bodyText]);

  const baseUrl = server ? expand(server, serverIndex, variables) : customUrl.trim();
  const url = buildUrl(
    baseUrl,
    props,
    values,
    props.auth?.type === 'apiKey' && props.auth.in === 'query' ? { [props.auth.name ?? 'api_key']: token } : {},
  );

  function changeBody(index: number) {
    setBodyIndex(index);
    setBodyText(props.bodies[index]?.example ?? '');
    setFields(fieldDefaults(props.bodies[index]));
  }

  function changeToken(value: string) {
    setToken(value);
    if (props.auth) writeSession(props.auth.storageKey, value);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    if (jsonProblem) {
      setPhase({ kind: 'failed', message: `The request body is not valid JSON: ${jsonProblem}. Fix it and send again.` });
      return;
    }
    const missing = props.parameters
      .filter((parameter) => parameter.required && !values[key(parameter)]?.trim())
      .map((parameter) => parameter.name);
    if (missing.length) {
      setPhase({ kind: 'failed', message: `Fill in the required parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')} first.` });
      return;
    }
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      setPhase({ kind: 'failed', message: `"${url}" is not a complete URL. Choose a server, or enter one that starts with https://.` });
      return;
    }
    const headers = new Headers();
    for (const parameter of props.parameters) {
      const value = values[key(parameter)];
      if (parameter.in === 'header' && value) headers.set(parameter.name, value);
    }
    if (props.auth && token) {
      if (props.auth.type === 'bearer') headers.set('Authorization', `Bearer ${token}`);
      else if (props.auth.type === 'basic') headers.set('Authorization', `Basic ${/:/.test(token) ? base64Utf8(token) : token}`);
      else if (props.auth.type === 'apiKey' && props.auth.in === 'header') headers.set(props.auth.name ?? 'X-API-Key', token);
    }
    let requestBody: BodyInit | undefined;
    if (body && props.method !== 'get' && props.method !== 'head') {
      if (body.kind === 'json' || body.kind === 'text') {
        if (bodyText.trim() !== '') {
          requestBody = bodyText;
          headers.set('Content-Type', body.mediaType);
        }
      } else if (body.kind === 'form') {
        requestBody = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== ''));
      } else if (body.kind === 'multipart') {
        const form = new FormData();
        for (const field of body.fields ?? []) {
          const file = files.current[field.name];
          if (field.file && file) form.append(field.name, file, file.name);
          else if (!field.file && (fields[field.name] ?? '') !== '') form.append(field.name, fields[field.name]!);
        }
        requestBody = form; // the browser writes the Content-Type with its boundary
      } else {
        const file = files.current.body;
        if (file) {
          requestBody = file;
          headers.set('Content-Type', body.mediaType);
        }
      }
    }
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'sending' });
    const started = performance.now();
    try {
      const response = await fetch(target, {
        method: props.method.toUpperCase(),
        headers,
        body: requestBody,
        signal: abort.signal,
        credentials: 'omit',
        mode: 'cors',
      });
      const text = await response.text();
      const answerHeaders: [string, string][] = [];
      response.headers.forEach((value, name) => answerHeaders.push([name, value]));
      renewUuids(); // the next send is a new request
      setPhase({
        kind: 'done',
        answer: {
          status: response.status,
          statusText: response.statusText,
          milliseconds: Math.round(performance.now() - started),
          headers: answerHeaders,
          body: pretty(text, response.headers.get('content-type')),
        },
      });
    } catch (error) {
      setPhase(explain(error, target, abort.signal.aborted));
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const disabled = !hydrated;
  return (
    <form className="send-panel" onSubmit={send} aria-label={`Send ${props.method.toUpperCase()} ${props.path}`} noValidate>
      {!hydrated && (
        <p className="send-panel-note">Sending requests from this page needs JavaScript. The code samples show the same request.</p>
      )}
      <fieldset className="send-panel-group" disabled={disabled}>
        <legend>Server</legend>
        <label className="send-panel-field">
          <span>Server</span>
          <select value={serverIndex} onChange={(event) => setServerIndex(Number(event.target.value))} name="server">
            {props.servers.map((candidate, index) => (
              <option key={index} value={index}>
                {candidate.description ? `${candidate.description} (${candidate.url})` : candidate.url}
              </option>
            ))}
            <option value={CUSTOM}>Other URL...</option>
          </select>
        </label>
        {server?.variables.map((variable) => (
          <label key={variable.name} className="send-panel-field">
            <span>{variable.name}</span>
            {variable.enum ? (
              <select
                name={`variable-${variable.name}`}
                value={variables[variableKey(serverIndex, variable.name)] ?? variable.default}
                onChange={(event) => setVariables({ ...variables, [variableKey(serverIndex, variable.name)]: event.target.value })}
              >
                {variable.enum.map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </select>
            ) : (
              <input
                name={`variable-${variable.name}`}
                value={variables[variableKey(serverIndex, variable.name)] ?? variable.default}
                onChange={(event) => setVariables({ ...variables, [variableKey(serverIndex, variable.name)]: event.target.value })}
              />
            )}
          </label>
        ))}
        {serverIndex === CUSTOM && (
          <label className="send-panel-field">
            <span>Base URL</span>
            <input
              name="base-url"
              type="url"
              placeholder="https://api.example.com/v1"
              value={customUrl}
              onChange={(event) => setCustomUrl(event.target.value)}
            />
          </label>
        )}
      </fieldset>

      {props.auth && (
        <fieldset className="send-panel-group" disabled={disabled}>
          <legend>Authentication</legend>
          <label className="send-panel-field">
            <span>{props.auth.label}</span>
            <input
              name="token"
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={props.auth.type === 'basic' ? 'user:password' : props.auth.type === 'bearer' ? 'access token' : 'API key'}
              value={token}
              onChange={(event) => changeToken(event.target.value)}
            />
          </label>
          <p className="send-panel-hint">Kept in this tab only (sessionStorage) and sent only to the server above.</p>
        </fieldset>
      )}

      {props.parameters.length > 0 && (
        <fieldset className="send-panel-group" disabled={disabled}>
          <legend>Parameters</legend>
          {props.parameters.map((parameter) => (
            <label key={key(parameter)} className="send-panel-field">
              <span>
                <code>{parameter.name}</code> <small>{parameter.in}</small>
                {parameter.required && <small className="send-panel-required"> required</small>}
              </span>
              {parameter.enum ? (
                <select
                  name={`${parameter.in}-${parameter.name}`}
                  value={values[key(parameter)] ?? ''}
                  onChange={(event) => setValues({ ...values, [key(parameter)]: event.target.value })}
                >
                  {!parameter.required && <option value="">(not set)</option>}
                  {parameter.enum.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              ) : (
                <input
                  name={`${parameter.in}-${parameter.name}`}
                  value={values[key(parameter)] ?? ''}
                  placeholder={parameter.array ? 'comma-separated values' : undefined}
                  onChange={(event) => setValues({ ...values, [key(parameter)]: event.target.value })}
                />
              )}
            </label>
          ))}
          {props.cookieParameters.length > 0 && (
            <p className="send-panel-hint">
              Cookie parameters ({props.cookieParameters.join(', ')}) cannot be set from this page; the browser sends the API's own cookies,
              if any.
            </p>
          )}
        </fieldset>
      )}

      {body && (
        <fieldset className="send-panel-group" disabled={disabled}>
          <legend>Body</legend>
          {props.bodies.length > 1 && (
            <label className="send-panel-field">
              <span>Content type</span>
              <select name="content-type" value={bodyIndex} onChange={(event) => changeBody(Number(event.target.value))}>
                {props.bodies.map((candidate, index) => (
                  <option key={candidate.mediaType} value={index}>
                    {candidate.mediaType}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(body.kind === 'json' || body.kind === 'text') && (
            <label className="send-panel-field send-panel-body">
              <span>{body.mediaType}</span>
              <textarea
                name="body"
                rows={Math.min(18, Math.max(4, bodyText.split('\n').length + 1))}
                spellCheck={false}
                value={bodyText}
                onChange={(event) => setBodyText(event.target.value)}
                aria-invalid={jsonProblem ? true : undefined}
                aria-describedby={jsonProblem ? `${id}-json` : undefined}
              />
              {jsonProblem && (
                <span className="send-panel-error-inline" id={`${id}-json`} role="status">
                  Not valid JSON: {jsonProblem}
                </span>
              )}
            </label>
          )}
          {(body.kind === 'form' || body.kind === 'multipart') &&
            (body.fields ?? []).map((field) => (
              <label key={field.name} className="send-panel-field">
                <span>
                  <code>{field.name}</code>
                  {field.required && <small className="send-panel-required"> required</small>}
                </span>
                {field.file ? (
                  <input
                    name={`field-${field.name}`}
                    type="file"
                    accept={field.accept}
                    onChange={(event) => (files.current[field.name] = event.target.files?.[0])}
                  />
                ) : (
                  <input
                    name={`field-${field.name}`}
                    value={fields[field.name] ?? ''}
                    onChange={(event) => setFields({ ...fields, [field.name]: event.target.value })}
                  />
                )}
              </label>
            ))}
          {body.kind === 'binary' && (
            <label className="send-panel-field">
              <span>File ({body.mediaType})</span>
              <input name="body-file" type="file" onChange={(event) => (files.current.body = event.target.files?.[0])} />
            </label>
          )}
        </fieldset>
      )}

      <div className="send-panel-actions">
        <code className="send-panel-url" title={url}>
          <span className={`method-badge method-${props.method}`}>{props.method.toUpperCase()}</span> {url || '(choose a server)'}
        </code>
        <button type="submit" className="send-panel-send" disabled={disabled || phase.kind === 'sending'}>
          Send
        </button>
        {phase.kind === 'sending' && (
          <button type="button" className="send-panel-cancel" onClick={() => controller.current?.abort()}>
            Cancel
          </button>
        )}
      </div>

      <div className="send-panel-result" aria-live="polite">
        {phase.kind === 'sending' && <p className="send-panel-status">Sending...</p>}
        {phase.kind === 'failed' && (
          <div className="send-panel-error" role="alert">
            <p>{phase.message}</p>
            {phase.detail && <p className="send-panel-hint">Browser message: {phase.detail}</p>}
          </div>
        )}
        {phase.kind === 'done' && <AnswerView answer={phase.answer} />}
      </div>
    </form>
  );
}

function AnswerView({ answer }: { answer: Answer }) {
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

const key = (parameter: SendPanelParameter) => `${parameter.in}:${parameter.name}`;

function fieldDefaults(body: SendPanelBody | undefined): Record<string, string> {
  return Object.fromEntries((body?.fields ?? []).filter((field) => !field.file).map((field) => [field.name, field.example ?? '']));
}

/** Server variables are kept per server: two servers may share a name but not its values. */
const variableKey = (serverIndex: number, name: string) => `${serverIndex}:${name}`;

function expand(server: SendPanelServer, serverIndex: number, variables: Record<string, string>): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (match, name: string) =>
      variables[variableKey(serverIndex, name)] ?? server.variables.find((variable) => variable.name === name)?.default ?? match,
  );
}

/** The request URL: base, path with its parameters, then the query string. */
export function buildUrl(
  base: string,
  props: Pick<SendPanelProps, 'path' | 'parameters'>,
  values: Record<string, string>,
  extraQuery: Record<string, string> = {},
): string {
  if (!base) return '';
  const path = props.path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const value = values[`path:${name}`];
    return value ? encodeURIComponent(value) : match;
  });
  const query = new URLSearchParams();
  for (const parameter of props.parameters) {
    const value = values[key(parameter)];
    if (parameter.in !== 'query' || !value) continue;
    for (const item of parameter.array
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [value])
      query.append(parameter.name, item);
  }
  for (const [name, value] of Object.entries(extraQuery)) if (value) query.append(name, value);
  const search = query.toString();
  return `${base.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

function jsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/^JSON\.parse: /, '');
  }
}

function pretty(text: string, contentType: string | null): string {
  if (!text || !/json/i.test(contentType ?? '')) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Turns a failed fetch into words: the browser only says "Failed to fetch". */
export function explain(error: unknown, target: URL, aborted: boolean): Phase {
  const detail = error instanceof Error ? error.message : String(error);
  if (aborted || (error instanceof DOMException && error.name === 'AbortError'))
    return { kind: 'failed', message: 'Request cancelled. Nothing was received; the server may still have processed it.' };
  if (typeof location !== 'undefined' && location.protocol === 'https:' && target.protocol === 'http:') {
    return {
      kind: 'failed',
      message: `The browser blocked the request: this page is served over HTTPS and ${target.origin} is plain HTTP (mixed content). Use an https:// server.`,
      detail,
    };
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return { kind: 'failed', message: 'You are offline: the request could not leave this computer. Reconnect and send again.', detail };
  return {
    kind: 'failed',
    message:
      `No answer could be read from ${target.origin}. Either the server could not be reached (wrong URL or server variable, server down, connection refused, DNS or TLS failure), ` +
      `or it answered without allowing this page to read the response (CORS: the API must send Access-Control-Allow-Origin for this site and allow the Authorization and Content-Type headers). ` +
      `Browsers do not tell pages which of the two happened; the Network tab of the developer tools shows it. Meanwhile, the curl sample above sends the same request from a terminal.`,
    detail,
  };
}

const LANGUAGE_KEY = 'docgen.api-language';
const SAMPLE_TABS = '.api-code-samples input.api-tab-input';

/**
 * Enhances the page's code-sample tabs (radio buttons that work without JavaScript): the
 * language a reader picks is kept for the tab's session and chosen on the next operation.
 */
function rememberSampleLanguage(): () => void {
  const stored = readSession(LANGUAGE_KEY);
  if (stored)
    document
      .querySelectorAll<HTMLInputElement>(SAMPLE_TABS)
      .forEach((input) => (input.checked = input.value === stored || (input.checked && !hasSample(stored))));
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.matches?.(SAMPLE_TABS)) writeSession(LANGUAGE_KEY, input.value);
  };
  document.addEventListener('change', onChange);
  return () => document.removeEventListener('change', onChange);
}

function hasSample(language: string): boolean {
  return [...document.querySelectorAll<HTMLInputElement>(SAMPLE_TABS)].some((input) => input.value === language);
}

/** A value kept for this tab only; empty when nothing is stored. */
function readSession(key: string): string {
  return createStorageSlot(key, 'sessionStorage').get() ?? '';
}

function writeSession(key: string, value: string): void {
  const slot = createStorageSlot(key, 'sessionStorage');
  if (value) slot.set(value);
  else slot.del();
}

/** Base64 of the UTF-8 bytes (btoa alone throws on characters beyond Latin-1). */
function base64Utf8(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}
