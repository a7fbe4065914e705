import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { LivenessDeps } from '../liveness/liveness-deps.ts';
import type { Registries } from '../registries/registries.ts';
import type { SessionService } from '../sessions/session-service.ts';
import { createPgRoomBus } from '../video/pg-room-bus.ts';
import { createLocalRoomBus, type RoomBus } from '../video/room-bus.ts';
import { DEFAULT_RECORDINGS_DIR, defaultVideoConfig, type VideoConfig } from '../video/video-config.ts';
import { VideoRooms } from '../video/video-rooms.ts';

export interface VideoOptions {
  config?: Partial<VideoConfig>;
  /** The server's DATABASE_URL: rooms signal across processes through LISTEN/NOTIFY. */
  postgresUrl?: string;
  /** A test's own bus; wins over `postgresUrl`. */
  bus?: RoomBus;
}

/** The video rooms of one app (docs/video.md), started when the app is ready and stopped when it closes. */
export async function createVideoRooms(
  app: FastifyInstance,
  options: VideoOptions,
  parts: { db: Db; sessions: SessionService; registries: Registries; liveness: LivenessDeps; now: () => Date },
): Promise<VideoRooms> {
  const config = { ...defaultVideoConfig(DEFAULT_RECORDINGS_DIR), ...options.config };
  const bus =
    options.bus ??
    (options.postgresUrl ? await createPgRoomBus({ url: options.postgresUrl, db: parts.db, log: app.log, now: parts.now }) : createLocalRoomBus());
  const rooms = new VideoRooms({
    db: parts.db,
    config,
    bus,
    sessions: parts.sessions,
    civil: parts.registries.civil,
    nonces: parts.liveness.nonces,
    signer: parts.liveness.signer,
    now: parts.now,
    log: app.log,
  });
  app.addHook('onReady', async () => rooms.start());
  app.addHook('onClose', async () => rooms.stop());
  return rooms;
}
