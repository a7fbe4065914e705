import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { formatCurrencyInput } from '../../../src-domain/masks/currency-input.ts';
import { caretAfterFormat } from '../../ui/caret-after-format.ts';

export interface CurrencyFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
}

/**
 * An amount typed with the currency mask of spec §5 (space-grouped, at most 2 decimals; a comma
 * counts as the point). `inputMode="decimal"` brings up the number pad on phones.
 */
export function CurrencyField({ id, label, hint, value, onChange }: CurrencyFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted = formatCurrencyInput(raw);
    caret.current = caretAfterFormat(raw, event.target.selectionStart ?? raw.length, formatted);
    onChange(formatted);
  };

  return (
    <div className="fee-field">
      <label htmlFor={id} className="fee-field__label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="fee-field__input fee-field__input--amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={change}
      />
      <p id={`${id}-hint`} className="fee-field__hint">
        {hint}
      </p>
    </div>
  );
}
