import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChallengeStep } from '../../src-domain/liveness/challenge-steps.ts';
import { HINT, type HintCode } from '../../src-domain/liveness/hint-codes.ts';
import { SCREEN_LIGHT_PERIOD_MS, screenLightColour, screenLightSequence, type ScreenColour } from '../../src-domain/liveness/screen-light.ts';
import type { ServerFrame } from '../../src-domain/liveness/server-frames.ts';
import type { AnalyzeOptions } from './analyzer/analyze-frame.ts';
import type { FaceAnalyzer } from './analyzer/face-analyzer.ts';
import type { MeanRgb } from './analyzer/face-light.ts';
import type { FrameAnalysis } from './analyzer/frame-analysis.ts';
import { DEFAULT_LIVENESS_LIMITS } from './liveness-limits.ts';
import { openLivenessSession } from './liveness-session.ts';
import type { LivenessAttempt, NonceStore } from './nonce-store.ts';
import { PRESENTATION } from './presentation/presentation-thresholds.ts';
import { growSeededDecoys } from './presentation/seeded-decoys.test-support.ts';
import { createLivenessTokenSigner } from './token-signer.ts';

/**
 * The session's use of the analyzer, with a scripted analyzer: each pose is a plain JPEG whose
 * analysis is made up here, so the test sees exactly which frames were analysed with the face
 * descriptor (the expensive model, docs/liveness.md, Speed), with the flat check and with the
 * eyes read, and what the session does with the screen light's evidence.
 */
const PERSON = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 1 : 0.5));
const NONCE = 'n'.repeat(43);
const SEED = 'q1w2e3r4t5y6u7i8o9p0aa';

type Pose = 'left' | 'right' | 'upright' | 'blurred-left' | 'turned-right';
const POSES: Record<Pose, { rollDeg: number; yawDeg: number; errors: HintCode[]; colour: string }> = {
  left: { rollDeg: 20, yawDeg: 3, errors: [], colour: '#806050' },
  right: { rollDeg: -20, yawDeg: 3, errors: [], colour: '#506080' },
  upright: { rollDeg: 0, yawDeg: 3, errors: [], colour: '#608050' },
  'blurred-left': { rollDeg: 20, yawDeg: 3, errors: [HINT.blurred], colour: '#705060' },
  'turned-right': { rollDeg: 0, yawDeg: 28, errors: [], colour: '#507060' },
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

/** What stands at the camera: a head (turns with parallax, skin lit by the screen) or a picture (one plane, and/or no light). */
interface Scene {
  planarity: number;
  /** The screen's share of the light on the face; 0 for a screen or a recording. */
  light: number;
  /** The colour on screen now (the test sets it before each frame). */
  screen: ScreenColour;
}

const ROOM: MeanRgb = [140, 144, 149];

function scriptedAnalyzer(scene: Scene): FaceAnalyzer & { calls: (AnalyzeOptions & { pose: Pose })[] } {
  const calls: (AnalyzeOptions & { pose: Pose })[] = [];
  return {
    calls,
    async analyze(image: Uint8Array, options: AnalyzeOptions): Promise<FrameAnalysis> {
      const pose = (Object.keys(jpegs) as Pose[]).find((name) => Buffer.compare(jpegs[name], Buffer.from(image)) === 0);
      if (!pose) throw new Error('unknown test frame');
      calls.push({ ...options, pose });
      const { rollDeg, yawDeg, errors } = POSES[pose];
      const face = ([190, 150, 130] as const).map((value, c) => value * (1 - scene.light + (scene.light * (scene.screen[c] ?? 255)) / 255)) as MeanRgb;
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
          yawDeg,
          pitchDeg: 5,
          landmarks: { plane: [pose.length], oval: [], eyeOpenness: options.eyes ? 0.34 : null },
          light: { face, surround: ROOM },
          glare: 0,
          sharpness: 50,
          luma: 120,
          unevenness: 0,
          real: null,
          live: null,
          embedding: options.describe ? PERSON : null,
        },
        planarity: options.planeReference ? { correlation: scene.planarity, motion: 0.3 } : null,
        qualityErrors: errors,
        timings: { decodeMs: 0, detectMs: 0, measureMs: 0, totalMs: 0 },
      };
    },
    async close() {},
  };
}

function memoryNonces(): NonceStore & { attempt: LivenessAttempt } {
  const attempt: LivenessAttempt = { nonce: NONCE, pin: '31234567890123', passserial: 'AA', passnum: '1234567', expiresAt: Date.now() + 60_000, passed: false };
  return {
    attempt,
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

/**
 * Opens a session on a fake socket and a clock the test moves. `image` sends a frame as the face
 * dialog does: 250 or 550 ms into a colour of the seed's sequence, tagged with it, the scene lit by it.
 */
function openSession(
  steps: ChallengeStep[],
  analyzer: FaceAnalyzer,
  scene: Scene,
  options: { tag?: (taken: number) => { index: number; phaseMs: number } } = {},
) {
  const replies: ServerFrame[] = [];
  let waiting: ((frame: ServerFrame) => void) | null = null;
  let clock = 0;
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
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const nonces = memoryNonces();
  const session = openLivenessSession(socket, {
    analyzer,
    nonces,
    signer: createLivenessTokenSigner(),
    references: { descriptorOf: async () => PERSON },
    limits: { ...DEFAULT_LIVENESS_LIMITS, maxFramesPerSecond: 1000 },
    drawChallenge: () => steps,
    drawLightSeed: () => SEED,
    now: () => clock,
    // Seeded decoys: from the CSPRNG the first look refuses a face that follows the colours well in
    // about one run of 130 (a decoy at its best camera delay follows it as closely), and the
    // attempt waits for the next look with hint 70, which the exact hints here would not expect.
    growDecoys: growSeededDecoys,
    activeNonces: new Set(),
    log: quiet,
  });
  closers.push(() => session.onClose());
  const next = () => {
    const queued = replies.shift();
    return queued ? Promise.resolve(queued) : new Promise<ServerFrame>((resolve) => (waiting = resolve));
  };
  const sequence = screenLightSequence(SEED);
  return {
    nonces,
    async send(frame: object): Promise<ServerFrame> {
      const reply = next();
      session.onMessage(Buffer.from(JSON.stringify(frame)), false);
      return reply;
    },
    image(seq: number, pose: Pose) {
      const taken = 250 + 300 * seq;
      const index = Math.floor(taken / SCREEN_LIGHT_PERIOD_MS);
      scene.screen = screenLightColour(sequence, index);
      clock = taken + 50;
      const light = options.tag?.(taken) ?? { index, phaseMs: taken - index * SCREEN_LIGHT_PERIOD_MS };
      return this.send({ type: 'image', seq, data: jpegs[pose].toString('base64'), width: 640, height: 480, light });
    },
  };
}

const HEAD = (): Scene => ({ planarity: 0.9, light: 0.2, screen: [255, 255, 255] });

/** Sends the poses in turn; then, if the challenge is done, upright frames until a token or `extra` more. */
async function perform(session: ReturnType<typeof openSession>, poses: Pose[], extra = 0): Promise<ServerFrame[]> {
  const replies: ServerFrame[] = [];
  let seq = 0;
  for (const pose of poses) {
    const reply = await session.image(seq, pose);
    seq += 1;
    replies.push(reply);
    if (reply.type === 'success') return replies;
  }
  for (let i = 0; i < extra; i += 1) {
    const reply = await session.image(seq, 'upright');
    seq += 1;
    replies.push(reply);
    if (reply.type === 'success') break;
  }
  return replies;
}

const hintsOf = (replies: ServerFrame[]) => replies.map((reply) => (reply.type === 'stats' ? reply.errors : reply.type));
const claimsOf = (reply: ServerFrame | undefined) => (reply?.type === 'success' ? decodeJwt(reply.jwt) : null);

describe('liveness session: the face descriptor (docs/liveness.md, Speed)', () => {
  it('asks for the descriptor once per step but the turn, even when a hold breaks after the described frame; the best frame, described already, is not analysed again', async () => {
    const scene = HEAD();
    const analyzer = scriptedAnalyzer(scene);
    const session = openSession(['tilt-left', 'turn-right', 'neutral'], analyzer, scene);
    expect(await session.send({ type: 'connect', nonce: NONCE })).toMatchObject({ type: 'challenge', light: { seed: SEED, periodMs: 600 } });
    const replies = await perform(session, ['left', 'blurred-left', 'left', 'left', 'turned-right', 'turned-right', 'upright', 'upright'], 20);
    expect(hintsOf(replies).slice(0, 8)).toEqual([[37], [HINT.blurred], [37], [37], [37], [37], [37], [32]]);
    expect(replies.at(-1)?.type).toBe('success');
    // Frames 2 (described, then blurred) and 8 complete or could complete a step, the turn's 6
    // completes without (a turned face's descriptor says little). Frame 8 is the neutral step's
    // described frame and as sharp as any: the face match uses its descriptor, no call more.
    expect(analyzer.calls.slice(0, 8).map((call) => call.describe)).toEqual([false, true, false, false, false, false, false, true]);
    expect(analyzer.calls.filter((call) => call.describe)).toHaveLength(2);
  });

  it('describes no frame while the pose is never held', async () => {
    const analyzer = scriptedAnalyzer(HEAD());
    const session = openSession(['tilt-left', 'turn-left', 'neutral'], analyzer, HEAD());
    await session.send({ type: 'connect', nonce: NONCE });
    for (const [seq, pose] of (['upright', 'right', 'upright', 'right'] as Pose[]).entries()) {
      expect(await session.image(seq, pose)).toMatchObject({ type: 'stats', errors: [HINT.tiltLeft] });
    }
    expect(analyzer.calls.every((call) => !call.describe)).toBe(true);
  });
});

describe('liveness session: presentation attacks (docs/liveness.md)', () => {
  it('runs the flat check on the turn’s frames only, against the last counted frame before the turn; reads the eyes on the neutral step only', async () => {
    const analyzer = scriptedAnalyzer(HEAD());
    const session = openSession(['tilt-left', 'turn-right', 'neutral'], analyzer, HEAD());
    await session.send({ type: 'connect', nonce: NONCE });
    await perform(session, ['left', 'left', 'turned-right', 'turned-right', 'upright', 'upright']);
    expect(analyzer.calls.slice(0, 6).map((call) => call.planeReference !== undefined)).toEqual([false, false, true, true, false, false]);
    expect(Buffer.from(analyzer.calls[2]?.planeReference?.image ?? []).equals(jpegs.left)).toBe(true);
    expect(analyzer.calls.slice(0, 6).map((call) => call.eyes)).toEqual([false, false, false, false, true, true]);
  });

  it('waits after the challenge until the face has followed four changes of colour (32), then signs a live token', async () => {
    const scene = HEAD();
    const session = openSession(['tilt-left', 'turn-right', 'neutral'], scriptedAnalyzer(scene), scene);
    await session.send({ type: 'connect', nonce: NONCE });
    const replies = await perform(session, ['left', 'left', 'turned-right', 'turned-right', 'upright', 'upright'], 20);
    expect(
      hintsOf(replies)
        .slice(5)
        .every((hints) => hints === 'success' || (Array.isArray(hints) && hints[0] === HINT.continueShooting)),
    ).toBe(true);
    expect(claimsOf(replies.at(-1))).toMatchObject({ isOk: true, livenessWasSuccessful: true, nonce: NONCE });
  });

  /** Tags as a page whose colour shows `ms` later than the frame was taken: every frame that much earlier into its colour. */
  const tagShownLate = (ms: number) => (taken: number) => {
    const shown = Math.max(0, taken - ms);
    return { index: Math.floor(shown / SCREEN_LIGHT_PERIOD_MS), phaseMs: shown % SCREEN_LIGHT_PERIOD_MS };
  };

  it('after the challenge, answers a colour’s earlier frame without an analysis when its later one follows; a late camera’s frames, all early into their colour, are each analysed', async () => {
    const challenge: Pose[] = ['left', 'left', 'turned-right', 'turned-right', 'upright', 'upright'];
    const scene = HEAD();
    const analyzer = scriptedAnalyzer(scene);
    const session = openSession(['tilt-left', 'turn-right', 'neutral'], analyzer, scene);
    await session.send({ type: 'connect', nonce: NONCE });
    const replies = await perform(session, challenge, 20);
    expect(claimsOf(replies.at(-1))).toMatchObject({ livenessWasSuccessful: true });
    // Frames 250 and 550 ms into their colours: after the challenge's six (the sixth passed it,
    // 550 ms into its colour), only every second one, the later.
    const waited = replies.length - challenge.length;
    expect(waited).toBeGreaterThan(2);
    expect(analyzer.calls.length).toBe(challenge.length + Math.floor(waited / 2));

    const lateScene = HEAD();
    const late = scriptedAnalyzer(lateScene);
    // A camera 200 ms late: every frame 50 or 350 ms into the colour it shows.
    const lateSession = openSession(['tilt-left', 'turn-right', 'neutral'], late, lateScene, { tag: tagShownLate(200) });
    await lateSession.send({ type: 'connect', nonce: NONCE });
    const lateReplies = await perform(lateSession, challenge, 6);
    expect(late.calls.length).toBe(lateReplies.length);

    // A busy page whose colours go up 100 ms late: frames 150 and 450 ms into their colours. The
    // later ones do not count at the 300 ms camera delay, so the earlier ones are analysed too.
    const busyScene = HEAD();
    const busy = scriptedAnalyzer(busyScene);
    const busySession = openSession(['tilt-left', 'turn-right', 'neutral'], busy, busyScene, { tag: tagShownLate(100) });
    await busySession.send({ type: 'connect', nonce: NONCE });
    const busyReplies = await perform(busySession, challenge, 20);
    expect(claimsOf(busyReplies.at(-1))).toMatchObject({ livenessWasSuccessful: true });
    expect(busy.calls.length).toBe(busyReplies.length);
  });

  it('ends a face that does not follow the colours (a recording) with a token that says not live, after asking to come closer to the screen (70)', async () => {
    const scene: Scene = { ...HEAD(), light: 0 };
    const session = openSession(['tilt-left', 'turn-right', 'neutral'], scriptedAnalyzer(scene), scene);
    await session.send({ type: 'connect', nonce: NONCE });
    const replies = await perform(session, ['left', 'left', 'turned-right', 'turned-right', 'upright', 'upright'], 60);
    expect(hintsOf(replies).some((hints) => Array.isArray(hints) && hints[0] === HINT.screenLight)).toBe(true);
    expect(claimsOf(replies.at(-1))).toMatchObject({ isOk: false, livenessWasSuccessful: false });
    // The challenge's frames, then at most the allowed wait.
    expect(replies.length).toBeLessThanOrEqual(6 + PRESENTATION.light.extraFrames + 1);
    expect(session.nonces.attempt.passed).toBe(true);
  });

  it('ends a picture turned by hand after three flat verdicts (69), with a token that says not live', async () => {
    const scene: Scene = { ...HEAD(), planarity: 0.995 };
    const session = openSession(['tilt-left', 'turn-right', 'neutral'], scriptedAnalyzer(scene), scene);
    await session.send({ type: 'connect', nonce: NONCE });
    const replies = await perform(session, ['left', 'left', 'turned-right', 'turned-right', 'turned-right', 'turned-right']);
    expect(hintsOf(replies)).toEqual([[37], [37], [69], [69], 'success']);
    expect(claimsOf(replies.at(-1))).toMatchObject({ livenessWasSuccessful: false });
  });

  it('does not believe colour tags that could not be true on the server’s clock: a recording labelled after the fact stays unproven', async () => {
    const scene = HEAD();
    // Every frame claims to have been taken 3 s after it arrived.
    const session = openSession(['tilt-left', 'turn-right', 'neutral'], scriptedAnalyzer(scene), scene, {
      tag: (taken) => ({ index: Math.floor((taken + 3_000) / SCREEN_LIGHT_PERIOD_MS), phaseMs: 300 }),
    });
    await session.send({ type: 'connect', nonce: NONCE });
    const replies = await perform(session, ['left', 'left', 'turned-right', 'turned-right', 'upright', 'upright'], 60);
    expect(
      hintsOf(replies)
        .slice(5, -1)
        .every((hints) => Array.isArray(hints) && hints[0] === HINT.continueShooting),
    ).toBe(true);
    expect(claimsOf(replies.at(-1))).toMatchObject({ livenessWasSuccessful: false });
  });
});

describe('liveness session: heartbeats (spec §9: one every 3 s)', () => {
  function heartbeatSession() {
    const sent: ServerFrame[] = [];
    const closes: number[] = [];
    const session = openLivenessSession(
      { send: (text) => sent.push(JSON.parse(text) as ServerFrame), close: (code) => closes.push(code) },
      {
        analyzer: scriptedAnalyzer(HEAD()),
        nonces: memoryNonces(),
        signer: createLivenessTokenSigner(),
        references: { descriptorOf: async () => PERSON },
        limits: DEFAULT_LIVENESS_LIMITS,
        drawChallenge: () => ['neutral'],
        drawLightSeed: () => SEED,
        activeNonces: new Set(),
        log: { debug() {}, info() {}, warn() {}, error() {} },
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
