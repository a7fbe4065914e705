import { SPEED_MIN_MBPS } from '../constants.ts';
import { QUALITY_LIMITS } from './network-quality.ts';

/** What /room_video_testing measured of its call through the signalling (getStats). */
export interface RoomTestMeasure {
  /** From pressing "start" to media flowing back, ms; null when it never connected. */
  readonly connectMs: number | null;
  readonly rttMs: number | null;
  readonly lossPercent: number | null;
  /** Video received back, kilobits per second. */
  readonly inboundKbps: number | null;
}

/** A call that has not carried media after this long has failed. */
export const ROOM_TEST_CONNECT_LIMIT_MS = 10_000;

/**
 * The least video bitrate a passing call must carry. A browser starts a new call near 300 kb/s
 * and ramps up, so a test of a few seconds asks what one 640×480 stream needs at its lowest
 * (an eighth of spec §5's 2 Mb/s); the connection speed itself is /video_testing's measure.
 */
export const ROOM_TEST_MIN_KBPS = (SPEED_MIN_MBPS * 1000) / 8;

export type RoomTestCheck = 'connect' | 'rtt' | 'loss' | 'bitrate';

export interface RoomTestVerdict {
  readonly pass: boolean;
  readonly failed: readonly RoomTestCheck[];
}

/** Pass when it connected in time and the link is no worse than "fair" and carries video. */
export function roomTestVerdict(measure: RoomTestMeasure): RoomTestVerdict {
  const failed: RoomTestCheck[] = [];
  if (measure.connectMs === null || measure.connectMs > ROOM_TEST_CONNECT_LIMIT_MS) failed.push('connect');
  if (measure.rttMs === null || measure.rttMs > QUALITY_LIMITS.fair.rttMs) failed.push('rtt');
  if (measure.lossPercent === null || measure.lossPercent > QUALITY_LIMITS.fair.lossPercent) failed.push('loss');
  if (measure.inboundKbps === null || measure.inboundKbps < ROOM_TEST_MIN_KBPS) failed.push('bitrate');
  return { pass: failed.length === 0, failed };
}
