import { useId } from 'react';
import { Select } from '../../ui/select.tsx';

export interface FilterOption {
  value: string;
  label: string;
}

interface BaseProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** One labelled filter: a drop-down when it has options, else an input of `type`. */
export function FilterField({
  label,
  value,
  onChange,
  error,
  options,
  type = 'text',
  anyLabel,
  disabled = false,
  maxLength,
  capitals = false,
}: BaseProps & {
  options?: readonly FilterOption[];
  type?: 'text' | 'date' | 'time';
  anyLabel?: string;
  disabled?: boolean;
  maxLength?: number;
  capitals?: boolean;
}) {
  const id = useId();
  const described = error ? `${id}-error` : undefined;
  // A value from the address the options do not (yet) hold still shows as chosen.
  const shown = options && value !== '' && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div className="act-filter">
      <label htmlFor={id}>{label}</label>
      {shown ? (
        <Select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} aria-describedby={described}>
          <option value="">{anyLabel}</option>
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          maxLength={maxLength}
          // The kiosk keyboard opens in Latin capitals for a registry number (spec §5 masks).
          data-keyboard={capitals ? 'latin' : undefined}
          autoCapitalize={capitals ? 'characters' : undefined}
          spellCheck={capitals ? false : undefined}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={described} className="act-filter__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
