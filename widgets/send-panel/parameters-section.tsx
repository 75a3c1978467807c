import { parameterKey, type SendPanelParameter } from './types.js';

interface ParametersSectionProps {
  parameters: SendPanelParameter[];
  cookieParameters: string[];
  values: Record<string, string>;
  onValues: (values: Record<string, string>) => void;
  disabled: boolean;
}

/** One field per path, query and header parameter; cookie parameters are only listed. */
export function ParametersSection({ parameters, cookieParameters, values, onValues, disabled }: ParametersSectionProps) {
  const set = (parameter: SendPanelParameter, value: string) => onValues({ ...values, [parameterKey(parameter)]: value });
  return (
    <fieldset className="send-panel-group" disabled={disabled}>
      <legend>Parameters</legend>
      {parameters.map((parameter) => (
        <label key={parameterKey(parameter)} className="send-panel-field">
          <span>
            <code>{parameter.name}</code> <small>{parameter.in}</small>
            {parameter.required && <small className="send-panel-required"> required</small>}
          </span>
          {parameter.enum ? (
            <select
              name={`${parameter.in}-${parameter.name}`}
              value={values[parameterKey(parameter)] ?? ''}
              onChange={(event) => set(parameter, event.target.value)}
            >
              {!parameter.required && <option value="">(not set)</option>}
              {parameter.enum.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          ) : (
            <input
              name={`${parameter.in}-${parameter.name}`}
              value={values[parameterKey(parameter)] ?? ''}
              placeholder={parameter.array ? 'comma-separated values' : undefined}
              onChange={(event) => set(parameter, event.target.value)}
            />
          )}
        </label>
      ))}
      {cookieParameters.length > 0 && (
        <p className="send-panel-hint">
          Cookie parameters ({cookieParameters.join(', ')}) cannot be set from this page; the browser sends the API's own cookies, if any.
        </p>
      )}
    </fieldset>
  );
}
