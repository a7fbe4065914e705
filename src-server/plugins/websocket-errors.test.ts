import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVENESS_SUBPROTOCOL, LIVENESS_WS_PATH } from '../../src-domain/liveness/protocol.ts';
import { ROOM_SUBPROTOCOL, ROOM_WS_PATH } from '../../src-domain/video/room-protocol.ts';
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

/** The websockets' refusals and faults (plugins/websocket-errors.ts), on the whole app. */
describe('websocket handshakes and socket errors', () => {
  let t: TestApp;
  let port: number;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ seed: false, logger: { level: 'info', stream } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['the face check', LIVENESS_WS_PATH, LIVENESS_SUBPROTOCOL],
    ['a video room', ROOM_WS_PATH, ROOM_SUBPROTOCOL],
  ])('refuses %s upgrade with a malformed Sec-WebSocket-Key: 400 in the error shape and the caller’s language, no HTML', async (_what, path, protocol) => {
    for (const key of ['not-a-key', '']) {
      const answer = await rawExchange(
        port,
        `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n` +
          `${key ? `Sec-WebSocket-Key: ${key}\r\n` : ''}Sec-WebSocket-Protocol: ${protocol}\r\nAccept-Language: ru\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
      expect(answer).not.toMatch(/text\/html/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'bad_request', message: 'Некорректный запрос' });
    }
  });

  it('closes a socket sent a frame over the size limit with 1009, logged as one warning line without a stack', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVENESS_WS_PATH}`, [LIVENESS_SUBPROTOCOL]);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send('x'.repeat(2 * 1024 * 1024));
    expect(await closed).toBe(1009);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    const about = logged.filter((line) => line.msg.includes('Max payload size exceeded') || line.err !== undefined);
    expect(about).toEqual([expect.objectContaining({ level: 40, msg: 'websocket closed: Max payload size exceeded', path: LIVENESS_WS_PATH })]);
    expect(lines.join('')).not.toContain('"stack"');
  });
});
