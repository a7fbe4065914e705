import * as v from 'valibot';
import { SPEED_TEST_MAX_BYTES, SPEED_TEST_MIN_BYTES } from '../../devices/connection-speed.ts';

/**
 * The connection speed test against the reference server (spec §5 connection ≥ 2 Mb/s, 4
 * recommended; §7 "a speed-test server"). Public and rate-limited per client
 * (docs/decisions/0028-speed-test-endpoints.md):
 * - `GET /api/speed-test/download?bytes=N`: N random bytes, `application/octet-stream`,
 *   uncompressed (`Cache-Control: no-store, no-transform`); the client times their arrival;
 * - `POST /api/speed-test/upload`: a body of N bytes (`application/octet-stream`, at most
 *   SPEED_TEST_MAX_BYTES: 413 `payload_too_large` beyond); answers how many bytes arrived and
 *   how long they took to arrive, as the server measured it.
 */
export const SPEED_TEST_DOWNLOAD_PATH = '/api/speed-test/download';
export const SPEED_TEST_UPLOAD_PATH = '/api/speed-test/upload';
export const SPEED_TEST_CONTENT_TYPE = 'application/octet-stream';

export const SpeedTestDownloadQuerySchema = v.object({
  bytes: v.pipe(
    v.string('error_required'),
    v.regex(/^\d{1,9}$/, 'error_invalid_value'),
    v.transform(Number),
    v.minValue(SPEED_TEST_MIN_BYTES, 'error_invalid_value'),
    v.maxValue(SPEED_TEST_MAX_BYTES, 'error_invalid_value'),
  ),
});
export type SpeedTestDownloadQuery = v.InferOutput<typeof SpeedTestDownloadQuerySchema>;

export const SpeedTestUploadResponseSchema = v.object({
  /** Bytes of the body the server read. */
  bytes: v.number(),
  /** Milliseconds from the server's first look at the body to its last byte. */
  durationMs: v.number(),
});
export type SpeedTestUploadResponse = v.InferOutput<typeof SpeedTestUploadResponseSchema>;
