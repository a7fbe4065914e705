import './fields.css';
import { useLingui } from '@lingui/react/macro';
import { amountInWords } from '../../../src-domain/money/number-to-words.ts';
import { useShownLocale } from '../use-shown-locale.ts';

export interface AmountInWordsProps {
  id: string;
  /** The amount in tiyin; null while the field holds no amount. */
  tiyin: number | null;
}

/**
 * The amount in words under a money field, in the interface's locale (spec §9: sum and tiyin in
 * ru, uz, oz), as contracts and invoices write it. Part of the field's description, so a screen
 * reader reads it with the field; not a live region, which would speak on every keystroke.
 */
export function AmountInWords({ id, tiyin }: AmountInWordsProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const words = tiyin === null ? '' : amountInWords(tiyin, locale);
  return (
    <p id={id} className="form-field__words">
      {words ? t({ id: 'act.editor.amountInWords', message: `So‘z bilan: ${words}` }) : null}
    </p>
  );
}
