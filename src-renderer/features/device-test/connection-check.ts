import { measuredTransferBytes, megabitsPerSecond, SPEED_TEST_PROBE_BYTES } from '../../../src-domain/devices/connection-speed.ts';
import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import { isApiError } from '../../api/api-error.ts';
import type { TransferFn } from './api/speed-test-transfers.ts';

export interface Transfers {
  download: TransferFn;
  upload: TransferFn;
}

export type Direction = 'download' | 'upload';

/** Two decimals: 2.00 is the spec's line, a third decimal is noise. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A probe sizes the measured transfer (src-domain/devices/connection-speed.ts); a probe long enough is the measurement. */
async function measureDirection(transfer: TransferFn, signal: AbortSignal): Promise<number> {
  const probe = await transfer(SPEED_TEST_PROBE_BYTES, signal);
  const next = measuredTransferBytes(probe.bytes, probe.ms);
  const measured = next === null ? probe : await transfer(next, signal);
  // No clock ticks less than a millisecond apart reliably: a faster transfer counts as 1 ms.
  return round2(megabitsPerSecond(measured.bytes, Math.max(measured.ms, 1)) ?? 0);
}

export interface ConnectionCheck {
  measured: DeviceMeasurements['connection'];
  /** The server's own words when it answered with an error (a 429 says when to try again). */
  serverMessage: string | null;
}

/**
 * The connection speed against the reference server (spec §5: ≥ 2 Mb/s, 4 recommended), download
 * then upload, each reported as soon as it is known. A failed request is "unreachable"; only an
 * abort is thrown.
 */
export async function checkConnection(
  transfers: Transfers,
  onMeasured: (direction: Direction, mbps: number) => void,
  signal: AbortSignal,
): Promise<ConnectionCheck> {
  try {
    const downloadMbps = await measureDirection(transfers.download, signal);
    onMeasured('download', downloadMbps);
    const uploadMbps = await measureDirection(transfers.upload, signal);
    onMeasured('upload', uploadMbps);
    return { measured: { error: null, downloadMbps, uploadMbps }, serverMessage: null };
  } catch (error) {
    signal.throwIfAborted();
    const serverMessage = isApiError(error) && error.kind === 'http' ? error.message : null;
    return { measured: { error: 'unreachable', downloadMbps: null, uploadMbps: null }, serverMessage };
  }
}
