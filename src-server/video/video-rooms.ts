import { randomBytes } from 'node:crypto';
import type { RoomServerFrame } from '../../src-domain/video/room-protocol.ts';
import type { Db } from '../db/database.ts';
import type { NonceStore } from '../liveness/nonce-store.ts';
import type { LivenessTokenSigner } from '../liveness/token-signer.ts';
import type { CivilRegistry } from '../registries/civil-registry.ts';
import type { SessionService } from '../sessions/session-service.ts';
import { memberToWire, endStaleMembers, refreshMembers } from './room-members.ts';
import type { RoomBus } from './room-bus.ts';
import { RoomHub } from './room-hub.ts';
import { endStaleTestSeats, refreshTestSeats, testRoomKey } from './test-rooms.ts';
import { SlidingWindowLimit } from './token-bucket.ts';
import type { VideoConfig } from './video-config.ts';
import { writeRoomHistory } from './video-history.ts';
import { watchRooms } from '../metrics/metrics.ts';

export interface VideoRoomsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface VideoRoomsOptions {
  db: Db;
  config: VideoConfig;
  bus: RoomBus;
  sessions: SessionService;
  civil: CivilRegistry;
  nonces: NonceStore;
  signer: LivenessTokenSigner;
  now: () => Date;
  log: VideoRoomsLog;
}

/**
 * The video rooms of one server process: the sockets it holds (hub), the bus to the others, the
 * per-person join limit, and the upkeep that keeps membership in the database true: this
 * process's rows refreshed, and the rows of a process that died ended as drops (a pause in the
 * act's history) so nobody waits for a ghost.
 */
export class VideoRooms {
  readonly processId = randomBytes(12).toString('base64url');
  readonly hub: RoomHub;
  readonly joins: SlidingWindowLimit;
  #timer: NodeJS.Timeout | undefined;
  #upkeep: Promise<void> | null = null;
  #unwatch: (() => void) | null = null;

  readonly options: VideoRoomsOptions;

  constructor(options: VideoRoomsOptions) {
    this.options = options;
    this.hub = new RoomHub(options.bus);
    this.joins = new SlidingWindowLimit(options.config.joinsPerMinute, 60_000, () => options.now().getTime());
  }

  get db(): Db {
    return this.options.db;
  }

  get config(): VideoConfig {
    return this.options.config;
  }

  now(): Date {
    return this.options.now();
  }

  start(): void {
    this.#unwatch = watchRooms(() => ({ rooms: this.hub.roomCount, members: this.hub.size }));
    this.#timer = setInterval(() => {
      this.#upkeep ??= this.runUpkeep()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'video room upkeep failed'))
        .finally(() => (this.#upkeep = null));
    }, this.options.config.heartbeatMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#unwatch?.();
    clearInterval(this.#timer);
    await this.#upkeep;
    this.hub.close();
    await this.options.bus.close();
  }

  /** Refreshes this process's members and test seats, and ends those of processes that stopped. */
  async runUpkeep(): Promise<void> {
    const now = this.now();
    await refreshMembers(this.db, this.processId, now);
    await refreshTestSeats(this.db, this.processId, now);
    for (const seat of await endStaleTestSeats(this.db, now, this.config.memberStaleMs))
      await this.broadcast(testRoomKey(seat.roomId), { type: 'member-left', memberId: seat.memberId, reason: 'dropped' });
    for (const row of await endStaleMembers(this.db, now, this.config.memberStaleMs)) {
      const act = await this.db.selectFrom('notarial_acts').selectAll().where('id', '=', row.act_id).executeTakeFirst();
      if (act) await writeRoomHistory(this.db, act, { pin: row.pin, role: row.role }, 'video_pause', now);
      await this.broadcast(row.act_id, { type: 'member-left', memberId: memberToWire(row).memberId, reason: 'dropped' });
    }
  }

  broadcast(actId: number, frame: RoomServerFrame, except?: string): Promise<void> {
    return this.hub.publish(except === undefined ? { kind: 'broadcast', actId, frame } : { kind: 'broadcast', actId, frame, except });
  }

  /** The act left the room's window (registered, switched to in person, stopped…): everyone in it is told and let go. */
  closeRoom(actId: number, reason: 'registered' | 'closed'): Promise<void> {
    return this.hub.publish({ kind: 'close-room', actId, reason });
  }
}
