import { useId, type ChangeEvent } from 'react';
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ChoiceOption } from '../choice-field.tsx';
import { FieldError, FieldHead } from '../form-field.tsx';

export interface SelectFieldProps<TValues extends FieldValues, TOutput> {
  label: string;
  options: readonly ChoiceOption[];
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  /** Text of an empty first option ("choose…"); none when a value is always chosen. */
  placeholder?: string | undefined;
  disabled?: boolean;
  /** After the form's own change handling (the act type resets its extras). */
  onChanged?: (value: string) => void;
}

/**
 * A labelled drop-down (act type, document type, role, relationship). Controlled through
 * react-hook-form, so the shown option always is the form's value, also when a form sets it.
 */
export function SelectField<TValues extends FieldValues, TOutput>({
  label,
  options,
  control,
  name,
  hint,
  error,
  required = false,
  placeholder,
  disabled = false,
  onChanged,
}: SelectFieldProps<TValues, TOutput>) {
  const id = useId();
  const { field } = useController({ control, name });
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <FieldHead inputId={id} label={label} required={required} hint={hint} />
      <select
        {...selectProps(field, onChanged)}
        id={id}
        className="form-field__input editor-field__select"
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError inputId={id} error={error} />
    </div>
  );
}

/** The controlled field as the select's props: its value as text, a change reported to the form first. */
function selectProps<TValues extends FieldValues>(field: ControllerRenderProps<TValues, FieldPath<TValues>>, onChanged: ((value: string) => void) | undefined) {
  return {
    ref: field.ref,
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      field.onChange(event.target.value);
      onChanged?.(event.target.value);
    },
  };
}
