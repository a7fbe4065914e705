import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEED_TEST_MAX_BYTES, SPEED_TEST_MIN_BYTES } from '../../src-domain/devices/connection-speed.ts';
import { SPEED_TEST_DOWNLOAD_PATH, SPEED_TEST_UPLOAD_PATH, type SpeedTestUploadResponse } from '../../src-domain/http/routes/speed-test.ts';
import { declaredApiRoutes } from '../sessions/route-access.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const download = (t: TestApp, bytes: string | number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${SPEED_TEST_DOWNLOAD_PATH}?bytes=${bytes}`, headers });
const upload = (t: TestApp, body: Buffer | string, headers: Record<string, string> = { 'content-type': 'application/octet-stream' }) =>
  t.app.inject({ method: 'POST', url: SPEED_TEST_UPLOAD_PATH, payload: body, headers });

describe('speed test endpoints (spec §5 connection speed, §7 speed-test server)', () => {
  let t: TestApp;
  /** The real socket the timing tests send through. */
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, web: false, speedTestRateLimit: { max: 1_000, timeWindowMs: 60_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('are public', async () => {
    await t.app.ready();
    const routes = declaredApiRoutes(t.app).filter((route) => route.url.startsWith('/api/speed-test/') && route.method !== 'HEAD');
    expect(routes.map((route) => [route.method, route.url, route.access])).toEqual([
      ['GET', SPEED_TEST_DOWNLOAD_PATH, 'public'],
      ['POST', SPEED_TEST_UPLOAD_PATH, 'public'],
    ]);
  });

  it('downloads exactly the bytes asked, as random uncompressed octets nothing may store or recode', async () => {
    const bytes = 256 * 1024;
    const response = await download(t, bytes, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-length']).toBe(String(bytes));
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toHaveLength(bytes);
    // Random data does not compress: a link that compresses cannot make itself look faster.
    expect(gzipSync(response.rawPayload).length).toBeGreaterThan(bytes * 0.99);
    const again = await download(t, bytes);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(false);
  });

  it.each([
    ['the smallest', SPEED_TEST_MIN_BYTES],
    ['the largest', SPEED_TEST_MAX_BYTES],
  ])('serves %s size', async (_, bytes) => {
    const response = await download(t, bytes);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toHaveLength(bytes);
  });

  it.each([
    ['below the minimum', String(SPEED_TEST_MIN_BYTES - 1)],
    ['above the maximum', String(SPEED_TEST_MAX_BYTES + 1)],
    ['far above (no huge allocation)', '999999999'],
    ['negative', '-1024'],
    ['a fraction', '65536.5'],
    ['not a number', 'lots'],
  ])('refuses a size %s: 400 validation_failed', async (_, bytes) => {
    const response = await download(t, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('refuses a download without a size', async () => {
    const response = await t.app.inject({ method: 'GET', url: SPEED_TEST_DOWNLOAD_PATH });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('counts an upload and answers the bytes and the duration it measured', async () => {
    const response = await upload(t, Buffer.alloc(300_000, 7));
    expect(response.statusCode).toBe(200);
    const body = response.json<SpeedTestUploadResponse>();
    expect(body.bytes).toBe(300_000);
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('accepts an upload of the largest size and refuses a bigger one with 413 payload_too_large, in the caller’s locale', async () => {
    expect((await upload(t, Buffer.alloc(SPEED_TEST_MAX_BYTES))).json<SpeedTestUploadResponse>().bytes).toBe(SPEED_TEST_MAX_BYTES);
    const response = await t.app.inject({
      method: 'POST',
      url: SPEED_TEST_UPLOAD_PATH,
      payload: Buffer.alloc(SPEED_TEST_MAX_BYTES + 1),
      headers: { 'content-type': 'application/octet-stream', 'accept-language': 'ru' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: 'Слишком большой запрос' });
  });

  it.each([
    ['a JSON body', JSON.stringify({ bytes: 5 }), { 'content-type': 'application/json' }],
    ['no body at all', '', {}],
  ])('refuses %s: only octets are an upload', async (_, body, headers) => {
    const response = await upload(t, body, headers);
    expect(response.statusCode).toBe(400);
    expect(['validation_failed', 'invalid_json']).toContain(response.json().code);
  });

  it('stops reading a body sent without a length at the bound: 413 payload_too_large', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: SPEED_TEST_UPLOAD_PATH,
          headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      // The server may close the socket once it has answered: the rest of the body is not wanted.
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      const part = Buffer.alloc(1024 * 1024, 2);
      let left = 12;
      const send = () => {
        left -= 1;
        if (left === 0) req.end();
        else if (req.write(part)) setImmediate(send);
        else req.once('drain', send);
      };
      send();
    });
    expect(status).toBe(413);
  });

  it('times the upload as its bytes arrive: a body sent in five parts 200 ms apart is not timed as instant', async () => {
    const part = Buffer.alloc(64 * 1024, 1);
    const parts = 5;
    const answer = await new Promise<SpeedTestUploadResponse>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: SPEED_TEST_UPLOAD_PATH,
          headers: { 'content-type': 'application/octet-stream', 'content-length': String(part.length * parts) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SpeedTestUploadResponse));
        },
      );
      req.on('error', reject);
      let sent = 0;
      const send = () => {
        sent += 1;
        if (sent < parts) {
          req.write(part);
          setTimeout(send, 200);
        } else req.end(part);
      };
      send();
    });
    expect(answer.bytes).toBe(part.length * parts);
    // The last part left at least 800 ms after the first. The server's clock starts when it first
    // handles the request, which a busy event loop can delay: a lower bound with room for that.
    expect(answer.durationMs).toBeGreaterThanOrEqual(400);
  });
});

describe('speed test rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, web: false, speedTestRateLimit: { max: 2, timeWindowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('counts each direction per client: the third download and the third upload in the window are 429 too_many_requests', async () => {
    const statuses = async (send: () => Promise<{ statusCode: number }>) => [(await send()).statusCode, (await send()).statusCode, (await send()).statusCode];
    expect(await statuses(() => download(t, SPEED_TEST_MIN_BYTES))).toEqual([200, 200, 429]);
    expect(await statuses(() => upload(t, Buffer.alloc(SPEED_TEST_MIN_BYTES)))).toEqual([200, 200, 429]);
    const refused = await download(t, SPEED_TEST_MIN_BYTES, { 'accept-language': 'oz' });
    expect(refused.json()).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/^Juda ko‘p urinish/) });
  });
});
