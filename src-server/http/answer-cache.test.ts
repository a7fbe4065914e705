import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { type AnswerCache, type CachedAnswer, clearOnWrites, createAnswerCache, GZIP_MIN_BYTES, sendCachedAnswer } from './answer-cache.ts';

function cacheAt(clock: { time: number }, maxEntries = 10): AnswerCache {
  return createAnswerCache({ ttlMs: 1000, maxEntries, now: () => clock.time });
}

describe('answer cache (docs/decisions/0039-public-answer-cache.md)', () => {
  it('serialises a query once and reuses it for its lifetime, then reads again', async () => {
    const clock = { time: 0 };
    const cache = cacheAt(clock);
    let reads = 0;
    const read = () => cache.get('q', async () => ({ reads: ++reads }));
    const first = await read();
    expect(first.body.toString()).toBe('{"reads":1}');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    clock.time = 999;
    expect(await read()).toEqual(first);
    clock.time = 1000;
    expect((await read()).body.toString()).toBe('{"reads":2}');
  });

  it('shares one computation between concurrent misses and forgets a failure', async () => {
    const cache = cacheAt({ time: 0 });
    let reads = 0;
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('q', async () => ({ reads: ++reads }))));
    expect(new Set(answers.map((answer) => answer.body.toString()))).toEqual(new Set(['{"reads":1}']));
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('bad', async () => 'ok')).body.toString()).toBe('"ok"');
  });

  it('forgets everything on clear, including a read that was under way', async () => {
    const cache = cacheAt({ time: 0 });
    let release: (value: string) => void = () => undefined;
    const underWay = cache.get('q', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the change');
    expect((await underWay).body.toString()).toBe('"before the change"');
    expect((await cache.get('q', async () => 'after the change')).body.toString()).toBe('"after the change"');
  });

  it('keeps at most maxEntries queries, dropping the oldest', async () => {
    const cache = cacheAt({ time: 0 }, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `${key}1`);
    expect((await cache.get('a', async () => 'a2')).body.toString()).toBe('"a2"');
    expect((await cache.get('c', async () => 'c2')).body.toString()).toBe('"c1"');
  });
});

describe('clearOnWrites and sendCachedAnswer', () => {
  async function app(answer: CachedAnswer = { body: Buffer.from('{"n":1}'), etag: '"t1"' }) {
    let clears = 0;
    const cache: AnswerCache = { get: () => Promise.resolve(answer), clear: () => (clears += 1) };
    const server = Fastify();
    clearOnWrites(server, cache);
    server.get('/api/list', async (request, reply) => sendCachedAnswer(request, reply, await cache.get('k', async () => null)));
    server.post('/api/write', async (request) => {
      if ((request.query as { fail?: string }).fail) throw new ApiError('validation_failed');
      return { ok: true };
    });
    server.post('/page', async () => ({ ok: true }));
    await server.ready();
    return { server, clears: () => clears };
  }

  it.each([
    ['a read', 0, 'GET', '/api/list'],
    ['a successful API write', 1, 'POST', '/api/write'],
    ['a refused API write', 0, 'POST', '/api/write?fail=1'],
    ['a write outside the API', 0, 'POST', '/page'],
  ] as const)('%s clears the cache %i time(s)', async (_what, expected, method, url) => {
    const { server, clears } = await app();
    await server.inject({ method, url });
    expect(clears()).toBe(expected);
    await server.close();
  });

  it('answers the JSON with its tag, and 304 without a body to a client holding the tag', async () => {
    const { server } = await app();
    const fresh = await server.inject({ url: '/api/list' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fresh.headers.etag).toBe('"t1"');
    expect(fresh.json()).toEqual({ n: 1 });
    const held = await server.inject({ url: '/api/list', headers: { 'if-none-match': '"t1"' } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect((await server.inject({ url: '/api/list', headers: { 'if-none-match': '"t0"' } })).statusCode).toBe(200);
    await server.close();
  });

  it('gzips a large answer once for clients that accept it, tagged weakly, and still answers 304 to either tag', async () => {
    const text = JSON.stringify({ names: Array.from({ length: 200 }, (_, i) => `Notarius ${i} — Toshkent sh., Yunusobod tumani`) });
    expect(Buffer.byteLength(text)).toBeGreaterThan(GZIP_MIN_BYTES);
    const answer: CachedAnswer = { body: Buffer.from(text), etag: '"big"' };
    const { server } = await app(answer);
    const zipped = await server.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers.etag).toBe('W/"big"');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(text);
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(text) / 4);
    const kept = answer.gzip;
    await server.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.gzip).toBe(kept);

    const plain = await server.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe('"big"');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(text);
    for (const tag of ['W/"big"', '"big"']) {
      const held = await server.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip', 'if-none-match': tag } });
      expect(held.statusCode).toBe(304);
      expect(held.rawPayload.length).toBe(0);
    }
    await server.close();
  });

  it('sends a small answer as it is whatever the client accepts', async () => {
    const { server } = await app();
    const small = await server.inject({ url: '/api/list', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual({ n: 1 });
    await server.close();
  });
});
