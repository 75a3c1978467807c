import { useState } from 'react';
import type { SendPanelOAuthFlow, SendPanelScheme, SendPanelWords } from './types.js';

type OAuthScheme = Extract<SendPanelScheme, { kind: 'oauth2' | 'openIdConnect' }>;
type RunnableFlow = 'authorizationCode' | 'clientCredentials' | 'openIdConnect';

interface OAuthFieldsProps {
  scheme: OAuthScheme;
  callbackUrl: string;
  onToken: (token: string) => void;
  words: SendPanelWords;
}

/** The flows the panel can run itself; implicit and password flows only take a pasted token. */
function runnableFlows(scheme: OAuthScheme): { type: RunnableFlow; flow?: SendPanelOAuthFlow }[] {
  if (scheme.kind === 'openIdConnect') return [{ type: 'openIdConnect' }];
  return scheme.flows.flatMap((flow) =>
    (flow.type === 'authorizationCode' && flow.authorizationUrl && flow.tokenUrl) || (flow.type === 'clientCredentials' && flow.tokenUrl)
      ? [{ type: flow.type, flow }]
      : [],
  );
}

/**
 * Getting a token from the panel: client id (and secret for client credentials), then one
 * button. The flows themselves (`oauth-flow.ts`) load only when the button is pressed.
 */
export function OAuthFields({ scheme, callbackUrl, onToken, words }: OAuthFieldsProps) {
  const { t } = words;
  const flows = runnableFlows(scheme);
  const [flowIndex, setFlowIndex] = useState(0);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [status, setStatus] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });
  const chosen = flows[flowIndex];
  if (!chosen) return null;

  async function getToken() {
    if (status.busy || !chosen) return;
    if (!clientId.trim()) {
      setStatus({ busy: false, message: t('sendPanel.oauth.clientIdMissing') });
      return;
    }
    setStatus({ busy: true, message: t('sendPanel.oauth.working') });
    try {
      const flow = await import('./oauth-flow.js');
      const common = {
        clientId: clientId.trim(),
        clientSecret: clientSecret || undefined,
        scopes: scheme.scopes,
        redirectUri: callbackUrl,
      };
      const token =
        chosen.type === 'clientCredentials'
          ? await flow.clientCredentialsToken({
              tokenUrl: chosen.flow!.tokenUrl!,
              clientId: clientId.trim(),
              clientSecret,
              scopes: scheme.scopes,
            })
          : chosen.type === 'authorizationCode'
            ? await flow.authorizationCodeToken({
                ...common,
                authorizationUrl: chosen.flow!.authorizationUrl!,
                tokenUrl: chosen.flow!.tokenUrl!,
              })
            : await flow.openIdConnectToken((scheme as Extract<OAuthScheme, { kind: 'openIdConnect' }>).discoveryUrl, common);
      onToken(token);
      setStatus({ busy: false, message: t('sendPanel.oauth.done') });
    } catch (error) {
      const code = (error as { code?: string }).code;
      const detail = (error as { detail?: string }).detail ?? (error instanceof Error ? error.message : String(error));
      const known = ['popupBlocked', 'closed', 'denied', 'state', 'token', 'discovery'].includes(code ?? '');
      setStatus({
        busy: false,
        message: known ? t(`sendPanel.oauth.${code as 'token'}`, { detail }) : t('sendPanel.oauth.token', { detail }),
      });
    }
  }

  const flowLabel = (type: RunnableFlow) => t(`sendPanel.oauth.flow.${type}`);
  return (
    <div className="send-panel-oauth">
      {flows.length > 1 ? (
        <label className="send-panel-field">
          <span>{t('sendPanel.oauth.flow')}</span>
          <select name={`flow-${scheme.key}`} value={flowIndex} onChange={(event) => setFlowIndex(Number(event.target.value))}>
            {flows.map((flow, index) => (
              <option key={flow.type} value={index}>
                {flowLabel(flow.type)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="send-panel-hint">{flowLabel(chosen.type)}</p>
      )}
      {scheme.scopes.length > 0 && <p className="send-panel-hint">{t('sendPanel.oauth.scopes', { scopes: scheme.scopes.join(' ') })}</p>}
      <label className="send-panel-field">
        <span>{t('sendPanel.oauth.clientId')}</span>
        <input
          name={`client-id-${scheme.key}`}
          autoComplete="off"
          spellCheck={false}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
        />
      </label>
      {chosen.type === 'clientCredentials' && (
        <label className="send-panel-field">
          <span>{t('sendPanel.oauth.clientSecret')}</span>
          <input
            name={`client-secret-${scheme.key}`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={clientSecret}
            onChange={(event) => setClientSecret(event.target.value)}
          />
        </label>
      )}
      <button type="button" className="send-panel-oauth-button" onClick={getToken} aria-disabled={status.busy || undefined}>
        {chosen.type === 'clientCredentials' ? t('sendPanel.oauth.requestToken') : t('sendPanel.oauth.signIn')}
      </button>
      <p className="send-panel-hint send-panel-oauth-status" role="status">
        {status.message}
      </p>
    </div>
  );
}
