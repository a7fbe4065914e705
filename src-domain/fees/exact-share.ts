/**
 * `amount × numerator ÷ denominator`, rounded half up to a whole number, computed exactly.
 * Amounts are tiyin and reach 10^15 (13 integer digits of sum, spec §5 currency input); times a
 * rate that passes Number.MAX_SAFE_INTEGER, so the product is taken in BigInt rather than in
 * floating point, where 0.5 tiyin could round either way.
 */
export function exactShare(amount: number, numerator: number, denominator: number): number {
  for (const value of [amount, numerator]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a non-negative whole number: ${value}`);
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) throw new RangeError(`Not a positive denominator: ${denominator}`);
  const den = BigInt(denominator);
  const share = (BigInt(amount) * BigInt(numerator) * 2n + den) / (2n * den);
  const result = Number(share);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Share too large: ${share}`);
  return result;
}

/**
 * A rate published with at most two decimals (12.5 %, 0.25 ‰) as a whole number of hundredths,
 * so `exactShare` can apply it. The schedule of state duties has no finer rates.
 */
export function hundredths(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`Not a rate: ${rate}`);
  return Math.round(rate * 100);
}
