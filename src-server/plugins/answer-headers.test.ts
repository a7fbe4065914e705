import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAnswerHeaders } from './answer-headers.ts';
import { kioskCors } from './kiosk-cors.ts';
import { securityHeaders } from './security-headers.ts';

async function app(buildId: string | null = '0123456789abcdef') {
  const server = Fastify();
  registerAnswerHeaders(server, {
    security: securityHeaders({ tileHosts: [] }),
    cors: kioskCors({ origins: ['app://enotary'] }),
    buildId: () => buildId,
  });
  server.get('/api/thing', async () => ({ ok: true }));
  server.get('/page', async () => 'page');
  await server.ready();
  return server;
}

describe('the headers every answer carries, from one hook (docs/decisions/0052-public-reads-and-health-cost.md)', () => {
  it('an API answer: the short security set, Vary: Origin and the build id (spec §8 page-expired notice), on a 404 too', async () => {
    const server = await app();
    for (const url of ['/api/thing', '/api/missing']) {
      const answer = await server.inject({ url });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers.vary).toBe('Origin');
      expect(answer.headers['x-build-id']).toBe('0123456789abcdef');
      expect(answer.headers['permissions-policy']).toBeUndefined();
    }
    await server.close();
  });

  it('a page: the page set with its own policy, no build id, no Vary', async () => {
    const server = await app();
    const answer = await server.inject({ url: '/page' });
    expect(answer.headers['permissions-policy']).toContain('camera=(self)');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-build-id']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    await server.close();
  });

  it('no build id without a web build', async () => {
    const server = await app(null);
    expect((await server.inject({ url: '/api/thing' })).headers['x-build-id']).toBeUndefined();
    await server.close();
  });

  it("the kiosk's origin gets CORS and its preflight answered at once; any other origin gets none", async () => {
    const server = await app();
    const kiosk = await server.inject({ url: '/api/thing', headers: { origin: 'app://enotary' } });
    expect(kiosk.headers['access-control-allow-origin']).toBe('app://enotary');
    expect(kiosk.json()).toEqual({ ok: true });
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/api/thing',
      headers: { origin: 'app://enotary', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['x-build-id']).toBe('0123456789abcdef');
    const other = await server.inject({ url: '/api/thing', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await server.inject({ url: '/page', headers: { origin: 'app://enotary' } })).headers['access-control-allow-origin']).toBeUndefined();
    await server.close();
  });
});
