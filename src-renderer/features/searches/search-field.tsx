import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError, FieldHead } from '../../ui/form-field.tsx';
import './search-form.css';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'required'
> {
  label: string;
  /** A format example under the label (DD.MM.YYYY …), read with the field. */
  hint?: string | undefined;
  /** Translated error text; linked to the input with aria-describedby. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One field of a search form. Every field a search shows is required for it (spec §5: "ban
 * check required fields are marked with an asterisk"): the asterisk is for the eye, and
 * `aria-required` says the same to a screen reader, which would otherwise read "star".
 */
export function SearchField({ label, hint, error, ref, ...input }: SearchFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <FieldHead inputId={id} label={label} required hint={hint} />
      <input
        type="text"
        autoComplete="off"
        spellCheck={false}
        {...input}
        ref={ref}
        id={id}
        className="form-field__input"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError inputId={id} error={error} />
    </div>
  );
}
