import * as v from 'valibot';

/** An amount of money in tiyin (1/100 so‘m) as the API carries it: a whole, non-negative, safe number. */
export const TiyinSchema = v.pipe(
  v.number('error_invalid_value'),
  v.integer('error_invalid_value'),
  v.minValue(0, 'error_invalid_value'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'error_invalid_value'),
);
