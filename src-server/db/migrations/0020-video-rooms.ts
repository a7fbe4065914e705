import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Video rooms of acts by video (docs/video.md): who is connected to which act's room, through
 * which server process (signalling across processes goes through PostgreSQL LISTEN/NOTIFY),
 * the face checks bound to each join, and every answer to the recording announcement.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('video_room_members'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('member_id', 'text', (col) => col.notNull().unique())
    .addColumn('pin', 'text', notNull)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('role', 'text', notNull)
    .addColumn('party_role', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('process_id', 'text', notNull)
    .addColumn('muted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('camera_off', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('identified_at', 'text')
    .addColumn('joined_at', 'text', notNull)
    .addColumn('seen_at', 'text', notNull)
    .addColumn('left_at', 'text')
    .addColumn('left_reason', 'text')
    .execute();
  await db.schema.createIndex('video_room_members_act_idx').on('video_room_members').columns(['act_id', 'left_at']).execute();
  await db.schema.createIndex('video_room_members_pin_idx').on('video_room_members').columns(['act_id', 'pin', 'id']).execute();
  await db.schema.createIndex('video_room_members_process_idx').on('video_room_members').columns(['process_id', 'left_at']).execute();

  await withId(db, db.schema.createTable('video_identity_checks'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('pin', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('join_id', 'text', (col) => col.notNull().unique())
    .addColumn('nonce', 'text', (col) => col.notNull().unique())
    .addColumn('reason', 'text', notNull)
    .addColumn('issued_at', 'text', notNull)
    .addColumn('passed_at', 'text')
    .execute();
  await db.schema.createIndex('video_identity_checks_act_idx').on('video_identity_checks').columns(['act_id', 'pin']).execute();

  await withId(db, db.schema.createTable('video_recording_consents'))
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('pin', 'text', notNull)
    .addColumn('agreed', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('video_recording_consents_act_idx').on('video_recording_consents').columns(['act_id', 'pin', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['video_recording_consents', 'video_identity_checks', 'video_room_members']) await db.schema.dropTable(table).execute();
}
