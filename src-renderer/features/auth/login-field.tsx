import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  label: string;
  /** Translated error text; linked to the input with aria-describedby. */
  error?: string | undefined;
  /** A live, non-blocking warning (the Cyrillic layout slip, spec §5). */
  warning?: string | undefined;
  /** What the field takes (an example), read with the label by screen readers. */
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One labelled text field of the login form. The warning region is always in the DOM so screen
 * readers announce it when its text appears (aria-live needs an existing region).
 */
export function LoginField({ label, error, warning, hint, ref, ...input }: LoginFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', warning ? warningId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="login-field">
      <label className="login-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="login-field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        ref={ref}
        id={id}
        className="login-field__input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={warningId} className="login-field__warning" aria-live="polite">
        {warning}
      </p>
      {error && (
        <p id={errorId} className="login-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
