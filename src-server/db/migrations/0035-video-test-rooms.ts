import { type MigrationDb, notNull, withId } from './migration-helpers.ts';

/**
 * The room test's rooms of two (docs/decisions/0030-room-test-peer.md), in the database so any
 * server process pairs a page's two sockets and no two pages on two processes meet: each room's
 * id is its events' key on the bus between processes, and its two seats are taken with a unique
 * (room, seat) index, so a third socket anywhere finds the room full.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('video_test_rooms'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .execute();
  await withId(db, db.schema.createTable('video_test_room_seats'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('video_test_rooms.id'))
    .addColumn('seat', 'integer', notNull)
    .addColumn('member_id', 'text', (col) => col.notNull().unique())
    .addColumn('process_id', 'text', notNull)
    .addColumn('joined_at', 'text', notNull)
    .addColumn('seen_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('video_test_room_seats_seat_idx').on('video_test_room_seats').columns(['room_id', 'seat']).unique().execute();
  await db.schema.createIndex('video_test_room_seats_process_idx').on('video_test_room_seats').columns(['process_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('video_test_room_seats').execute();
  await db.schema.dropTable('video_test_rooms').execute();
}
