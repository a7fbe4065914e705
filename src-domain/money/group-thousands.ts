/**
 * "1234567" → "1 234 567". Groups are separated by a plain space (spec §5 "space-grouped"):
 * it is what the kiosk keyboard can type and what `parseCurrency` reads back.
 */
export function groupThousands(digits: string, separator = ' '): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}
