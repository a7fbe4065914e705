import { randomFillSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SPEED_TEST_MAX_BYTES } from '../../src-domain/devices/connection-speed.ts';
import {
  SPEED_TEST_CONTENT_TYPE,
  SPEED_TEST_DOWNLOAD_PATH,
  SPEED_TEST_UPLOAD_PATH,
  SpeedTestDownloadQuerySchema,
  type SpeedTestUploadResponse,
} from '../../src-domain/http/routes/speed-test.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { perUserRateLimit } from '../plugins/per-user-rate-limit.ts';

export interface SpeedTestRouteDeps {
  /** Transfers per client and window, in each direction. */
  rateLimit: { max: number; timeWindowMs: number };
}

/** A test run makes two transfers each way (a probe and a measured one); this allows a rerun every ten seconds. */
export const DEFAULT_SPEED_TEST_RATE_LIMIT = { max: 12, timeWindowMs: 60_000 };

const CHUNK_BYTES = 64 * 1024;

/** `bytes` of fresh random data, made a chunk at a time as the socket takes it. */
function randomBytes(bytes: number): Readable {
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const size = Math.min(CHUNK_BYTES, left);
      left -= size;
      this.push(randomFillSync(Buffer.allocUnsafe(size)));
    },
  });
}

/** What the upload's body parser measured: the route answers it. */
class UploadTiming {
  readonly bytes: number;
  readonly durationMs: number;

  constructor(bytes: number, durationMs: number) {
    this.bytes = bytes;
    this.durationMs = durationMs;
  }
}

/**
 * The connection speed test (src-domain/http/routes/speed-test.ts;
 * docs/decisions/0028-speed-test-endpoints.md). Random bytes so that nothing on the way can
 * compress them, `no-store, no-transform` so that nothing caches or recodes them. The upload is
 * timed by the server from the request's arrival to its last byte: the browser cannot see when
 * its own upload left.
 */
export function speedTestRoutes(deps: SpeedTestRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const rateLimit = perUserRateLimit(deps.rateLimit);

    app.get(SPEED_TEST_DOWNLOAD_PATH, { config: { access: 'public', rateLimit } }, async (request, reply) => {
      const { bytes } = parseInput(SpeedTestDownloadQuerySchema, request.query, 'query');
      return reply
        .header('Content-Type', SPEED_TEST_CONTENT_TYPE)
        .header('Content-Length', String(bytes))
        .header('Cache-Control', 'no-store, no-transform')
        .send(randomBytes(bytes));
    });

    // Encapsulated: the octet-stream parser exists for the upload route only.
    await app.register(async (upload) => {
      // The clock starts when the request arrived, not when the body is first read: the access
      // check and the rate limit run before, and the body keeps arriving meanwhile.
      const arrivedAt = new WeakMap<FastifyRequest, number>();
      upload.addHook('preParsing', async (request, reply, payload) => {
        arrivedAt.set(request, performance.now() - reply.elapsedTime);
        return payload;
      });
      upload.addContentTypeParser(SPEED_TEST_CONTENT_TYPE, (request, payload, done) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > SPEED_TEST_MAX_BYTES) {
          done(new ApiError('payload_too_large'), undefined);
          return;
        }
        const started = arrivedAt.get(request) ?? performance.now();
        let bytes = 0;
        let finished = false;
        const finish = (error: Error | null, timing?: UploadTiming) => {
          if (finished) return;
          finished = true;
          done(error, timing);
        };
        payload.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          // A body without a length (chunked) is counted as it comes: stop reading at the bound.
          if (bytes > SPEED_TEST_MAX_BYTES) {
            payload.pause();
            finish(new ApiError('payload_too_large'));
          }
        });
        payload.on('end', () => finish(null, new UploadTiming(bytes, performance.now() - started)));
        payload.on('error', (error) => finish(error));
      });

      upload.post(SPEED_TEST_UPLOAD_PATH, { config: { access: 'public', rateLimit } }, async (request): Promise<SpeedTestUploadResponse> => {
        // Any other content type went through another parser (or none): not a speed test upload.
        if (!(request.body instanceof UploadTiming))
          throw new ApiError('validation_failed', { issues: [{ path: 'body', type: 'content_type', message: 'error_invalid_value' }] });
        return { bytes: request.body.bytes, durationMs: Math.round(request.body.durationMs * 1000) / 1000 };
      });
    });
  };
}
