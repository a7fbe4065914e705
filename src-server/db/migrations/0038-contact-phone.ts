import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * The contact phone a person gives at login (spec §5; docs/decisions/0058-contact-phone-at-login.md):
 * `users.phone` holds only a confirmed number, with when, by whom and how it was confirmed
 * (`sms`: the person typed the code; `registry`: the civil registry's own number). Numbers kept
 * from before were copied from a registry when the account was made. The SMS codes sent are
 * kept as hashes, with the wrong tries they took.
 */
export async function up(db: MigrationDb): Promise<void> {
  // SQLite alters one column per statement.
  await db.schema.alterTable('users').addColumn('phone_confirmed_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('phone_confirmed_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema.alterTable('users').addColumn('phone_confirmed_via', 'text').execute();
  await db
    .updateTable('users')
    .set((eb) => ({ phone_confirmed_at: eb.ref('created_at'), phone_confirmed_via: 'registry' }))
    .where('phone', 'is not', null)
    .execute();

  await withId(db, db.schema.createTable('phone_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('phone', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('sent_at', 'text', notNull)
    .addColumn('checks', 'integer', notNull)
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('phone_codes_user_idx').on('phone_codes').columns(['user_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('phone_codes').execute();
  for (const column of ['phone_confirmed_via', 'phone_confirmed_by', 'phone_confirmed_at']) await db.schema.alterTable('users').dropColumn(column).execute();
}
