import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { CURRENCY_MAX_INTEGER_DIGITS, formatCurrencyInput } from '../../../src-domain/masks/currency-input.ts';
import { caretAfterFormat } from '../caret-after-format.ts';
import { completeCurrency } from './complete-currency.ts';
import { EditorField, type EditorFieldProps } from './editor-field.tsx';

/** 13 digits, their 4 group spaces, the point and 2 decimals: the kiosk keyboard's limit. */
const CURRENCY_MAX_LENGTH = CURRENCY_MAX_INTEGER_DIGITS + Math.floor((CURRENCY_MAX_INTEGER_DIGITS - 1) / 3) + 3;

export interface CurrencyInputProps extends Omit<EditorFieldProps, 'value' | 'onChange' | 'onBlur' | 'inputMode' | 'maxLength'> {
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
}

/**
 * An amount typed with the currency mask of spec §5: space-grouped while typing, at most 2
 * decimals, a comma counts as the point; on leaving the field the decimals are completed to 2.
 * The caret stays where the user typed when a group space appears before it. On a kiosk the
 * Latin layout serves it (its top row has the digits and it has a point; the numeric pad has none).
 */
export function CurrencyInput({ value, onChange, onBlur, ref, ...field }: CurrencyInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted = formatCurrencyInput(raw);
    caret.current = caretAfterFormat(raw, event.target.selectionStart ?? raw.length, formatted);
    onChange(formatted);
  };

  const blur = (_event: FocusEvent<HTMLInputElement>) => {
    const completed = completeCurrency(value);
    if (completed !== value) onChange(completed);
    onBlur?.();
  };

  return (
    <EditorField
      {...field}
      ref={(element) => {
        input.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className="form-field__input--amount"
      inputMode="decimal"
      data-keyboard="latin"
      maxLength={CURRENCY_MAX_LENGTH}
      value={value}
      onChange={change}
      onBlur={blur}
    />
  );
}
