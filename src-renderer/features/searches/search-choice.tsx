import type { UseFormRegisterReturn } from 'react-hook-form';

export interface SearchChoiceOption<TValue extends string> {
  value: TValue;
  label: string;
}

export interface SearchChoiceProps<TValue extends string> {
  legend: string;
  options: readonly SearchChoiceOption<TValue>[];
  field: UseFormRegisterReturn;
}

/**
 * A choice that decides which fields a search asks for (what kind of property, by which key).
 * Native radios in a fieldset: arrow keys move between them, and each label is a whole
 * touch target (64 px on a kiosk).
 */
export function SearchChoice<TValue extends string>({ legend, options, field }: SearchChoiceProps<TValue>) {
  return (
    <fieldset className="search-choice">
      <legend className="search-choice__legend">{legend}</legend>
      <div className="search-choice__options">
        {options.map((option) => (
          <label key={option.value} className="search-choice__option">
            <input type="radio" value={option.value} {...field} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
