import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTheLoop } from '../test-support/hold-the-loop.ts';
import { IdleTimer } from './idle-timer.ts';

const TIMEOUT_MS = 100;

/** Two ends of a real loopback connection: what one writes, the other's loop reads. */
async function socketPair(): Promise<{ near: Socket; far: Socket; close: () => void }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const far = connect((server.address() as AddressInfo).port, '127.0.0.1');
  const [near] = (await once(server, 'connection')) as [Socket];
  return { near, far, close: () => (near.destroy(), far.destroy(), server.close()) };
}

const ends: (() => void)[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const end of ends.splice(0)) end();
});

/** The room and face-check sockets' idle time-out (src-server/video/room-connection.ts, src-server/liveness/liveness-session.ts). */
describe('IdleTimer: idle only after a whole time-out without a sign of life', () => {
  it('ends a connection silent for the time-out, not one touched within it', () => {
    vi.useFakeTimers();
    let clock = 0;
    const onIdle = vi.fn();
    const timer = new IdleTimer(onIdle, () => clock);
    timer.touch(TIMEOUT_MS);
    for (let step = 0; step < 5; step++) {
      clock += 80;
      vi.advanceTimersByTime(80);
      timer.touch(TIMEOUT_MS);
    }
    expect(onIdle).not.toHaveBeenCalled();
    clock += TIMEOUT_MS;
    vi.advanceTimersByTime(TIMEOUT_MS);
    vi.runAllTicks();
    vi.runOnlyPendingTimers();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never ends a stopped connection', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = new IdleTimer(onIdle);
    timer.touch(TIMEOUT_MS);
    timer.stop();
    timer.touch(TIMEOUT_MS);
    vi.runAllTimers();
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('does not end a connection whose sign of life arrived while the loop itself was held up', async () => {
    const { near, far, close } = await socketPair();
    ends.push(close);
    let pongs = 0;
    let timer!: IdleTimer;
    const pongsWhenIdle = new Promise<number>((idle) => (timer = new IdleTimer(() => idle(pongs))));
    near.on('data', () => {
      pongs++;
      timer.touch(TIMEOUT_MS);
    });
    timer.touch(TIMEOUT_MS);
    // From the check phase: the pong lands in the socket, then the loop stalls past the time-out,
    // so the next turn's timers fall due before the loop reads the socket.
    setImmediate(() => {
      far.write('pong');
      holdTheLoop(TIMEOUT_MS * 3);
    });
    // Idle in the end (nothing more comes), but only a whole time-out after the pong was read.
    expect(await pongsWhenIdle).toBe(1);
  });
});
