/**
 * The state duty rate of a catalogue service: a share of the base calculation value (BCV,
 * "BHM") plus, for acts whose duty depends on the object's value (vehicle or real-estate sale
 * and gift, inheritance certificates, loans), a share of that value. `percentOfBcv` 50 is half
 * the BCV; `permilleOfValue` 10 is 1 % of the value; null means no value-based part.
 */
export interface FeeRate {
  percentOfBcv: number;
  permilleOfValue: number | null;
}

export function hasValuePart(rate: FeeRate): boolean {
  return rate.permilleOfValue !== null;
}
