import type { Db } from '../db/database.ts';
import type { EnforcementBureau, EnforcementDebt } from './enforcement.ts';

export function createSqlEnforcement(db: Db): EnforcementBureau {
  const debtsOf = async (pin: string, options: { openOnly?: boolean } = {}): Promise<EnforcementDebt[]> => {
    let query = db.selectFrom('enforcement_debts').selectAll().where('pin', '=', pin);
    if (options.openOnly) query = query.where('state', '=', 'open');
    const rows = await query.orderBy('opened_at').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      caseNumber: row.case_number,
      creditor: row.creditor,
      amountTiyin: row.amount_tiyin,
      paidTiyin: row.paid_tiyin,
      outstandingTiyin: row.state === 'open' ? row.amount_tiyin - row.paid_tiyin : 0,
      state: row.state,
      openedAt: row.opened_at,
      bureau: row.bureau,
    }));
  };
  return {
    debtsOf,
    async outstandingTiyin(pin) {
      const debts = await debtsOf(pin, { openOnly: true });
      return debts.reduce((sum, debt) => sum + debt.outstandingTiyin, 0);
    },
  };
}
