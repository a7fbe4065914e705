import { DEFAULT_LOCALE, type Locale } from '../../src-domain/i18n/locale.ts';
import type { ChallengeStep } from '../../src-domain/liveness/challenge-steps.ts';
import type { ConnectFrame, ImageFrame } from '../../src-domain/liveness/client-frames.ts';
import { stripImageDataUrl } from '../../src-domain/liveness/image-data.ts';
import type { ServerFrame } from '../../src-domain/liveness/server-frames.ts';
import { LIVENESS_SOCKET_ERRORS, type LivenessSocketErrorCode } from '../../src-domain/liveness/socket-errors.ts';
import { AnalyzerBusyError, type FaceAnalyzer } from './analyzer/face-analyzer.ts';
import type { Rect } from './analyzer/rect.ts';
import { makeBestshot } from './bestshot.ts';
import { advanceChallenge, currentStep, startChallenge, type ChallengeState } from './challenge/challenge-machine.ts';
import { parseClientMessage } from './client-message.ts';
import type { FaceReferences } from './identity/face-references.ts';
import { matchRegistryFace } from './identity/match-registry-face.ts';
import { createFrameRateLimiter } from './frame-rate-limiter.ts';
import type { LivenessLimits } from './liveness-limits.ts';
import type { NonceStore } from './nonce-store.ts';
import { errorFrame, statsFrame } from './session-frames.ts';
import type { LivenessTokenSigner } from './token-signer.ts';

/** The part of a websocket the session uses (ws's WebSocket fits). */
export interface SessionSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface SessionLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
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
  /** Nonces with an open socket in this process: one socket per attempt at a time. */
  activeNonces: Set<string>;
  log: SessionLog;
}

interface Bestshot {
  image: Uint8Array;
  rect: Rect;
  sharpness: number;
}

/**
 * One liveness socket (spec §7): `connect` within the connect time-out → `challenge`; then
 * each `image` → `stats` until the challenge passes → `success` with a signed token. At most
 * one frame is analysed at a time; frames arriving meanwhile are dropped and counted.
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
  const limiter = createFrameRateLimiter(limits.maxFramesPerSecond);
  const heartbeats = createFrameRateLimiter(limits.maxHeartbeatsPerSecond);
  const timers = new Set<NodeJS.Timeout>();
  let idleTimer: NodeJS.Timeout | null = null;

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
  const end = () => {
    phase = 'closed';
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
  const touch = () => {
    if (idleTimer) {
      clearTimeout(idleTimer);
      timers.delete(idleTimer);
    }
    idleTimer = after(limits.idleTimeoutMs, () => fail('idle_timeout'));
  };

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
    phase = 'running';
    touch();
    after(limits.sessionMaxMs, () => fail('session_expired'));
    send({ type: 'challenge', steps: [...challenge.steps] });
  }

  async function analyse(frame: ImageFrame, state: ChallengeState): Promise<void> {
    const image = Buffer.from(stripImageDataUrl(frame.data), 'base64');
    const analysis = await deps.analyzer.analyze(image, { describe: describeNext });
    if (phase !== 'running') return;
    const step = currentStep(state);
    const update = advanceChallenge(state, analysis);
    challenge = update.state;
    describeNext = update.describeNext;
    if (update.restarted) bestshot = null;
    // The last step is `neutral`: its frames are the straight, still face the token shows.
    const sharpness = analysis.face?.sharpness ?? 0;
    if (update.counted && step === 'neutral' && analysis.face && (!bestshot || sharpness > bestshot.sharpness)) {
      bestshot = { image, rect: analysis.face.rect, sharpness };
    }
    deps.log.debug(
      { seq: frame.seq, hints: update.hints, step, index: update.state.index, timings: analysis.timings, real: analysis.face?.real, live: analysis.face?.live },
      'liveness frame',
    );
    if (update.passed && bestshot) return succeed(bestshot, update.state);
    // Free before replying: a client that answers the reply at once must not be dropped.
    busy = false;
    send(statsFrame(frame.seq, analysis, update, dropped));
    dropped = 0;
  }

  /**
   * The challenge passed: the best frame's descriptor (once per attempt) against the registry
   * photo's. The token says the outcome in `isOk` (spec §3): a live face of someone else gets
   * `isOk: false`, and the auth call answers "identity not confirmed" (spec §4 login flow 3).
   * An analyzer too busy for these two throws AnalyzerBusyError: the next frame tries again.
   */
  async function succeed(best: Bestshot, state: ChallengeState): Promise<void> {
    if (!nonce || !pin) return;
    const [analysis, reference] = await Promise.all([deps.analyzer.analyze(best.image, { describe: true }), deps.references.descriptorOf(pin)]);
    if (phase !== 'running') return;
    const live = analysis.faceCount === 1 ? (analysis.face?.embedding ?? null) : null;
    const match = matchRegistryFace({ live, anchor: state.anchor, reference });
    deps.log.info(
      { matched: match.matched, similarity: match.similarity, reason: match.matched ? undefined : match.reason, describeMs: analysis.timings.totalMs },
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
    touch();
    const admission = limiter.admit();
    if (admission === 'abuse') return fail('too_many_frames');
    if (admission === 'drop' || busy || !challenge) {
      dropped += 1;
      return;
    }
    busy = true;
    analyse(frame, challenge)
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
