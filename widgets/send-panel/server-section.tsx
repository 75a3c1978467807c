import { CUSTOM_SERVER, type ServerChoice } from './remembered-server.js';
import { variableKey, type SendPanelServer, type SendPanelWords } from './types.js';

export { CUSTOM_SERVER } from './remembered-server.js';

interface ServerSectionProps {
  servers: SendPanelServer[];
  choice: ServerChoice;
  onChoice: (change: Partial<ServerChoice>) => void;
  disabled: boolean;
  words: SendPanelWords;
}

/**
 * The server to send to: one of the document's (with its variables) or the reader's own
 * URL. The entries come from `servers` alone, so another kind of entry is one more item there.
 */
export function ServerSection({ servers, choice, onChoice, disabled, words }: ServerSectionProps) {
  const server = choice.serverIndex === CUSTOM_SERVER ? undefined : servers[choice.serverIndex];
  const { t } = words;
  const valueOf = (name: string, fallback: string) => choice.variables[variableKey(choice.serverIndex, name)] ?? fallback;
  const setValue = (name: string, value: string) =>
    onChoice({ variables: { ...choice.variables, [variableKey(choice.serverIndex, name)]: value } });
  return (
    <fieldset className="send-panel-group" disabled={disabled}>
      <legend>{t('sendPanel.server')}</legend>
      <label className="send-panel-field">
        <span>{t('sendPanel.server')}</span>
        <select value={choice.serverIndex} onChange={(event) => onChoice({ serverIndex: Number(event.target.value) })} name="server">
          {servers.map((candidate, index) => (
            <option key={index} value={index}>
              {candidate.description ? `${candidate.description} (${candidate.url})` : candidate.url}
            </option>
          ))}
          <option value={CUSTOM_SERVER}>{t('sendPanel.otherUrl')}</option>
        </select>
      </label>
      {server?.variables.map((variable) => (
        <label key={variable.name} className="send-panel-field">
          <span>{variable.name}</span>
          {variable.enum ? (
            <select
              name={`variable-${variable.name}`}
              value={valueOf(variable.name, variable.default)}
              onChange={(event) => setValue(variable.name, event.target.value)}
            >
              {variable.enum.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          ) : (
            <input
              name={`variable-${variable.name}`}
              value={valueOf(variable.name, variable.default)}
              onChange={(event) => setValue(variable.name, event.target.value)}
            />
          )}
        </label>
      ))}
      {choice.serverIndex === CUSTOM_SERVER && (
        <label className="send-panel-field">
          <span>{t('sendPanel.baseUrl')}</span>
          <input
            name="base-url"
            type="url"
            placeholder="https://api.example.com/v1"
            value={choice.customUrl}
            onChange={(event) => onChoice({ customUrl: event.target.value })}
          />
        </label>
      )}
    </fieldset>
  );
}
