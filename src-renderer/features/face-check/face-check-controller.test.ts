import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAMERA_START_DELAY_MS,
  FACE_DIALOG_TIMEOUT_MS,
  HEARTBEAT_INTERVAL_MS,
  LIVENESS_INTERVAL_MS,
  SOCKET_CONNECT_TIMEOUT_MS,
} from '../../../src-domain/constants.ts';
import { screenColourCss, screenLightColour, screenLightSequence } from '../../../src-domain/liveness/screen-light.ts';
import type { StatsFrame } from '../../../src-domain/liveness/server-frames.ts';
import { createFaceCheckController } from './face-check-controller.ts';
import { FaceCheckTimeoutError } from './face-check-errors.ts';
import { FAKE_LIGHT_SEED, fakeDeps, type FakeSocket } from './face-check-fakes.test-support.ts';

const identity = { pin: '31405901234567', passserial: 'AA', passnum: '1234567' };

function stats(seq: number, extra: Partial<StatsFrame> = {}): StatsFrame {
  return {
    type: 'stats',
    seq,
    errors: [21],
    details: { faceFramePosition: { faceRect: { x: 368, y: 117, width: 228, height: 228 } } },
    isOk: false,
    challenge: { index: 0, total: 3, step: 'tilt-left', restarted: false },
    dropped: 0,
    ...extra,
  };
}

/** Starts a check and lets it reach the socket: nonce, 3 s start delay, camera, socket. */
async function start() {
  const fakes = fakeDeps();
  const controller = createFaceCheckController(fakes.deps);
  const abort = new AbortController();
  const result = controller.run(identity, abort.signal);
  // Attach a handler now: some tests only look at the rejection later.
  result.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(CAMERA_START_DELAY_MS);
  return { ...fakes, controller, abort, result };
}

async function started() {
  const check = await start();
  check.lastSocket()?.accept();
  await vi.advanceTimersByTimeAsync(0);
  return check;
}

/** The screen-light tags of the first five frames the check sends (250 ms into the first colour, then every 300 ms). */
async function tagsOfFiveFrames(lastSocket: () => FakeSocket | undefined) {
  await vi.advanceTimersByTimeAsync(250 + LIVENESS_INTERVAL_MS * 4);
  return lastSocket()
    ?.sentOf('image')
    .map((frame) => frame.light);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('face check controller (spec §4 Login flow 2, 4; docs/liveness.md)', () => {
  it('asks for the attempt nonce and starts the camera only after 3 s', async () => {
    const fakes = fakeDeps();
    const controller = createFaceCheckController(fakes.deps);
    void controller.run(identity, new AbortController().signal).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fakes.deps.requestAttempt).toHaveBeenCalledWith(identity, expect.anything());
    expect(controller.getState()).toEqual({ phase: 'preparing' });
    await vi.advanceTimersByTimeAsync(CAMERA_START_DELAY_MS - 1);
    expect(fakes.deps.startCamera).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes.deps.startCamera).toHaveBeenCalledTimes(1);
    expect(fakes.sockets).toHaveLength(1);
    expect(fakes.sockets[0]?.protocol).toBe('enotary-liveness.v2');
    expect(fakes.sockets[0]?.url).toBe('ws://localhost/api/liveness/ws');
  });

  it('sends connect first, then a frame 250 ms into the first colour and every 300 ms, and a heartbeat every 3 s', async () => {
    const { lastSocket, controller } = await started();
    const socket = lastSocket();
    expect(socket?.sent[0]).toEqual({ type: 'connect', nonce: 'nonce-0123456789abcdef', locale: 'ru' });
    expect(controller.getState()).toMatchObject({ phase: 'checking', view: { step: 'tilt-left', index: 0, total: 3 } });
    expect(socket?.sentOf('image')).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(socket?.sentOf('image').map((frame) => frame.seq)).toEqual([0]);
    expect(socket?.sentOf('image')[0]).toMatchObject({ data: 'data:image/jpeg;base64,AAAA', width: 640, height: 480 });
    await vi.advanceTimersByTimeAsync(LIVENESS_INTERVAL_MS * 3);
    expect(socket?.sentOf('image').map((frame) => frame.seq)).toEqual([0, 1, 2, 3]);
    expect(socket?.sentOf('heartbeat')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 250 - LIVENESS_INTERVAL_MS * 3);
    expect(socket?.sentOf('heartbeat')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(socket?.sentOf('heartbeat')).toHaveLength(2);
  });

  it('shows the server’s colours one every 600 ms and tags each frame with the colour on screen when it was taken', async () => {
    const { lastSocket, controller } = await started();
    const state = controller.getState();
    if (state.phase !== 'checking') throw new Error('not checking');
    const sequence = screenLightSequence(FAKE_LIGHT_SEED);
    const at = state.light.startedAt;
    expect([at, at + 599, at + 600].map((time) => state.light.indexAt(time))).toEqual([0, 0, 1]);
    expect(state.light.colourOf(1)).toBe(screenColourCss(screenLightColour(sequence, 1)));
    expect(await tagsOfFiveFrames(lastSocket)).toEqual([
      { index: 0, phaseMs: 250 },
      { index: 0, phaseMs: 550 },
      { index: 1, phaseMs: 250 },
      { index: 1, phaseMs: 550 },
      { index: 2, phaseMs: 250 },
    ]);
  });

  it('on a busy page, tags a frame by when its colour really went on screen and when the camera really took it', async () => {
    const { lastSocket, controller, cameras } = await started();
    const state = controller.getState();
    if (state.phase !== 'checking') throw new Error('not checking');
    const at = state.light.startedAt;
    // The page put colour 0 up 100 ms late and colour 1 up 250 ms late; its video shows frames 200 ms old.
    state.light.shown(0, at + 100);
    state.light.shown(1, at + 850);
    const camera = cameras.at(-1);
    if (!camera) throw new Error('no camera');
    camera.lagMs = 200;
    expect(await tagsOfFiveFrames(lastSocket)).toEqual([
      // Taken at 50: nothing shown yet by the page's word, so the schedule's colour 0.
      { index: 0, phaseMs: 50 },
      { index: 0, phaseMs: 250 },
      // Taken at 650: colour 1 was not up yet.
      { index: 0, phaseMs: 550 },
      { index: 1, phaseMs: 100 },
      { index: 1, phaseMs: 400 },
    ]);
  });

  it('shows the hints and challenge progress of each stats frame', async () => {
    const { lastSocket, controller } = await started();
    lastSocket()?.receive(stats(0, { errors: [15, 21], challenge: { index: 1, total: 3, step: 'closer', restarted: false } }));
    expect(controller.getState()).toMatchObject({
      phase: 'checking',
      view: { step: 'closer', index: 1, total: 3, errors: [15, 21], faceRect: { x: 368, y: 117, width: 228, height: 228 } },
    });
    lastSocket()?.receive(stats(1, { errors: [8], details: { faceFramePosition: null } }));
    expect(controller.getState()).toMatchObject({ view: { errors: [8], faceRect: null } });
  });

  it('keeps one frame in flight once the server says it dropped frames', async () => {
    const { lastSocket } = await started();
    const socket = lastSocket();
    await vi.advanceTimersByTimeAsync(250 + LIVENESS_INTERVAL_MS);
    socket?.receive(stats(0, { dropped: 1 }));
    await vi.advanceTimersByTimeAsync(LIVENESS_INTERVAL_MS * 3);
    // Frame 1 is still unanswered: nothing more goes out.
    expect(socket?.sentOf('image').map((frame) => frame.seq)).toEqual([0, 1]);
    socket?.receive(stats(1));
    await vi.advanceTimersByTimeAsync(LIVENESS_INTERVAL_MS);
    expect(socket?.sentOf('image').map((frame) => frame.seq)).toEqual([0, 1, 2]);
  });

  it('resolves with the jwt on success and releases the camera and the socket', async () => {
    const { lastSocket, cameras, result, controller } = await started();
    const socket = lastSocket();
    socket?.receive({ type: 'success', jwt: 'liveness.jwt' });
    await expect(result).resolves.toEqual({ jwt: 'liveness.jwt' });
    expect(cameras[0]?.stopped).toBe(true);
    expect(socket?.closedByClient).not.toBeNull();
    expect(controller.getState()).toEqual({ phase: 'passed' });
    const sent = socket?.sent.length;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(socket?.sent.length).toBe(sent);
  });

  it('times out at 123 s with a timeout error and releases everything (spec §4.4)', async () => {
    const { lastSocket, cameras, result } = await started();
    await vi.advanceTimersByTimeAsync(FACE_DIALOG_TIMEOUT_MS - CAMERA_START_DELAY_MS - 1);
    expect(cameras[0]?.stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(FaceCheckTimeoutError);
    expect(cameras[0]?.stopped).toBe(true);
    expect(lastSocket()?.closedByClient).not.toBeNull();
  });

  it('aborts with an AbortError and releases everything (Cancel, the login abandoned)', async () => {
    const { lastSocket, cameras, result, abort } = await started();
    abort.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(cameras[0]?.stopped).toBe(true);
    expect(lastSocket()?.closedByClient).not.toBeNull();
  });

  it('aborts during the start delay without ever starting the camera', async () => {
    const fakes = fakeDeps();
    const abort = new AbortController();
    const result = createFaceCheckController(fakes.deps).run(identity, abort.signal);
    await vi.advanceTimersByTimeAsync(1_000);
    abort.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(CAMERA_START_DELAY_MS);
    expect(fakes.deps.startCamera).not.toHaveBeenCalled();
    expect(fakes.sockets).toHaveLength(0);
  });

  it('stops a camera that arrives after the check was cancelled', async () => {
    const fakes = fakeDeps();
    let deliver = () => undefined as void;
    const late = { stopped: false, grabFrame: () => Promise.resolve(null), ended: new Promise<void>(() => undefined), stop: () => (late.stopped = true) };
    fakes.deps.startCamera.mockImplementation(() => new Promise((resolve) => (deliver = () => resolve(late))));
    const abort = new AbortController();
    const result = createFaceCheckController(fakes.deps).run(identity, abort.signal);
    await vi.advanceTimersByTimeAsync(CAMERA_START_DELAY_MS);
    abort.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    deliver();
    await vi.advanceTimersByTimeAsync(0);
    expect(late.stopped).toBe(true);
  });

  it('reconnects with growing delays while the socket keeps failing (spec §9: ×1.3)', async () => {
    const { sockets, controller, cameras } = await started();
    sockets[0]?.serverClose(1006);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toEqual({ phase: 'reconnecting' });
    const openedAt: number[] = [];
    const startAt = Date.now();
    for (const delay of [1_000, 1_300, 1_690]) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      const before = sockets.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets.length).toBe(before + 1);
      openedAt.push(Date.now() - startAt);
      sockets.at(-1)?.serverClose(1006);
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(openedAt).toEqual([1_000, 2_300, 3_990]);
    expect(cameras[0]?.stopped).toBe(false);
  });

  it('gives up on a connection that does not answer within 4 s and tries again', async () => {
    const { sockets } = await start();
    sockets[0]?.open();
    await vi.advanceTimersByTimeAsync(SOCKET_CONNECT_TIMEOUT_MS);
    expect(sockets[0]?.closedByClient).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('starts the back-off again once a reconnected socket answered', async () => {
    const { sockets } = await started();
    sockets[0]?.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1]?.serverClose(1006);
    await vi.advanceTimersByTimeAsync(1_300);
    sockets[2]?.accept();
    await vi.advanceTimersByTimeAsync(0);
    sockets[2]?.receive(stats(0));
    sockets[2]?.serverClose(4410);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(4);
  });
});
