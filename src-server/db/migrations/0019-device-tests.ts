import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * Results of the video-conference device test (spec §2 `video_testing`, §5, §8;
 * docs/decisions/0027-video-device-test.md): what the browser measured, each check's verdict
 * as the server judged it, and where the test ran. A user attaches a result to an act they take
 * part in; the act keeps the latest one per user, which its notary and parties read.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('device_tests'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('tested_at', 'text', notNull)
    .addColumn('passed', 'integer', notNull)
    .addColumn('camera_error', 'text')
    .addColumn('camera_width', 'integer')
    .addColumn('camera_height', 'integer')
    .addColumn('camera_frame_rate', 'double precision')
    .addColumn('camera_passed', 'integer', notNull)
    .addColumn('camera_failure', 'text')
    .addColumn('microphone_error', 'text')
    .addColumn('microphone_level', 'double precision')
    .addColumn('microphone_passed', 'integer', notNull)
    .addColumn('microphone_failure', 'text')
    .addColumn('speaker_heard', 'integer', notNull)
    .addColumn('connection_error', 'text')
    .addColumn('download_mbps', 'double precision')
    .addColumn('upload_mbps', 'double precision')
    .addColumn('connection_passed', 'integer', notNull)
    .addColumn('connection_failure', 'text')
    .addColumn('user_agent', 'text', notNull)
    .execute();
  await db.schema.createIndex('device_tests_user_idx').on('device_tests').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('device_test_acts')
    .addColumn('act_id', 'integer', (col) => col.notNull().references('notarial_acts.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('device_test_id', 'integer', (col) => col.notNull().references('device_tests.id'))
    .addColumn('attached_at', 'text', notNull)
    .addPrimaryKeyConstraint('device_test_acts_pk', ['act_id', 'user_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('device_test_acts').execute();
  await db.schema.dropTable('device_tests').execute();
}
