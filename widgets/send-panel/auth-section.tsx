import type { SendPanelAuth, SendPanelWords } from './types.js';

interface AuthSectionProps {
  auth: SendPanelAuth;
  token: string;
  onToken: (token: string) => void;
  disabled: boolean;
  words: SendPanelWords;
}

/** The credential to send; the component keeps it in sessionStorage only. */
export function AuthSection({ auth, token, onToken, disabled, words }: AuthSectionProps) {
  return (
    <fieldset className="send-panel-group" disabled={disabled}>
      <legend>{words.t('sendPanel.authentication')}</legend>
      <label className="send-panel-field">
        <span>{auth.label}</span>
        <input
          name="token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={words.t(`sendPanel.placeholder.${auth.type}`)}
          value={token}
          onChange={(event) => onToken(event.target.value)}
        />
      </label>
      <p className="send-panel-hint">{words.t('sendPanel.authHint')}</p>
    </fieldset>
  );
}
