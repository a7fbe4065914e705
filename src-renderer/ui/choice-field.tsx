import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './form-field.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceFieldProps {
  legend: string;
  options: readonly ChoiceOption[];
  registration: UseFormRegisterReturn;
  hint?: string | undefined;
  error?: string | undefined;
  /** `checkbox` for a choice of several (languages, rights): react-hook-form then holds the chosen values. */
  type?: 'radio' | 'checkbox';
}

/**
 * A choice among a few options (act editor: registration type, person or legal entity; public
 * searches: which kind of property, by which key):
 * native radios in a fieldset, so arrow keys move between them, and each label is a whole
 * touch target (48 px on the web, 64 px on a kiosk).
 */
export function ChoiceField({ legend, options, registration, hint, error, type = 'radio' }: ChoiceFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="form-choice" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="form-choice__legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="form-choice__options">
        {options.map((option) => (
          <label key={option.value} className="form-choice__option">
            <input type={type} value={option.value} {...registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
