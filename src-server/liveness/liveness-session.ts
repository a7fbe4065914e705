import { DEFAULT_LOCALE, type Locale } from '../../src-domain/i18n/locale.ts';
import type { ChallengeStep } from '../../src-domain/liveness/challenge-steps.ts';
import type { ConnectFrame, ImageFrame } from '../../src-domain/liveness/client-frames.ts';
import { HINT } from '../../src-domain/liveness/hint-codes.ts';
import { stripImageDataUrl } from '../../src-domain/liveness/image-data.ts';
import { SCREEN_LIGHT_PERIOD_MS, screenLightSequence } from '../../src-domain/liveness/screen-light.ts';
import type { ServerFrame } from '../../src-domain/liveness/server-frames.ts';
import { LIVENESS_SOCKET_ERRORS, type LivenessSocketErrorCode } from '../../src-domain/liveness/socket-errors.ts';
import type { PlaneReference } from './analyzer/analyze-frame.ts';
import { AnalyzerBusyError, type FaceAnalyzer } from './analyzer/face-analyzer.ts';
import type { FrameAnalysis } from './analyzer/frame-analysis.ts';
import type { Rect } from './analyzer/rect.ts';
import { makeBestshot } from './bestshot.ts';
import { advanceChallenge, currentStep, isPassed, startChallenge, type ChallengeState, type ChallengeUpdate } from './challenge/challenge-machine.ts';
import { isTurnStep } from './challenge/step-hints.ts';
import { parseClientMessage } from './client-message.ts';
import type { FaceReferences } from './identity/face-references.ts';
import { matchRegistryFace } from './identity/match-registry-face.ts';
import { createFrameRateLimiter } from './frame-rate-limiter.ts';
import type { LivenessLimits } from './liveness-limits.ts';
import type { NonceStore } from './nonce-store.ts';
import { createLightEvidence, type GrowDecoys, type LightEvidence } from './presentation/light-evidence.ts';
import { PRESENTATION } from './presentation/presentation-thresholds.ts';
import { servesEveryLag } from './presentation/screen-light-check.ts';
import { errorFrame, statsFrame } from './session-frames.ts';
import type { LivenessTokenSigner } from './token-signer.ts';
import { IdleTimer } from '../http/idle-timer.ts';

/** The part of a websocket the session uses (ws's WebSocket fits). */
export interface SessionSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface SessionLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LivenessSessionDeps {
  analyzer: FaceAnalyzer;
  nonces: NonceStore;
  signer: LivenessTokenSigner;
  /** Registry photos' descriptors: the best frame must show the person of the attempt's pin. */
  references: FaceReferences;
  limits: LivenessLimits;
  drawChallenge: () => ChallengeStep[];
  /** The seed of the screen's colour sequence, per connection (128 bits from the CSPRNG, base64url). */
  drawLightSeed: () => string;
  /** Milliseconds, for the screen light's timing; Date.now unless a test moves it. */
  now?: () => number;
  /** The screen-light check's decoy sequences: from the CSPRNG (growDecoySequences) unless a test draws them from seeds. */
  growDecoys?: GrowDecoys;
  /** Nonces with an open socket in this process: one socket per attempt at a time. */
  activeNonces: Set<string>;
  log: SessionLog;
}

interface Bestshot {
  image: Uint8Array;
  rect: Rect;
  sharpness: number;
  /** The frame's descriptor when it was described (a step's completing frame): the face match then needs no second analysis. */
  embedding: number[] | null;
}

/** A described frame this sharp relative to the sharpest is preferred as the bestshot: its descriptor is already there. */
const DESCRIBED_BESTSHOT_SHARPNESS = 0.85;

/** Why an attempt ended as not live (the log says which; the user sees one message). */
type NotLive = 'flat' | 'light';

/**
 * One liveness socket (spec §7): `connect` within the connect time-out → `challenge` (the steps
 * and the screen's colours); then each `image` → `stats` until the challenge passes and the
 * face has followed the colours → `success` with a signed token. A picture that turns as one
 * plane, or a face that does not follow the colours, ends with a token that says not live
 * (docs/liveness.md, Presentation attacks). At most one frame is analysed at a time; frames
 * arriving meanwhile are dropped and counted.
 */
export function openLivenessSession(socket: SessionSocket, deps: LivenessSessionDeps) {
  const { limits } = deps;
  let phase: 'awaiting' | 'connecting' | 'running' | 'closed' = 'awaiting';
  let locale: Locale = DEFAULT_LOCALE;
  let nonce: string | null = null;
  let pin: string | null = null;
  let challenge: ChallengeState | null = null;
  let busy = false;
  let dropped = 0;
  let describeNext = false;
  let bestshot: Bestshot | null = null;
  /** The latest frame with a face: what a refused attempt's token shows when no bestshot was taken. */
  let lastFace: Bestshot | null = null;
  /** The face before it turns: the flat check's reference (presentation/flat-check.ts). */
  let reference: PlaneReference | null = null;
  /** Frames since the challenge passed while the screen light's verdict is awaited. */
  let afterPass = 0;
  /** The latest analysis of a frame awaiting the light: a frame answered without one gets its stats. */
  let awaiting: FrameAnalysis | null = null;
  /** How far into its colour the previous image frame was taken, ms. */
  let previousPhase: number | null = null;
  let light: LightEvidence | null = null;
  const now = deps.now ?? Date.now;
  const limiter = createFrameRateLimiter(limits.maxFramesPerSecond);
  const heartbeats = createFrameRateLimiter(limits.maxHeartbeatsPerSecond);
  const timers = new Set<NodeJS.Timeout>();

  const send = (frame: ServerFrame) => {
    if (phase !== 'closed') socket.send(JSON.stringify(frame));
  };
  const after = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const idle = new IdleTimer(() => fail('idle_timeout'));
  const end = () => {
    phase = 'closed';
    idle.stop();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    if (nonce) deps.activeNonces.delete(nonce);
  };
  const fail = (code: LivenessSocketErrorCode) => {
    if (phase === 'closed') return;
    send(errorFrame(code, locale));
    end();
    socket.close(LIVENESS_SOCKET_ERRORS[code].closeCode, code);
  };
  const touch = () => idle.touch(limits.idleTimeoutMs);

  after(limits.connectTimeoutMs, () => {
    if (phase === 'awaiting' || phase === 'connecting') fail('connect_timeout');
  });

  async function connect(frame: ConnectFrame): Promise<void> {
    phase = 'connecting';
    locale = frame.locale ?? DEFAULT_LOCALE;
    const attempt = await deps.nonces.find(frame.nonce);
    if (phase !== 'connecting') return;
    if (!attempt || attempt.passed) return fail('invalid_nonce');
    if (deps.activeNonces.has(frame.nonce)) return fail('nonce_in_use');
    nonce = frame.nonce;
    pin = attempt.pin;
    deps.activeNonces.add(nonce);
    // The registry photo's descriptor is ready (cached) by the time the challenge is done.
    deps.references.descriptorOf(pin).catch((error: unknown) => deps.log.debug({ err: error }, 'registry face not described yet'));
    challenge = startChallenge(deps.drawChallenge());
    const seed = deps.drawLightSeed();
    light = createLightEvidence(screenLightSequence(seed), now(), PRESENTATION.light, deps.growDecoys);
    phase = 'running';
    touch();
    after(limits.sessionMaxMs, () => fail('session_expired'));
    send({ type: 'challenge', steps: [...challenge.steps], light: { seed, periodMs: SCREEN_LIGHT_PERIOD_MS } });
  }

  /**
   * The neutral face's sharpest frame is the bestshot, or a described one nearly as sharp (its
   * descriptor is reused by the face match); a refused attempt shows the latest face instead.
   */
  function keepFrames(image: Uint8Array, analysis: FrameAnalysis, neutral: boolean): void {
    const face = analysis.face;
    if (!face || analysis.faceCount !== 1) return;
    const sharpness = face.sharpness ?? 0;
    const frame = { image, rect: face.rect, sharpness, embedding: face.embedding };
    lastFace = frame;
    if (!neutral) return;
    const better =
      !bestshot ||
      (frame.embedding && !bestshot.embedding ? sharpness >= bestshot.sharpness * DESCRIBED_BESTSHOT_SHARPNESS : false) ||
      (!frame.embedding && bestshot.embedding ? sharpness * DESCRIBED_BESTSHOT_SHARPNESS > bestshot.sharpness : false) ||
      (!!frame.embedding === !!bestshot.embedding && sharpness > bestshot.sharpness);
    if (better) bestshot = frame;
  }

  async function analyse(frame: ImageFrame, state: ChallengeState, arrivedAt: number): Promise<void> {
    const passed = isPassed(state);
    const { laterFrameFromMs } = PRESENTATION.light;
    const laterFollows = frame.light.phaseMs < laterFrameFromMs && previousPhase !== null && previousPhase >= laterFrameFromMs && servesEveryLag(previousPhase);
    previousPhase = frame.light.phaseMs;
    if (passed && awaiting && laterFollows) return waitForLight(frame.seq, awaiting, state);
    const image = Buffer.from(stripImageDataUrl(frame.data), 'base64');
    const step = currentStep(state);
    const analysis = await deps.analyzer.analyze(image, {
      describe: describeNext,
      // The bestshot comes from the neutral step: its eyes must be open (hint 51). After the
      // challenge the bestshot is kept, so the frames awaiting the light do without the iris model.
      eyes: step === 'neutral' && !passed,
      planeReference: !passed && isTurnStep(step) && reference ? reference : undefined,
    });
    if (phase !== 'running') return;
    const observed = light?.observe(frame.light, analysis, arrivedAt) ?? 'unused';
    if (passed) return awaitLight(frame, image, analysis, state);
    const update = advanceChallenge(state, analysis);
    challenge = update.state;
    describeNext = update.describeNext;
    if (update.restarted) {
      bestshot = null;
      reference = null;
    }
    // The last step is `neutral`: its frames are the straight, still face the token shows.
    keepFrames(image, analysis, update.counted && step === 'neutral');
    // The face before a turn: the latest counted frame of a step that is not one.
    const landmarks = analysis.face?.landmarks;
    if (update.counted && !isTurnStep(step) && landmarks) reference = { image, landmarks: { plane: landmarks.plane, oval: landmarks.oval } };
    deps.log.debug(
      {
        seq: frame.seq,
        hints: update.hints,
        step,
        index: update.state.index,
        timings: analysis.timings,
        yaw: analysis.face?.yawDeg,
        planarity: analysis.planarity,
        light: observed,
        real: analysis.face?.real,
        live: analysis.face?.live,
      },
      'liveness frame',
    );
    if (update.state.flatVerdicts >= PRESENTATION.flat.maxVerdicts) return refuse('flat');
    if (update.passed) return awaitLight(frame, image, analysis, update.state);
    reply(frame.seq, analysis, update);
  }

  function reply(seq: number, analysis: FrameAnalysis, update: Pick<ChallengeUpdate, 'state' | 'hints' | 'restarted'>): void {
    // Free before replying: a client that answers the reply at once must not be dropped.
    busy = false;
    send(statsFrame(seq, analysis, update, dropped));
    dropped = 0;
  }

  /**
   * The challenge is done; the face must also have followed the screen's colours, judged once
   * over all the attempt's frames (presentation/light-evidence.ts). Until there are enough of
   * them, frames go on with "continue shooting" (32), or "come closer to the screen" (70) once
   * a look did not pass; after PRESENTATION.light.extraFrames such frames the attempt ends as not live, and so
   * it does at once when the verdict is 'fail'.
   */
  async function awaitLight(frame: ImageFrame, image: Uint8Array, analysis: FrameAnalysis, state: ChallengeState): Promise<void> {
    // The latest face (a refusal's token); the bestshot stays the challenge's (its eyes were read).
    keepFrames(image, analysis, false);
    awaiting = analysis;
    const verdict = light?.verdict();
    if (verdict && verdict.outcome !== 'undecided') deps.log.info({ light: verdict }, 'liveness screen light');
    if (verdict?.outcome === 'pass' && bestshot) return succeed(bestshot, state);
    if (verdict?.outcome === 'fail') return refuse('light');
    deps.log.debug({ seq: frame.seq, light: verdict, afterPass }, 'liveness awaiting the screen light');
    return waitForLight(frame.seq, analysis, state);
  }

  /** One more frame without the light's verdict, analysed or answered with the latest analysis (`laterFrameFromMs`). */
  async function waitForLight(seq: number, analysis: FrameAnalysis, state: ChallengeState): Promise<void> {
    afterPass += 1;
    if (afterPass > PRESENTATION.light.extraFrames) return refuse('light');
    // A look taken that did not pass: the face does not follow the colours well enough yet, and is
    // asked to come closer to the screen (70) until the next look.
    const faint = (light?.looksTaken() ?? 0) > 0;
    reply(seq, analysis, { state, hints: [faint ? HINT.screenLight : HINT.continueShooting], restarted: false });
  }

  /**
   * The attempt saw a picture, a screen or a recording (docs/liveness.md, Presentation attacks):
   * the token says so (`livenessWasSuccessful: false`, spec §3), and the auth call refuses it as
   * `face_not_live` and counts a failed login of the pin, as it does a stranger's face.
   */
  async function refuse(reason: NotLive): Promise<void> {
    const shown = bestshot ?? lastFace;
    if (!nonce || !shown) return;
    // A warning: a presentation attack, or a genuine person refused; operations watch both.
    deps.log.warn({ reason, flatVerdicts: challenge?.flatVerdicts, light: light?.verdict(), evidence: light?.summary() }, 'liveness not live');
    const jwt = await deps.signer.sign({ isOk: false, livenessWasSuccessful: false, bestshot: await makeBestshot(shown.image, shown.rect), nonce });
    if (phase !== 'running') return;
    if (!(await deps.nonces.markPassed(nonce))) return fail('invalid_nonce');
    send({ type: 'success', jwt });
    end();
    socket.close(1000, 'not live');
  }

  /**
   * The challenge passed: the best frame's descriptor (once per attempt) against the registry
   * photo's. The token says the outcome in `isOk` (spec §3): a live face of someone else gets
   * `isOk: false`, and the auth call answers "identity not confirmed" (spec §4 login flow 3).
   * An analyzer too busy for these two throws AnalyzerBusyError: the next frame tries again.
   */
  async function succeed(best: Bestshot, state: ChallengeState): Promise<void> {
    if (!nonce || !pin) return;
    // The bestshot's descriptor when its frame was described during the challenge; else one analysis more.
    const described = best.embedding ? null : deps.analyzer.analyze(best.image, { describe: true });
    const [analysis, registry] = await Promise.all([described, deps.references.descriptorOf(pin)]);
    if (phase !== 'running') return;
    const live = best.embedding ?? (analysis?.faceCount === 1 ? (analysis.face?.embedding ?? null) : null);
    const match = matchRegistryFace({ live, anchor: state.anchor, reference: registry });
    deps.log.info(
      { matched: match.matched, similarity: match.similarity, reason: match.matched ? undefined : match.reason, describeMs: analysis?.timings.totalMs ?? 0 },
      'liveness face match',
    );
    const jwt = await deps.signer.sign({ isOk: match.matched, livenessWasSuccessful: true, bestshot: await makeBestshot(best.image, best.rect), nonce });
    // A client gone by now never gets the token: leave the attempt usable for a new socket.
    if (phase !== 'running') return;
    // The attempt expired (5 min) during the check: the user has to start the login again.
    if (!(await deps.nonces.markPassed(nonce))) return fail('invalid_nonce');
    send({ type: 'success', jwt });
    end();
    socket.close(1000, 'passed');
  }

  function image(frame: ImageFrame): void {
    const arrivedAt = now();
    touch();
    const admission = limiter.admit();
    if (admission === 'abuse') return fail('too_many_frames');
    if (admission === 'drop' || busy || !challenge) {
      dropped += 1;
      return;
    }
    busy = true;
    analyse(frame, challenge, arrivedAt)
      .catch((error: unknown) => {
        if (error instanceof AnalyzerBusyError) {
          dropped += 1;
          return;
        }
        deps.log.error({ err: error }, 'liveness analysis failed');
        fail('internal_error');
      })
      .finally(() => {
        busy = false;
      });
  }

  return {
    onMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
      if (phase === 'closed') return;
      const parsed = parseClientMessage(data, isBinary, limits.maxMessageBytes);
      if (!parsed.ok) return fail(parsed.error);
      const { frame } = parsed;
      switch (frame.type) {
        case 'connect':
          if (phase !== 'awaiting') return fail('invalid_frame');
          connect(frame).catch((error: unknown) => {
            deps.log.error({ err: error }, 'liveness connect failed');
            fail('internal_error');
          });
          return;
        case 'image':
          if (phase === 'awaiting') return fail('invalid_frame');
          if (phase === 'connecting') {
            dropped += 1;
            return;
          }
          return image(frame);
        case 'heartbeat':
          // Counted in every phase: a socket that has not connected may not flood either.
          if (heartbeats.admit() === 'abuse') return fail('too_many_frames');
          if (phase === 'running') touch();
          return;
      }
    },
    onClose(): void {
      end();
    },
  };
}
