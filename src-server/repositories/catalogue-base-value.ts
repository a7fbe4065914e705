import type { Db } from '../db/database.ts';

/** Settings key of the base calculation value (BCV, "BHM"), in tiyin. */
export const BCV_SETTING = 'bcv_tiyin';

/**
 * The base calculation value in force: every fee rate is a share of it (spec §9). A missing or
 * broken setting is a data fault (500), never a silent zero that would quote every fee as free.
 */
export async function baseCalculationValue(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', BCV_SETTING).executeTakeFirst();
  const value = Number(row?.value);
  if (!row || !Number.isSafeInteger(value) || value <= 0) throw new Error(`settings.${BCV_SETTING} is missing or not a tiyin amount`);
  return value;
}
