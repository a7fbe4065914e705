import { useId } from 'react';

export interface ActionFieldProps {
  kind: 'textarea' | 'date' | 'time';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  min?: string;
}

/** One labelled input of an action dialog, its problem tied to it for screen readers. */
export function ActionField({ kind, label, value, onChange, error, required = false, min }: ActionFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'act-field__input',
  } as const;
  return (
    <div className="act-field">
      <label htmlFor={id} className="act-field__label">
        {label}
      </label>
      {kind === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={2000} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={kind} min={min} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="act-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
