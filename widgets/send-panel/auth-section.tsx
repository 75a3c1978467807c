import { lazy, Suspense } from 'react';
import { cookieHeader, joinBasic, splitBasic, type Credentials } from './credentials.js';

// Only operations with OAuth 2.0 or OpenID Connect need it: not part of an API page's first load.
const OAuthFields = lazy(() => import('./oauth-fields.js').then((module) => ({ default: module.OAuthFields })));
import type { SendPanelAuth, SendPanelScheme, SendPanelWords } from './types.js';

const API_KEY_LABELS = {
  header: 'sendPanel.auth.apiKeyHeader',
  query: 'sendPanel.auth.apiKeyQuery',
  cookie: 'sendPanel.auth.apiKeyCookie',
} as const;

/** The choice "no credentials", when the operation allows it. */
export const NO_AUTH = -1;

interface AuthSectionProps {
  auth: SendPanelAuth;
  optionIndex: number;
  onOptionIndex: (index: number) => void;
  credentials: Credentials;
  onCredential: (schemeKey: string, value: string) => void;
  /** Absolute URL of the OAuth callback page. */
  callbackUrl: string;
  /** The chosen server takes a cookie API key (the page's own origin, or the in-page mock). */
  cookiesSendable: boolean;
  disabled: boolean;
  words: SendPanelWords;
}

/**
 * The credentials to send: one of the operation's alternatives (a select when there are
 * several), with a field for every scheme the alternative combines. The component keeps
 * them in sessionStorage only.
 */
export function AuthSection(props: AuthSectionProps) {
  const { auth, words } = props;
  const { t } = words;
  const schemes = auth.options[props.optionIndex] ?? [];
  const choices = auth.options.length > 1 || auth.optional;
  return (
    <fieldset className="send-panel-group" disabled={props.disabled}>
      <legend>{t('sendPanel.authentication')}</legend>
      {choices && (
        <label className="send-panel-field">
          <span>{t('sendPanel.auth.choose')}</span>
          <select name="auth-option" value={props.optionIndex} onChange={(event) => props.onOptionIndex(Number(event.target.value))}>
            {auth.options.map((option, index) => (
              <option key={index} value={index}>
                {option.map((scheme) => scheme.key).join(' + ')}
              </option>
            ))}
            {auth.optional && <option value={NO_AUTH}>{t('sendPanel.auth.none')}</option>}
          </select>
        </label>
      )}
      {schemes.length > 1 && <p className="send-panel-hint">{t('sendPanel.auth.all')}</p>}
      {schemes.map((scheme) => (
        <SchemeFields key={scheme.key} scheme={scheme} {...props} />
      ))}
      {schemes.length > 0 && <p className="send-panel-hint">{t('sendPanel.authHint')}</p>}
    </fieldset>
  );
}

function SchemeFields({
  scheme,
  credentials,
  onCredential,
  callbackUrl,
  cookiesSendable,
  disabled,
  words,
}: AuthSectionProps & { scheme: SendPanelScheme }) {
  const { t } = words;
  const value = credentials[scheme.key] ?? '';
  const set = (next: string) => onCredential(scheme.key, next);
  switch (scheme.kind) {
    case 'apiKey':
      if (scheme.in === 'cookie' && !cookiesSendable)
        return (
          <div className="send-panel-scheme">
            <p className="send-panel-hint">{t('sendPanel.auth.cookie', { name: scheme.name })}</p>
            <code className="send-panel-cookie">{cookieHeader(scheme.name, '')}</code>
          </div>
        );
      return (
        <SecretField
          name={`token-${scheme.key}`}
          label={t(API_KEY_LABELS[scheme.in], { name: scheme.name })}
          placeholder={t('sendPanel.placeholder.apiKey')}
          value={value}
          onChange={set}
        />
      );
    case 'basic': {
      const { user, password } = splitBasic(value);
      return (
        <div className="send-panel-scheme">
          <label className="send-panel-field">
            <span>{t('sendPanel.auth.user')}</span>
            <input
              name={`user-${scheme.key}`}
              autoComplete="off"
              spellCheck={false}
              value={user}
              onChange={(event) => set(joinBasic(event.target.value.replace(/:/g, ''), password))}
            />
          </label>
          <SecretField
            name={`password-${scheme.key}`}
            label={t('sendPanel.auth.password')}
            value={password}
            onChange={(next) => set(joinBasic(user, next))}
          />
        </div>
      );
    }
    case 'bearer':
      return (
        <SecretField
          name={`token-${scheme.key}`}
          label={scheme.format ? t('sendPanel.auth.bearerFormat', { format: scheme.format }) : t('sendPanel.auth.bearer')}
          placeholder={t('sendPanel.placeholder.bearer')}
          value={value}
          onChange={set}
        />
      );
    case 'oauth2':
    case 'openIdConnect':
      return (
        <div className="send-panel-scheme">
          {/* Loaded once hydrated, so the server's HTML and the first client render agree. */}
          {!disabled && (
            <Suspense fallback={null}>
              <OAuthFields scheme={scheme} callbackUrl={callbackUrl} onToken={set} words={words} />
            </Suspense>
          )}
          <SecretField
            name={`token-${scheme.key}`}
            label={t('sendPanel.auth.accessToken', { name: scheme.key })}
            placeholder={t('sendPanel.placeholder.bearer')}
            value={value}
            onChange={set}
          />
        </div>
      );
    case 'unsupported':
      return <p className="send-panel-hint">{t('sendPanel.auth.unsupported', { name: scheme.key, type: scheme.type })}</p>;
  }
}

interface SecretFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

function SecretField({ name, label, placeholder, value, onChange }: SecretFieldProps) {
  return (
    <label className="send-panel-field">
      <span>{label}</span>
      <input
        name={name}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
