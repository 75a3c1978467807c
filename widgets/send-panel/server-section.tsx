import { variableKey, type SendPanelServer, type SendPanelWords } from './types.js';

/** The index of the "Other URL..." choice in the server select. */
export const CUSTOM_SERVER = -1;

interface ServerSectionProps {
  servers: SendPanelServer[];
  serverIndex: number;
  onServerIndex: (index: number) => void;
  variables: Record<string, string>;
  onVariables: (variables: Record<string, string>) => void;
  customUrl: string;
  onCustomUrl: (url: string) => void;
  disabled: boolean;
  words: SendPanelWords;
}

/** The server to send to: one of the document's (with its variables) or the reader's own URL. */
export function ServerSection(props: ServerSectionProps) {
  const server = props.serverIndex === CUSTOM_SERVER ? undefined : props.servers[props.serverIndex];
  const { t } = props.words;
  const valueOf = (name: string, fallback: string) => props.variables[variableKey(props.serverIndex, name)] ?? fallback;
  const setValue = (name: string, value: string) =>
    props.onVariables({ ...props.variables, [variableKey(props.serverIndex, name)]: value });
  return (
    <fieldset className="send-panel-group" disabled={props.disabled}>
      <legend>{t('sendPanel.server')}</legend>
      <label className="send-panel-field">
        <span>{t('sendPanel.server')}</span>
        <select value={props.serverIndex} onChange={(event) => props.onServerIndex(Number(event.target.value))} name="server">
          {props.servers.map((candidate, index) => (
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
      {props.serverIndex === CUSTOM_SERVER && (
        <label className="send-panel-field">
          <span>{t('sendPanel.baseUrl')}</span>
          <input
            name="base-url"
            type="url"
            placeholder="https://api.example.com/v1"
            value={props.customUrl}
            onChange={(event) => props.onCustomUrl(event.target.value)}
          />
        </label>
      )}
    </fieldset>
  );
}
