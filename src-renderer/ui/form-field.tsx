import './form-field.css';

export interface FieldHeadProps {
  /** The id of the field's input; the hint's id is derived from it (`{inputId}-hint`). */
  inputId: string;
  label: string;
  required: boolean;
  hint?: string | undefined;
}

/**
 * The label of a form field (act editor, public searches), with the asterisk of a required one
 * (read as aria-required), and its hint.
 */
export function FieldHead({ inputId, label, required, hint }: FieldHeadProps) {
  return (
    <>
      <label className="form-field__label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
    </>
  );
}

/** The error under a form field (`{inputId}-error`, named by the input's aria-describedby). */
export function FieldError({ inputId, error }: { inputId: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${inputId}-error`} className="form-field__error">
      {error}
    </p>
  );
}
