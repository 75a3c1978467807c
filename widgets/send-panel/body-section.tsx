import type { SendPanelBody, SendPanelWords } from './types.js';

interface BodySectionProps {
  bodies: SendPanelBody[];
  bodyIndex: number;
  onBodyIndex: (index: number) => void;
  bodyText: string;
  onBodyText: (text: string) => void;
  /** The JSON syntax error of the text, shown next to it. */
  jsonProblem?: string;
  fields: Record<string, string>;
  onFields: (fields: Record<string, string>) => void;
  /** Files are not state: the component keeps them by field name (`body` for a binary body). */
  onFile: (name: string, file: File | undefined) => void;
  /** Prefix for element ids (React's useId). */
  idPrefix: string;
  disabled: boolean;
  words: SendPanelWords;
}

/** The request body: its content type, then a text area, form fields or a file input. */
export function BodySection(props: BodySectionProps) {
  const body = props.bodies[props.bodyIndex]!;
  const errorId = `${props.idPrefix}-json`;
  const { t } = props.words;
  return (
    <fieldset className="send-panel-group" disabled={props.disabled}>
      <legend>{t('sendPanel.body')}</legend>
      {props.bodies.length > 1 && (
        <label className="send-panel-field">
          <span>{t('sendPanel.contentType')}</span>
          <select name="content-type" value={props.bodyIndex} onChange={(event) => props.onBodyIndex(Number(event.target.value))}>
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
            rows={Math.min(18, Math.max(4, props.bodyText.split('\n').length + 1))}
            spellCheck={false}
            value={props.bodyText}
            onChange={(event) => props.onBodyText(event.target.value)}
            aria-invalid={props.jsonProblem ? true : undefined}
            aria-describedby={props.jsonProblem ? errorId : undefined}
          />
          {props.jsonProblem && (
            <span className="send-panel-error-inline" id={errorId} role="status">
              {t('sendPanel.invalidJson', { problem: props.jsonProblem })}
            </span>
          )}
        </label>
      )}
      {(body.kind === 'form' || body.kind === 'multipart') &&
        (body.fields ?? []).map((field) => (
          <label key={field.name} className="send-panel-field">
            <span>
              <code>{field.name}</code>
              {field.required && <small className="send-panel-required">{` ${t('sendPanel.required')}`}</small>}
            </span>
            {field.file ? (
              <input
                name={`field-${field.name}`}
                type="file"
                accept={field.accept}
                onChange={(event) => props.onFile(field.name, event.target.files?.[0])}
              />
            ) : (
              <input
                name={`field-${field.name}`}
                value={props.fields[field.name] ?? ''}
                onChange={(event) => props.onFields({ ...props.fields, [field.name]: event.target.value })}
              />
            )}
          </label>
        ))}
      {body.kind === 'binary' && (
        <label className="send-panel-field">
          <span>{t('sendPanel.file', { mediaType: body.mediaType })}</span>
          <input name="body-file" type="file" onChange={(event) => props.onFile('body', event.target.files?.[0])} />
        </label>
      )}
    </fieldset>
  );
}
