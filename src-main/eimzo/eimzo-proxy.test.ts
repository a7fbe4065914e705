import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createEimzoProxy } from './eimzo-proxy.ts';

/** A stand-in agent: one JSON answer per connection, as E-IMZO's cryptapi does. */
let server: WebSocketServer;
let url: string;
const received: unknown[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/service/cryptapi`;
  server.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      const request = JSON.parse(data.toString('utf8')) as { name: string };
      received.push(request);
      if (request.name === 'list_all_certificates')
        socket.send(
          JSON.stringify({
            success: true,
            certificates: [{ disk: 'idcard', path: '', name: 'card', alias: 'cn=karimov aziz,1.2.860.3.16.1.2=31204842641014' }],
          }),
        );
      else if (request.name === 'garbage') socket.send('not json');
      else socket.send(JSON.stringify({ success: false, reason: 'unknown call' }));
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the kiosk’s proxy to the terminal’s E-IMZO agent (docs/signatures.md "Kiosk")', () => {
  it('forwards the call and returns the agent’s one answer', async () => {
    const proxy = createEimzoProxy({ enabled: true, url });
    expect(proxy.status()).toEqual({ enabled: true });
    const answer = await proxy.call({ plugin: 'pfx', name: 'list_all_certificates' });
    expect(answer.certificates?.[0]?.alias).toContain('31204842641014');
    expect(received.at(-1)).toEqual({ plugin: 'pfx', name: 'list_all_certificates' });
  });

  it('passes the agent’s refusals through unchanged', async () => {
    const proxy = createEimzoProxy({ enabled: true, url });
    expect(await proxy.call({ name: 'version' })).toEqual({ success: false, reason: 'unknown call' });
  });

  it('refuses every call when the terminal’s config does not enable an agent', async () => {
    const proxy = createEimzoProxy({ enabled: false, url });
    expect(proxy.status()).toEqual({ enabled: false });
    const before = received.length;
    await expect(proxy.call({ name: 'version' })).rejects.toThrow('no E-IMZO agent');
    expect(received).toHaveLength(before);
  });

  it('fails clearly when nothing listens at the configured address', async () => {
    const proxy = createEimzoProxy({ enabled: true, url: 'ws://127.0.0.1:9/service/cryptapi' });
    await expect(proxy.call({ name: 'version' })).rejects.toThrow(/not reachable|closed|did not connect/);
  });
});
