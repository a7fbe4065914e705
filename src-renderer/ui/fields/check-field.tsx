import './fields.css';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CheckFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string | undefined;
}

/** A yes/no flag (simplified act, payer) as a checkbox whose whole label is the touch target. */
export function CheckField({ label, registration, hint }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="form-check">
      <label className="form-choice__option">
        <input type="checkbox" {...registration} aria-describedby={hint ? `${id}-hint` : undefined} />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
