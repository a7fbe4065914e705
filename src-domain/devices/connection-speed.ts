import { SPEED_MIN_MBPS, SPEED_RECOMMENDED_MBPS } from '../constants.ts';

/** Spec §5: a connection below 2 Mb/s fails; 4 Mb/s or more is the recommended speed. */
export type SpeedVerdict = 'too-slow' | 'enough' | 'recommended';

export function speedVerdict(mbps: number): SpeedVerdict {
  if (!(mbps >= SPEED_MIN_MBPS)) return 'too-slow';
  return mbps >= SPEED_RECOMMENDED_MBPS ? 'recommended' : 'enough';
}

/**
 * Megabits per second of `bytes` moved in `ms`, as speed tests count them (1 Mb = 10⁶ bits).
 * A transfer too short to time (0 ms) has no speed: null.
 */
export function megabitsPerSecond(bytes: number, ms: number): number | null {
  if (!(ms > 0) || !(bytes >= 0)) return null;
  return (bytes * 8) / (ms * 1000);
}

/** Bounds of one transfer of the speed test endpoints (docs/decisions/0028-speed-test-endpoints.md). */
export const SPEED_TEST_MIN_BYTES = 16 * 1024;
export const SPEED_TEST_MAX_BYTES = 8 * 1024 * 1024;
/** The first, small transfer of each direction: it sizes the measured one. */
export const SPEED_TEST_PROBE_BYTES = 256 * 1024;
/** A measured transfer should last about this long: long enough to average out, short enough to wait for. */
export const SPEED_TEST_TARGET_MS = 2_000;
const SIZE_STEP = 64 * 1024;

/**
 * The size of the measured transfer after a probe that moved `probeBytes` in `probeMs`: what the
 * probe's speed moves in SPEED_TEST_TARGET_MS, in 64 KiB steps, within the endpoints' bounds.
 * A probe that already took the target time was a measurement itself: null, no second transfer.
 */
export function measuredTransferBytes(probeBytes: number, probeMs: number): number | null {
  if (probeMs >= SPEED_TEST_TARGET_MS) return null;
  const bytesPerMs = probeMs > 0 ? probeBytes / probeMs : Number.POSITIVE_INFINITY;
  const wanted = Math.ceil((bytesPerMs * SPEED_TEST_TARGET_MS) / SIZE_STEP) * SIZE_STEP;
  return Math.min(SPEED_TEST_MAX_BYTES, Math.max(SPEED_TEST_PROBE_BYTES, wanted));
}
