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
      {parameters.map((parameter) =>
        parameter.array && parameter.enum ? (
          <Choices
            key={parameterKey(parameter)}
            parameter={parameter}
            value={values[parameterKey(parameter)] ?? ''}
            onValue={(value) => set(parameter, value)}
            words={words}
          />
        ) : (
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
        ),
      )}
      {cookieParameters.length > 0 && (
        <p className="send-panel-hint">{t('sendPanel.cookieParameters', { names: cookieParameters.join(', ') })}</p>
      )}
    </fieldset>
  );
}

/**
 * An array of allowed values: one checkbox per value, so several can be sent. The choice
 * is kept as the comma-separated text a typed array is, in the enum's order, and the
 * parameter's style writes it like any other array.
 */
function Choices({
  parameter,
  value,
  onValue,
  words,
}: {
  parameter: SendPanelParameter;
  value: string;
  onValue: (value: string) => void;
  words: SendPanelWords;
}) {
  const chosen = new Set(value.split(',').map((item) => item.trim()));
  const toggle = (item: string, on: boolean) =>
    onValue(parameter.enum!.filter((candidate) => (candidate === item ? on : chosen.has(candidate))).join(','));
  return (
    <fieldset className="send-panel-field send-panel-choices">
      <legend>
        <code>{parameter.name}</code> <small>{parameter.in}</small>
        {parameter.required && <small className="send-panel-required">{` ${words.t('sendPanel.required')}`}</small>}
      </legend>
      {parameter.enum!.map((item) => (
        <label key={item} className="send-panel-choice">
          <input
            type="checkbox"
            name={`${parameter.in}-${parameter.name}`}
            value={item}
            checked={chosen.has(item)}
            onChange={(event) => toggle(item, event.target.checked)}
          />{' '}
          {item}
        </label>
      ))}
    </fieldset>
  );
}
