import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceField } from '../../ui/choice-field.tsx';

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
  return <ChoiceField legend={legend} options={options} registration={field} />;
}
