import type { FeeRate } from '../../src-domain/fees/fee-rate.ts';
import type { Db } from '../db/database.ts';

export interface ServiceRate {
  id: number;
  actTypeId: number | null;
  fee: FeeRate;
}

/** The rate and act type of one service: all the fee rule needs besides the BCV. */
export async function findServiceRate(db: Db, id: number): Promise<ServiceRate | undefined> {
  const row = await db
    .selectFrom('catalogue_services')
    .select(['id', 'act_type_id', 'fee_bcv_percent', 'fee_value_permille'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, actTypeId: row.act_type_id, fee: { percentOfBcv: row.fee_bcv_percent, permilleOfValue: row.fee_value_permille } };
}
