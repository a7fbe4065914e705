import type { S3StoreConfig } from './recordings/s3-recording-store.ts';
import {
  JOINS_PER_MINUTE,
  REIDENTIFY_GAP_MS,
  ROOM_ATTEMPTS_PER_MINUTE,
  ROOM_IDLE_TIMEOUT_MS,
  ROOM_OPENS_BEFORE_MS,
  ROOM_PING_INTERVAL_MS,
  SIGNAL_BURST,
  SIGNAL_RATE_PER_S,
} from '../../src-domain/video/room-limits.ts';

/** STUN and TURN of the rooms (docs/video.md): TURN credentials are made per user from `turnSecret`. */
export interface IceConfig {
  /** e.g. `stun:turn.example.uz:3478`. */
  stunUrls: readonly string[];
  /** e.g. `turn:turn.example.uz:3478?transport=udp`, `…?transport=tcp`, `turns:turn.example.uz:443?transport=tcp`. */
  turnUrls: readonly string[];
  /** coturn's `static-auth-secret` (`use-auth-secret`): time-limited credentials, never a fixed password. */
  turnSecret: string | undefined;
  turnTtlS: number;
}

/** How the video rooms behave on this server (environment in docs/configuration.md: VIDEO_*, STUN_URLS, TURN_*). */
export interface VideoConfig {
  opensBeforeMs: number;
  reidentifyGapMs: number;
  ice: IceConfig;
  /** Where recording segments are stored (files; rows in the database). */
  recordingsDir: string;
  /** An S3-compatible store for the segments instead of the folder (RECORDINGS_S3_*); unset: the folder. */
  recordingsS3?: S3StoreConfig;
  /** A member row its process has not refreshed for this long belongs to a process that died. */
  memberStaleMs: number;
  /** How often each process refreshes its members' rows and sweeps stale ones. */
  heartbeatMs: number;
  /** `join` frames per person and minute (counted per process). */
  joinsPerMinute: number;
  /** Face-check attempts of joins per user and minute (the route's rate limit). */
  attemptsPerMinute: number;
  signalRatePerS: number;
  signalBurst: number;
  /** The server's protocol ping on every room socket, from the moment it opens. */
  keepAliveMs: number;
  /** A room socket with no frame and no pong for this long is closed (`idle_timeout`). */
  idleTimeoutMs: number;
  /** Segment upload requests per user and minute. */
  uploadsPerMinute: number;
}

/** Where recording segments are kept unless RECORDINGS_DIR says otherwise. */
export const DEFAULT_RECORDINGS_DIR = 'data/recordings';

export const DEFAULT_ICE: IceConfig = { stunUrls: [], turnUrls: [], turnSecret: undefined, turnTtlS: 6 * 3600 };

export function defaultVideoConfig(recordingsDir: string): VideoConfig {
  return {
    opensBeforeMs: ROOM_OPENS_BEFORE_MS,
    reidentifyGapMs: REIDENTIFY_GAP_MS,
    ice: DEFAULT_ICE,
    recordingsDir,
    memberStaleMs: 45_000,
    heartbeatMs: 15_000,
    joinsPerMinute: JOINS_PER_MINUTE,
    attemptsPerMinute: ROOM_ATTEMPTS_PER_MINUTE,
    signalRatePerS: SIGNAL_RATE_PER_S,
    signalBurst: SIGNAL_BURST,
    keepAliveMs: ROOM_PING_INTERVAL_MS,
    idleTimeoutMs: ROOM_IDLE_TIMEOUT_MS,
    uploadsPerMinute: 1200,
  };
}
