/**
 * Where the caret belongs after the currency mask reformatted the text: after as many digits
 * and decimal separators as stood before it in what the user typed (a point or a comma typed,
 * the locale's comma shown: src-domain/masks/currency-input.ts). Without this the caret jumps
 * to the end whenever a group space appears or disappears in the middle of the number.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const kept = raw
    .slice(0, caret)
    .replace(/[^\d.,]/g, '')
    .replace(/^0+(?=\d)/, '').length;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (seen === kept) return index;
    if (/[\d.,]/.test(formatted[index] ?? '')) seen += 1;
  }
  return formatted.length;
}
