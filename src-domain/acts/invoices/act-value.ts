/** What the value-based part of the duty reads (spec §9: sale and gift duty is a share of the price). */
export interface ValuedSubject {
  readonly priceTiyin: number | null;
}

/**
 * The value of the act's object: the sum of the prices of its subjects that have one, else the
 * act's own sum (spec §3 "sum"), else null (not entered: the fee rule counts it as 0 and says so).
 */
export function actValueTiyin(subjects: readonly ValuedSubject[], actSumTiyin: number | null): number | null {
  const priced = subjects.flatMap((subject) => (subject.priceTiyin === null ? [] : [subject.priceTiyin]));
  if (priced.length === 0) return actSumTiyin;
  return priced.reduce((sum, price) => sum + price, 0);
}
