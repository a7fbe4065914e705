import { useId } from 'react';
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { parseCurrency } from '../../../src-domain/masks/currency-input.ts';
import type { FieldMessage } from './field-message.ts';
import { AmountInWords } from './amount-in-words.tsx';
import { CurrencyInput } from './currency-input.tsx';

export interface MoneyFieldProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  hint?: string;
  required?: boolean;
  message: FieldMessage;
}

/**
 * A money field of a form (a price, a sum): the currency input of spec §5 bound to
 * react-hook-form, with the amount in words under it (spec §9).
 */
export function MoneyField<TValues extends FieldValues, TOutput>({ control, name, label, hint, required = false, message }: MoneyFieldProps<TValues, TOutput>) {
  const wordsId = `${useId()}-words`;
  const { field, fieldState } = useController({ control, name });
  const props = currencyProps(field);
  return (
    <CurrencyInput {...props} label={label} hint={hint} required={required} error={message(fieldState.error)} describedBy={wordsId}>
      <AmountInWords id={wordsId} tiyin={parseCurrency(props.value)} />
    </CurrencyInput>
  );
}

/** The controlled field as the currency input's props; the value is always text. */
function currencyProps<TValues extends FieldValues>(field: ControllerRenderProps<TValues, FieldPath<TValues>>) {
  return { name: field.name, ref: field.ref, value: typeof field.value === 'string' ? field.value : '', onChange: field.onChange, onBlur: field.onBlur };
}
