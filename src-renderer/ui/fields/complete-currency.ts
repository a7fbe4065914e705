import { parseCurrency } from '../../../src-domain/masks/currency-input.ts';
import { formatAmount } from '../../../src-domain/money/format-amount.ts';

/**
 * The currency field's text once the user leaves it: always 2 decimals (spec §5), so
 * "1 500 000.5" reads "1 500 000.50" and "145 000 000" reads "145 000 000.00". Text that is not
 * an amount stays as typed, for the validation message to point at.
 */
export function completeCurrency(text: string): string {
  const tiyin = parseCurrency(text);
  return tiyin === null ? text : formatAmount(tiyin);
}
