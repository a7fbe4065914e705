import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import type { RoomBus, RoomBusEvent } from './room-bus.ts';

/** NOTIFY payloads must stay under 8000 bytes; larger events travel through video_signal_relay. */
const MAX_NOTIFY_BYTES = 7_900;
/** Relayed rows are read within milliseconds; older ones are removed. */
const RELAY_KEEP_MS = 60_000;

export interface PgRoomBusOptions {
  /** The server's DATABASE_URL: LISTEN needs a connection of its own, outside the pool. */
  url: string;
  db: Db;
  log: { warn(details: object, message: string): void };
  now?: () => Date;
}

type Wire = { event: RoomBusEvent } | { ref: number };

/** One channel per schema: two deployments (or tests) in one database never hear each other. */
async function channelName(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return `enotary_room_${(rows[0]?.schema ?? 'public').replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63);
}

/**
 * The room bus across server processes on PostgreSQL: every process LISTENs on the channel and
 * NOTIFYs through the pool; the publisher hears its own events like the others, so delivery is
 * the same path for all. The listening connection reconnects after a failure.
 */
export async function createPgRoomBus(options: PgRoomBusOptions): Promise<RoomBus> {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const channel = await channelName(db);
  const handlers = new Set<(event: RoomBusEvent) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (event: RoomBusEvent) => {
    for (const handler of handlers) handler(event);
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    let wire: Wire;
    try {
      wire = JSON.parse(message.payload) as Wire;
    } catch {
      return;
    }
    if ('event' in wire) return deliver(wire.event);
    void db
      .selectFrom('video_signal_relay')
      .select('payload')
      .where('id', '=', wire.ref)
      .executeTakeFirst()
      .then((row) => row && deliver(JSON.parse(row.payload) as RoomBusEvent))
      .catch((error: unknown) => log.warn({ err: error }, 'room bus: relayed event lost'));
  };

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log.warn({ err: error }, 'room bus: listening connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) retry = setTimeout(() => void listen().catch(() => undefined), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  await listen();

  const prune = setInterval(() => {
    const before = new Date(now().getTime() - RELAY_KEEP_MS).toISOString();
    void db
      .deleteFrom('video_signal_relay')
      .where('created_at', '<', before)
      .execute()
      .catch(() => undefined);
  }, RELAY_KEEP_MS);
  prune.unref();

  return {
    async publish(event) {
      const text = JSON.stringify({ event } satisfies Wire);
      if (Buffer.byteLength(text) <= MAX_NOTIFY_BYTES) {
        await sql`select pg_notify(${channel}, ${text})`.execute(db);
        return;
      }
      const row = await db
        .insertInto('video_signal_relay')
        .values({ payload: JSON.stringify(event), created_at: now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`select pg_notify(${channel}, ${JSON.stringify({ ref: row.id } satisfies Wire)})`.execute(db);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(prune);
      handlers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
