import { type MigrationDb, notNull } from './migration-helpers.ts';

/**
 * The portal's own signing keys for the QR codes printed on registered acts (docs/signatures.md
 * "Offline check"; docs/decisions/0036-offline-act-check.md): one row per key, named by its
 * `kid`. The newest key not retired signs; every key not withdrawn stays in the published key
 * set, so a paper printed years ago still verifies. Private keys are JWKs kept with the acts,
 * as the check-code secret is.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('act_seal_keys')
    .addColumn('kid', 'text', (col) => col.primaryKey())
    .addColumn('algorithm', 'text', notNull)
    .addColumn('public_jwk', 'text', notNull)
    .addColumn('private_jwk', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('retired_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('act_seal_keys').execute();
}
