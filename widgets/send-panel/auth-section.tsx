import type { SendPanelAuth } from './types.js';

interface AuthSectionProps {
  auth: SendPanelAuth;
  token: string;
  onToken: (token: string) => void;
  disabled: boolean;
}

const PLACEHOLDERS: Record<SendPanelAuth['type'], string> = { basic: 'user:password', bearer: 'access token', apiKey: 'API key' };

/** The credential to send; the component keeps it in sessionStorage only. */
export function AuthSection({ auth, token, onToken, disabled }: AuthSectionProps) {
  return (
    <fieldset className="send-panel-group" disabled={disabled}>
      <legend>Authentication</legend>
      <label className="send-panel-field">
        <span>{auth.label}</span>
        <input
          name="token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={PLACEHOLDERS[auth.type]}
          value={token}
          onChange={(event) => onToken(event.target.value)}
        />
      </label>
      <p className="send-panel-hint">Kept in this tab only (sessionStorage) and sent only to the server above.</p>
    </fieldset>
  );
}
