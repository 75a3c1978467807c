import { parameterKey, type SendPanelParameter, type SendPanelWords } from './types.js';

interface ParametersSectionProps {
  parameters: SendPanelParameter[];
  cookieParameters: string[];
  values: Record<string, string>;
  onValues: (values: Record<string, string>) => void;
  disabled: boolean;
  words: SendPanelWords;
}

/** One field per path, query and header parameter; cookie parameters are only listed. */
export function ParametersSection({ parameters, cookieParameters, values, onValues, disabled, words }: ParametersSectionProps) {
  const { t } = words;
  const set = (parameter: SendPanelParameter, value: string) => onValues({ ...values, [parameterKey(parameter)]: value });
  return (
    <fieldset className="send-panel-group" disabled={disabled}>
      <legend>{t('sendPanel.parameters')}</legend>
      {parameters.map((parameter) => (
        <label key={parameterKey(parameter)} className="send-panel-field">
          <span>
            <code>{parameter.name}</code> <small>{parameter.in}</small>
            {parameter.required && <small className="send-panel-required">{` ${t('sendPanel.required')}`}</small>}
          </span>
          {parameter.enum ? (
            <select
              name={`${parameter.in}-${parameter.name}`}
              value={values[parameterKey(parameter)] ?? ''}
              onChange={(event) => set(parameter, event.target.value)}
            >
              {!parameter.required && <option value="">{t('sendPanel.notSet')}</option>}
              {parameter.enum.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          ) : (
            <input
              name={`${parameter.in}-${parameter.name}`}
              value={values[parameterKey(parameter)] ?? ''}
              placeholder={parameter.array ? t('sendPanel.commaSeparated') : undefined}
              onChange={(event) => set(parameter, event.target.value)}
            />
          )}
        </label>
      ))}
      {cookieParameters.length > 0 && (
        <p className="send-panel-hint">{t('sendPanel.cookieParameters', { names: cookieParameters.join(', ') })}</p>
      )}
    </fieldset>
  );
}
