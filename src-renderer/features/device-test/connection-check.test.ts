import { describe, expect, it, vi } from 'vitest';
import { SPEED_TEST_MAX_BYTES, SPEED_TEST_PROBE_BYTES } from '../../../src-domain/devices/connection-speed.ts';
import { ApiError } from '../../api/api-error.ts';
import type { Transfer, TransferFn } from './api/speed-test-transfers.ts';
import { checkConnection } from './connection-check.ts';

/** A link of `mbps`: each transfer takes exactly as long as its size needs. */
const link = (mbps: number): TransferFn & { sizes: number[] } => {
  const sizes: number[] = [];
  const transfer = async (bytes: number): Promise<Transfer> => {
    sizes.push(bytes);
    return { bytes, ms: (bytes * 8) / (mbps * 1000) };
  };
  return Object.assign(transfer, { sizes });
};

describe('checkConnection (spec §5 connection speed)', () => {
  it('probes, then measures a transfer sized to take about 2 s, in each direction', async () => {
    const download = link(20);
    const upload = link(3);
    const seen = vi.fn();
    const check = await checkConnection({ download, upload }, seen, new AbortController().signal);
    expect(check).toEqual({ measured: { error: null, downloadMbps: 20, uploadMbps: 3 }, serverMessage: null });
    expect(download.sizes).toEqual([SPEED_TEST_PROBE_BYTES, 5_046_272]);
    expect(upload.sizes).toEqual([SPEED_TEST_PROBE_BYTES, 786_432]);
    expect(seen.mock.calls).toEqual([
      ['download', 20],
      ['upload', 3],
    ]);
  });

  it('takes a slow probe as the measurement: no second transfer on a link below the minimum', async () => {
    const slow = link(0.5);
    const check = await checkConnection({ download: slow, upload: slow }, () => undefined, new AbortController().signal);
    expect(check.measured).toEqual({ error: null, downloadMbps: 0.5, uploadMbps: 0.5 });
    expect(slow.sizes).toEqual([SPEED_TEST_PROBE_BYTES, SPEED_TEST_PROBE_BYTES]);
  });

  it('never sends more than the endpoints take on a very fast link, and counts an instant transfer as 1 ms', async () => {
    const instant = Object.assign(async (bytes: number): Promise<Transfer> => ({ bytes, ms: 0 }), {});
    const sizes: number[] = [];
    const check = await checkConnection(
      { download: async (bytes) => (sizes.push(bytes), instant(bytes)), upload: instant },
      () => undefined,
      new AbortController().signal,
    );
    expect(sizes).toEqual([SPEED_TEST_PROBE_BYTES, SPEED_TEST_MAX_BYTES]);
    expect(check.measured.downloadMbps).toBe(67_108.86);
  });

  it('calls a failed request unreachable, with the server’s words when it answered', async () => {
    const refused: TransferFn = () =>
      Promise.reject(
        new ApiError({
          kind: 'http',
          method: 'GET',
          path: '/x',
          status: 429,
          code: 'too_many_requests',
          message: 'Juda ko‘p urinish. 30 soniyadan keyin qayta urinib ko‘ring',
        }),
      );
    expect(await checkConnection({ download: refused, upload: link(10) }, () => undefined, new AbortController().signal)).toEqual({
      measured: { error: 'unreachable', downloadMbps: null, uploadMbps: null },
      serverMessage: 'Juda ko‘p urinish. 30 soniyadan keyin qayta urinib ko‘ring',
    });
    const offline: TransferFn = () => Promise.reject(new ApiError({ kind: 'network', method: 'POST', path: '/x', message: 'network error' }));
    expect((await checkConnection({ download: link(10), upload: offline }, () => undefined, new AbortController().signal)).serverMessage).toBeNull();
  });

  it('stops when aborted, without a verdict', async () => {
    const controller = new AbortController();
    const hanging: TransferFn = (_bytes, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const pending = checkConnection({ download: hanging, upload: hanging }, () => undefined, controller.signal);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
