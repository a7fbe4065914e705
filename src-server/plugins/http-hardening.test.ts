import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Sends raw bytes and collects everything the server answers until it closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(answer) : reject(error)));
    socket.write(request);
  });
}

function jsonBodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('the HTTP server’s own refusals, in the localized error shape (docs/security.md "HTTP hardening")', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, timeouts: { requestMs: 500, checkIntervalMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a body that does not arrive in time: 408 request_timeout, connection closed', async () => {
    const started = Date.now();
    const answer = await rawExchange(
      port,
      'POST /api/check_before_auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"pin":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonBodyOf(answer)).toEqual({ code: 'request_timeout', message: 'So‘rov o‘z vaqtida to‘liq yuborilmadi' });
    // The refusal came from the timeout, not from the test giving up.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('closes a connection that stays idle past connectionTimeout', async () => {
    const idle = await createTestApp({ seed: false, timeouts: { connectionMs: 300, requestMs: 20_000, checkIntervalMs: 10_000 } });
    try {
      await idle.app.listen({ port: 0, host: '127.0.0.1' });
      const started = Date.now();
      // Nothing is sent: only the idle timer can end this connection before the test's own time-out.
      expect(await rawExchange((idle.app.server.address() as AddressInfo).port, '')).toBe('');
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      await idle.close();
    }
  });

  it('answers headers over the size limit with 431 headers_too_large in the caller’s language, HEAD with no body', async () => {
    const big = { 'x-big': 'a'.repeat(20_000), 'accept-language': 'ru' };
    const get = await t.app.inject({ method: 'GET', url: '/api/health', headers: big });
    expect(get.statusCode).toBe(431);
    expect(get.json()).toEqual({ code: 'headers_too_large', message: 'Слишком большие заголовки запроса' });
    const head = await t.app.inject({ method: 'HEAD', url: '/api/health', headers: big });
    expect(head.statusCode).toBe(431);
    expect(head.body).toBe('');
    // The same through Node's parser, which lets such a request reach the check.
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: uz\r\nConnection: close\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(jsonBodyOf(answer)).toEqual({ code: 'headers_too_large', message: 'Сўров сарлавҳалари жуда катта' });
    const rawHead = await rawExchange(port, `HEAD /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(rawHead).toMatch(/^HTTP\/1\.1 431 /);
    expect(rawHead.slice(rawHead.indexOf('\r\n\r\n') + 4)).toBe('');
  });

  it('answers headers over the parser’s own limit with 431 and no body: the request’s method is not known', async () => {
    for (const method of ['HEAD', 'GET']) {
      const answer = await rawExchange(port, `${method} /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: ru\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/\r\ncontent-length: 0\r\n/i);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('');
    }
  });

  it('answers a malformed request with 400 bad_request in its language, HEAD with no body', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: ru\r\nX\u0001: y\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonBodyOf(answer)).toEqual({ code: 'bad_request', message: 'Некорректный запрос' });
    const head = await rawExchange(port, 'HEAD /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: ru\r\nX\u0001: y\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.slice(head.indexOf('\r\n\r\n') + 4)).toBe('');
  });

  it('answers a body that came too late in the request’s language', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/check_before_auth HTTP/1.1\r\nHost: x\r\nAccept-Language: uz-Cyrl\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"pin":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonBodyOf(answer)).toEqual({ code: 'request_timeout', message: 'Сўров ўз вақтида тўлиқ юборилмади' });
  });

  it.each([
    ['a URL that is not valid percent-encoding', '/api/notaries/%E0%A4%A', 400, { code: 'bad_url', message: 'Адрес запроса закодирован неверно' }],
    // The router matches no route once a parameter is over its length (the portal's catch-all takes it).
    [
      'a path parameter longer than the router takes',
      `/api/invitations/${'a'.repeat(150)}`,
      404,
      { code: 'not_found', message: `Не найдено: /api/invitations/${'a'.repeat(150)}` },
    ],
    ['an unknown API path', '/api/no-such-thing', 404, { code: 'not_found', message: 'Не найдено: /api/no-such-thing' }],
  ])('answers %s in the caller’s language, and HEAD with no body', async (_what, url, status, body) => {
    const get = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ru' } });
    expect(get.statusCode).toBe(status);
    expect(get.json()).toEqual(body);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-language': 'ru' } });
    expect(head.statusCode).toBe(status);
    expect(head.body).toBe('');
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"pin":', 400, 'invalid_json'],
    ['a body over the size limit', { 'content-type': 'application/json' }, JSON.stringify({ pin: 'x'.repeat(1_100_000) }), 413, 'payload_too_large'],
  ])('answers %s with the localized error', async (_what, headers, payload, status, code) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/check_before_auth', headers: { ...headers, 'accept-language': 'uz' }, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it('answers an over-long path parameter with 414 url_too_long where no portal catch-all exists (API only)', async () => {
    const apiOnly = await createTestApp({ seed: false, web: false });
    try {
      const response = await apiOnly.app.inject({ method: 'GET', url: `/api/invitations/${'a'.repeat(150)}`, headers: { 'accept-language': 'oz' } });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ code: 'url_too_long', message: 'So‘rov manzili juda uzun' });
      expect((await apiOnly.app.inject({ method: 'HEAD', url: `/api/invitations/${'a'.repeat(150)}` })).body).toBe('');
    } finally {
      await apiOnly.close();
    }
  });

  it('answers a HEAD of a signed-in route without a token with 403 and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/acts' });
    expect(head.statusCode).toBe(403);
    expect(head.body).toBe('');
  });
});

describe('no pin, document or token in the server log (docs/security.md "Logs")', () => {
  let t: TestApp;
  const lines: string[] = [];
  const PIN = '40307872641019';
  const DOCUMENT = '1122334';
  const INVITE = 'Qm9iIHRoZSBpbnZpdGF0aW9uIHRva2Vu';
  const BEARER = 'c2Vzc2lvbi10b2tlbi10aGF0LW11c3Qtbm90LWJlLWxvZ2dlZA';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ seed: false, logger: { level: 'debug', stream } });
    t.app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error(`registry lookup failed for pin ${PIN}, document AD ${DOCUMENT}, invite ${INVITE}`);
    });
  });
  afterAll(() => t.close());

  it('logs requests by method and URL with the secrets taken out of path, query, headers, body and error messages', async () => {
    const auth = { authorization: `Bearer ${BEARER}`, 'x-pin': PIN };
    await t.app.inject({ method: 'GET', url: `/api/registry/persons?pin=${PIN}&docSeries=AD&docNumber=${DOCUMENT}`, headers: auth });
    await t.app.inject({ method: 'POST', url: '/api/check_before_auth', headers: auth, payload: { pin: PIN, passserial: 'AD', passnum: DOCUMENT } });
    await t.app.inject({ method: 'GET', url: `/api/invitations/${INVITE}`, headers: auth });
    await t.app.inject({ method: 'POST', url: `/api/invitations/${INVITE}/accept`, headers: auth });
    await t.app.inject({
      method: 'GET',
      url: `/enotarial_act/3f0c5a4e-1b2c-4d5e-8f90-123456789abc?invite=${INVITE}`,
      headers: { ...auth, accept: 'text/html' },
    });
    await t.app.inject({ method: 'GET', url: `/api/test/crash?q=${PIN}`, headers: auth });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/invitations/[redacted]/accept');
    expect(log).toContain('3f0c5a4e-1b2c-4d5e-8f90-123456789abc');
    expect(log).toContain('registry lookup failed');
    for (const secret of [PIN, DOCUMENT, INVITE, BEARER]) expect(log).not.toContain(secret);
  });
});
