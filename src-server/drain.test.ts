import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import websocketPlugin from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { prepareDrain, SERVICE_RESTART_CLOSE, type Drain } from './drain.ts';

const quiet = { info: () => undefined };

interface Served {
  app: FastifyInstance;
  drain: Drain;
  port: number;
  /** Lets the slow route answer. */
  release: () => void;
}

let running: Served | null = null;
afterEach(async () => {
  await running?.app.close();
  running = null;
});

/** An app with a route that answers when released, a quick one and a websocket, prepared to drain, listening. */
async function serve(): Promise<Served> {
  const app = Fastify();
  await app.register(websocketPlugin);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    await released;
    return { done: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/socket', { websocket: true }, (socket) => socket.send('hello'));
  const drain = prepareDrain(app, { deadlineMs: 10_000, idleMs: 200, log: quiet });
  await app.listen({ port: 0, host: '127.0.0.1' });
  running = { app, drain, port: (app.server.address() as AddressInfo).port, release };
  return running;
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a graceful stop (src-server/drain.ts, docs/deployment.md "Roll an update")', () => {
  it('finishes the request under way, answers it with its connection closed, and refuses new connections', async () => {
    const { drain, port, release } = await serve();
    const underWay = get(port, '/slow');
    await expect.poll(() => drain.connections).toBe(1);
    const drained = drain.drain();
    expect(drain.accepting).toBe(false);
    // A new connection: refused, so nginx sends it to another process without it reaching this one.
    await expect(get(port, '/quick')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();
    expect(await underWay).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
    await drained;
    expect(drain.connections).toBe(0);
  });

  it('serves a request still sent on a kept-alive connection, then closes that connection', async () => {
    const { drain, port } = await serve();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(port, '/quick', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
      const drained = drain.drain();
      expect(await get(port, '/quick', agent)).toEqual({ status: 200, connection: 'close', body: '{"ok":true}' });
      await drained;
      expect(drain.connections).toBe(0);
    } finally {
      agent.destroy();
    }
  });

  it('tells a websocket to reconnect elsewhere (1012 service restart)', async () => {
    const { drain, port } = await serve();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/socket`);
    await new Promise((resolve) => socket.once('message', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await drain.drain();
    expect(await closed).toBe(SERVICE_RESTART_CLOSE);
  });

  it('answers a websocket upgrade on a kept-alive connection with 503, so nginx opens it on another process', async () => {
    const { drain, port } = await serve();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await get(port, '/quick', agent);
      void drain.drain();
      const answer = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          path: '/socket',
          agent,
          headers: { connection: 'upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
        });
        req.on('response', (response) => resolve(response.statusCode ?? 0));
        req.on('upgrade', () => resolve(101));
        req.on('error', reject);
        req.end();
      });
      expect(answer).toBe(503);
    } finally {
      agent.destroy();
    }
  });

  it('changes nothing while the process serves', async () => {
    const { drain, port } = await serve();
    expect(drain.accepting).toBe(true);
    expect(await get(port, '/quick')).toMatchObject({ status: 200, body: '{"ok":true}' });
  });
});
