import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_START_DELAY_MS } from '../../../src-domain/constants.ts';
import { ApiError } from '../../api/api-error.ts';
import { createFaceCheckController } from './face-check-controller.ts';
import { FaceCheckFailedError } from './face-check-errors.ts';
import { fakeDeps } from './face-check-fakes.test-support.ts';
import { CONNECT_ATTEMPTS } from './face-check-run.ts';

const identity = { pin: '31405901234567', passserial: 'AA', passnum: '1234567' };
const networkError = () => new ApiError({ kind: 'network', method: 'POST', path: '/api/liveness/attempt', message: 'offline' });

async function start(setup: (fakes: ReturnType<typeof fakeDeps>) => void = () => undefined) {
  const fakes = fakeDeps();
  setup(fakes);
  const controller = createFaceCheckController(fakes.deps);
  const abort = new AbortController();
  const result = controller.run(identity, abort.signal);
  result.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(CAMERA_START_DELAY_MS);
  return { ...fakes, controller, abort, result };
}

/** Every connection attempt fails at once, with the back-off between them (1 + 1.3 + 1.69 s). */
async function failAllConnections(fakes: ReturnType<typeof fakeDeps>) {
  for (let attempt = 0; attempt < CONNECT_ATTEMPTS; attempt += 1) {
    fakes.lastSocket()?.serverClose(1006);
    await vi.advanceTimersByTimeAsync(3_000);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('not-ready error (spec §8: names what is missing, Retry)', () => {
  it('names a blocked camera and a missing connection together, releasing what did start', async () => {
    const check = await start((fakes) => {
      fakes.state.cameraFails = 'camera-blocked';
    });
    await failAllConnections(check);
    expect(check.sockets).toHaveLength(CONNECT_ATTEMPTS);
    expect(check.controller.getState()).toEqual({ phase: 'not-ready', missing: ['camera-blocked', 'no-connection'] });
  });

  it('stops the camera when only the connection is missing, and starts again on Retry', async () => {
    const check = await start();
    await failAllConnections(check);
    expect(check.controller.getState()).toEqual({ phase: 'not-ready', missing: ['no-connection'] });
    expect(check.cameras[0]?.stopped).toBe(true);

    check.controller.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(check.controller.getState()).toEqual({ phase: 'connecting' });
    expect(check.deps.startCamera).toHaveBeenCalledTimes(2);
    check.lastSocket()?.accept();
    await vi.advanceTimersByTimeAsync(0);
    check.lastSocket()?.receive({ type: 'success', jwt: 'second.try' });
    await expect(check.result).resolves.toEqual({ jwt: 'second.try' });
    expect(check.cameras[1]?.stopped).toBe(true);
  });

  it('closes the accepted socket when the camera is missing', async () => {
    const check = await start((fakes) => {
      fakes.state.cameraFails = 'no-camera';
    });
    check.lastSocket()?.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(check.controller.getState()).toEqual({ phase: 'not-ready', missing: ['no-camera'] });
    expect(check.lastSocket()?.closedByClient).not.toBeNull();
  });

  it('counts an unreachable attempt endpoint as no connection', async () => {
    const check = await start((fakes) => {
      fakes.deps.requestAttempt.mockRejectedValue(networkError());
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check.sockets).toHaveLength(0);
    expect(check.controller.getState()).toEqual({ phase: 'not-ready', missing: ['no-connection'] });
    expect(check.cameras[0]?.stopped).toBe(true);
  });

  it('names the camera when it stops during the check', async () => {
    const check = await start();
    check.lastSocket()?.accept();
    await vi.advanceTimersByTimeAsync(0);
    check.cameras[0]?.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(check.controller.getState()).toEqual({ phase: 'not-ready', missing: ['no-camera'] });
    expect(check.cameras[0]?.stopped).toBe(true);
    expect(check.lastSocket()?.closedByClient).not.toBeNull();
  });

  it('releases everything when cancelled while the error is shown', async () => {
    const check = await start((fakes) => {
      fakes.state.cameraFails = 'camera-busy';
    });
    check.lastSocket()?.accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(check.controller.getState()).toEqual({ phase: 'not-ready', missing: ['camera-busy'] });
    check.abort.abort();
    await expect(check.result).rejects.toMatchObject({ name: 'AbortError' });
    expect(check.lastSocket()?.closedByClient).not.toBeNull();
    expect(check.deps.startCamera).toHaveBeenCalledTimes(1);
  });
});

describe('failures that end the check', () => {
  it('an HTTP error of the attempt call rejects with it (the API client already showed it)', async () => {
    const refused = new ApiError({ kind: 'http', status: 400, method: 'POST', path: '/api/liveness/attempt', message: 'Pasport topilmadi' });
    const fakes = fakeDeps();
    fakes.deps.requestAttempt.mockRejectedValue(refused);
    const result = createFaceCheckController(fakes.deps).run(identity, new AbortController().signal);
    await expect(result).rejects.toBe(refused);
    expect(fakes.deps.startCamera).not.toHaveBeenCalled();
  });

  it('a final server error rejects and releases the camera', async () => {
    const check = await start();
    const socket = check.lastSocket();
    socket?.accept();
    await vi.advanceTimersByTimeAsync(0);
    socket?.receive({ type: 'error', code: 'session_expired', message: 'Время проверки лица истекло' });
    socket?.serverClose(4440);
    await expect(check.result).rejects.toBeInstanceOf(FaceCheckFailedError);
    expect(check.cameras[0]?.stopped).toBe(true);
  });

  it('a stale nonce gets a new attempt before reconnecting', async () => {
    const check = await start();
    check.deps.requestAttempt.mockResolvedValue('nonce-second-attempt-0001');
    check.lastSocket()?.receive({ type: 'error', code: 'invalid_nonce', message: 'x' });
    check.lastSocket()?.serverClose(4401);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check.deps.requestAttempt).toHaveBeenCalledTimes(2);
    check.lastSocket()?.open();
    expect(check.lastSocket()?.sent[0]).toMatchObject({ type: 'connect', nonce: 'nonce-second-attempt-0001' });
  });
});
