import './fields.css';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHead } from '../form-field.tsx';

export interface EditorFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'required' | 'children'
> {
  label: string;
  /** A format example or an explanation under the label, read with the field. */
  hint?: string | undefined;
  /** Translated error text; linked to the input with aria-describedby. */
  error?: string | undefined;
  /** A live, non-blocking warning (Cyrillic typed where Latin is needed, spec §5). */
  warning?: string | undefined;
  required?: boolean;
  /** Ids of further descriptions the field renders itself (the amount in words). */
  describedBy?: string | undefined;
  /** Shown under the input, inside the field (the amount in words). */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One labelled text field (the act editor's, the searches', the fee calculator's amount). The warning region is always in the DOM so a
 * screen reader announces its text when it appears (aria-live needs an existing region);
 * `aria-required` says what the asterisk says to the eye.
 */
export function EditorField({ label, hint, error, warning, required = false, describedBy, children, ref, className, ...input }: EditorFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', describedBy ?? '', warning ? warningId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <FieldHead inputId={id} label={label} required={required} hint={hint} />
      <input
        type="text"
        autoComplete="off"
        spellCheck={false}
        {...input}
        ref={ref}
        id={id}
        className={className ? `form-field__input ${className}` : 'form-field__input'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {children}
      <p id={warningId} className="form-field__warning" aria-live="polite">
        {warning}
      </p>
      <FieldError inputId={id} error={error} />
    </div>
  );
}
