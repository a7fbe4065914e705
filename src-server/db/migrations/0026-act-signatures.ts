import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Digital signatures of acts registered by video (docs/signatures.md): the act's final document
 * as the notary fixed it at step 8 — the print form's exact bytes (base64) and their SHA-256 —
 * and every verified signature over it, with the PKCS#7 as the signer's agent made it and what
 * the certificate said. A document fixed again (the act left step 8 and came back) supersedes
 * the old one; its signatures stay as history but no longer count.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('act_signing_documents'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('content_base64', 'text', notNull)
    .addColumn('sha256', 'text', notNull)
    .addColumn('content_type', 'text', notNull)
    .addColumn('file_name', 'text', notNull)
    .addColumn('fixed_at', 'text', notNull)
    .addColumn('fixed_by_pin', 'text', notNull)
    .addColumn('superseded_at', 'text')
    .execute();
  await db.schema.createIndex('act_signing_documents_act_idx').on('act_signing_documents').columns(['act_id', 'id']).execute();

  await withId(db, db.schema.createTable('act_signatures'))
    .addColumn('document_id', 'integer', (col) => col.notNull().references('act_signing_documents.id'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('signer_pin', 'text', notNull)
    .addColumn('signer_role', 'text', notNull)
    .addColumn('signer_name', 'text', notNull)
    .addColumn('pkcs7_base64', 'text', notNull)
    .addColumn('cert_serial', 'text', notNull)
    .addColumn('cert_issuer', 'text', notNull)
    .addColumn('cert_not_before', 'text', notNull)
    .addColumn('cert_not_after', 'text', notNull)
    .addColumn('algorithm', 'text', notNull)
    .addColumn('signing_time', 'text', notNull)
    .addColumn('timestamp_token_base64', 'text')
    .addColumn('verified_by', 'text', notNull)
    .addColumn('verified_at', 'text', notNull)
    .addUniqueConstraint('act_signatures_document_signer_unique', ['document_id', 'signer_pin'])
    .execute();
  await db.schema.createIndex('act_signatures_act_idx').on('act_signatures').columns(['act_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('act_signatures').execute();
  await db.schema.dropTable('act_signing_documents').execute();
}
