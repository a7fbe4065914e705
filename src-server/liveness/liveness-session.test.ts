import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChallengeStep } from '../../src-domain/liveness/challenge-steps.ts';
import { HINT, type HintCode } from '../../src-domain/liveness/hint-codes.ts';
import type { ServerFrame } from '../../src-domain/liveness/server-frames.ts';
import type { AnalyzeOptions } from './analyzer/analyze-frame.ts';
import type { FaceAnalyzer } from './analyzer/face-analyzer.ts';
import type { FrameAnalysis } from './analyzer/frame-analysis.ts';
import { DEFAULT_LIVENESS_LIMITS } from './liveness-limits.ts';
import { openLivenessSession } from './liveness-session.ts';
import type { LivenessAttempt, NonceStore } from './nonce-store.ts';
import { createLivenessTokenSigner } from './token-signer.ts';

/**
 * The session's use of the analyzer, with a scripted analyzer: each pose is a plain JPEG whose
 * analysis is made up here, so the test counts exactly which frames were analysed with the
 * face descriptor (the expensive model, docs/liveness.md, Speed).
 */
const PERSON = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 1 : 0.5));
const NONCE = 'n'.repeat(43);

type Pose = 'left' | 'right' | 'upright' | 'blurred-left';
const POSES: Record<Pose, { rollDeg: number; errors: HintCode[]; colour: string }> = {
  left: { rollDeg: 20, errors: [], colour: '#806050' },
  right: { rollDeg: -20, errors: [], colour: '#506080' },
  upright: { rollDeg: 0, errors: [], colour: '#608050' },
  'blurred-left': { rollDeg: 20, errors: [HINT.blurred], colour: '#705060' },
};

let jpegs: Record<Pose, Buffer>;

beforeAll(async () => {
  const entries = await Promise.all(
    (Object.keys(POSES) as Pose[]).map(async (pose) => {
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: POSES[pose].colour } })
        .jpeg()
        .toBuffer();
      return [pose, jpeg] as const;
    }),
  );
  jpegs = Object.fromEntries(entries) as Record<Pose, Buffer>;
});

function scriptedAnalyzer(): FaceAnalyzer & { calls: AnalyzeOptions[] } {
  const calls: AnalyzeOptions[] = [];
  return {
    calls,
    async analyze(image: Uint8Array, options: AnalyzeOptions): Promise<FrameAnalysis> {
      calls.push(options);
      const pose = (Object.keys(jpegs) as Pose[]).find((name) => Buffer.compare(jpegs[name], Buffer.from(image)) === 0);
      if (!pose) throw new Error('unknown test frame');
      const { rollDeg, errors } = POSES[pose];
      return {
        sourceWidth: 640,
        sourceHeight: 480,
        frameLuma: 120,
        faceCount: 1,
        face: {
          rect: { x: 208, y: 128, width: 224, height: 224 },
          sizeRatio: 0.9,
          offsetX: 0,
          offsetY: 0,
          rollDeg,
          yawDeg: 0,
          sharpness: 50,
          luma: 120,
          unevenness: 0,
          real: null,
          live: null,
          embedding: options.describe ? PERSON : null,
        },
        qualityErrors: errors,
        timings: { decodeMs: 0, detectMs: 0, measureMs: 0, totalMs: 0 },
      };
    },
    async close() {},
  };
}

function memoryNonces(): NonceStore {
  const attempt: LivenessAttempt = { nonce: NONCE, pin: '31234567890123', passserial: 'AA', passnum: '1234567', expiresAt: Date.now() + 60_000, passed: false };
  return {
    issue: async () => attempt,
    find: async (nonce) => (nonce === NONCE && !attempt.passed ? attempt : null),
    markPassed: async () => {
      if (attempt.passed) return false;
      attempt.passed = true;
      return true;
    },
    consume: async () => null,
  };
}

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** Opens a session on a fake socket; `send` resolves with the server's reply to a client frame. */
function openSession(steps: ChallengeStep[], analyzer: FaceAnalyzer) {
  const replies: ServerFrame[] = [];
  let waiting: ((frame: ServerFrame) => void) | null = null;
  const socket = {
    send(text: string) {
      const frame = JSON.parse(text) as ServerFrame;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(frame);
      } else replies.push(frame);
    },
    close() {},
  };
  const quiet = { debug() {}, info() {}, error() {} };
  const session = openLivenessSession(socket, {
    analyzer,
    nonces: memoryNonces(),
    signer: createLivenessTokenSigner(),
    references: { descriptorOf: async () => PERSON },
    limits: { ...DEFAULT_LIVENESS_LIMITS, maxFramesPerSecond: 1000 },
    drawChallenge: () => steps,
    activeNonces: new Set(),
    log: quiet,
  });
  closers.push(() => session.onClose());
  const next = () => {
    const queued = replies.shift();
    return queued ? Promise.resolve(queued) : new Promise<ServerFrame>((resolve) => (waiting = resolve));
  };
  return {
    async send(frame: object): Promise<ServerFrame> {
      const reply = next();
      session.onMessage(Buffer.from(JSON.stringify(frame)), false);
      return reply;
    },
    image(seq: number, pose: Pose) {
      return this.send({ type: 'image', seq, data: jpegs[pose].toString('base64'), width: 640, height: 480 });
    },
  };
}

describe('liveness session: the face descriptor (docs/liveness.md, Speed)', () => {
  it('asks for the descriptor once per challenge step plus once for the best frame, even when a hold breaks after the described frame', async () => {
    const analyzer = scriptedAnalyzer();
    const session = openSession(['tilt-left', 'tilt-right', 'neutral'], analyzer);
    expect(await session.send({ type: 'connect', nonce: NONCE })).toMatchObject({ type: 'challenge' });
    const poses: Pose[] = ['left', 'blurred-left', 'left', 'left', 'right', 'right', 'upright', 'upright'];
    const replies: ServerFrame[] = [];
    for (const [seq, pose] of poses.entries()) replies.push(await session.image(seq, pose));

    expect(replies.slice(0, -1).map((reply) => (reply.type === 'stats' ? reply.errors : reply.type))).toEqual([
      [HINT.continue],
      [HINT.blurred],
      [HINT.continue],
      [HINT.continue],
      [HINT.continue],
      [HINT.continue],
      [HINT.continue],
    ]);
    expect(replies.at(-1)?.type).toBe('success');
    // Frames 2 (described, then blurred), 6 and 8 complete or could complete a step; the last call is the best frame's match.
    expect(analyzer.calls.map((call) => call.describe)).toEqual([false, true, false, false, false, true, false, true, true]);
  });

  it('describes no frame while the pose is never held', async () => {
    const analyzer = scriptedAnalyzer();
    const session = openSession(['tilt-left', 'neutral'], analyzer);
    await session.send({ type: 'connect', nonce: NONCE });
    for (const [seq, pose] of (['upright', 'right', 'upright', 'right'] as Pose[]).entries()) {
      expect(await session.image(seq, pose)).toMatchObject({ type: 'stats', errors: [HINT.tiltLeft] });
    }
    expect(analyzer.calls.every((call) => !call.describe)).toBe(true);
  });
});

describe('liveness session: heartbeats (spec §9: one every 3 s)', () => {
  function heartbeatSession() {
    const sent: ServerFrame[] = [];
    const closes: number[] = [];
    const session = openLivenessSession(
      { send: (text) => sent.push(JSON.parse(text) as ServerFrame), close: (code) => closes.push(code) },
      {
        analyzer: scriptedAnalyzer(),
        nonces: memoryNonces(),
        signer: createLivenessTokenSigner(),
        references: { descriptorOf: async () => PERSON },
        limits: DEFAULT_LIVENESS_LIMITS,
        drawChallenge: () => ['neutral'],
        activeNonces: new Set(),
        log: { debug() {}, info() {}, error() {} },
      },
    );
    closers.push(() => session.onClose());
    const heartbeat = () => session.onMessage(Buffer.from(JSON.stringify({ type: 'heartbeat', ts: Date.now() })), false);
    return { session, sent, closes, heartbeat };
  }

  it('closes a socket that floods heartbeats (4429 too_many_frames), connected or not', async () => {
    const early = heartbeatSession();
    for (let i = 0; i < 100; i += 1) early.heartbeat();
    expect(early.sent).toEqual([expect.objectContaining({ type: 'error', code: 'too_many_frames' })]);
    expect(early.closes).toEqual([4429]);

    const connected = heartbeatSession();
    connected.session.onMessage(Buffer.from(JSON.stringify({ type: 'connect', nonce: NONCE })), false);
    await vi.waitFor(() => expect(connected.sent).toEqual([expect.objectContaining({ type: 'challenge' })]));
    for (let i = 0; i < 100; i += 1) connected.heartbeat();
    expect(connected.sent.at(-1)).toMatchObject({ type: 'error', code: 'too_many_frames' });
    expect(connected.closes).toEqual([4429]);
  });

  it('keeps a socket whose heartbeats come as the client sends them', () => {
    const steady = heartbeatSession();
    // Two in the same second (a timer catching up after a busy moment) are still within the limit.
    steady.heartbeat();
    steady.heartbeat();
    expect(steady.sent).toEqual([]);
    expect(steady.closes).toEqual([]);
  });
});
