import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SmsOutboxTable } from '../db/tables/accounts.ts';
import type { SmsGateway, SmsRecord } from './sms-gateway.ts';

const DEFAULT_OUTBOX_LIMIT = 50;

function toRecord(row: Selectable<SmsOutboxTable>): SmsRecord {
  return { id: row.id, phone: row.phone, text: row.text, purpose: row.purpose, actId: row.act_id, status: row.status, createdAt: row.created_at };
}

export function createSqlSmsGateway(db: Db, now: () => Date): SmsGateway {
  return {
    async send(message) {
      const row = await db
        .insertInto('sms_outbox')
        .values({
          phone: message.phone,
          text: message.text,
          purpose: message.purpose ?? null,
          act_id: message.actId ?? null,
          status: 'sent',
          created_at: now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },
    async outbox(filter = {}) {
      let query = db.selectFrom('sms_outbox').selectAll();
      if (filter.phone) query = query.where('phone', '=', filter.phone);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(filter.limit ?? DEFAULT_OUTBOX_LIMIT)
        .execute();
      return rows.map(toRecord);
    },
  };
}
