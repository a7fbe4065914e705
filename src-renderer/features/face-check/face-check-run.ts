import { CAMERA_START_DELAY_MS } from '../../../src-domain/constants.ts';
import type { AuthIdentity } from '../../../src-domain/identity/auth-identity.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import type { StatsFrame } from '../../../src-domain/liveness/server-frames.ts';
import { isApiError } from '../../api/api-error.ts';
import { abortReason, sleep, throwIfAborted, untilAborted } from './abort.ts';
import type { CameraSession } from './camera.ts';
import { FaceCheckFailedError } from './face-check-errors.ts';
import type { CheckView, FaceCheckState, StateCell } from './face-check-state.ts';
import { LivenessConnectError, openLivenessConnection, type LivenessConnection } from './liveness-connection.ts';
import type { CreateSocket } from './liveness-socket.ts';
import { FaceCheckNotReadyError, orderReasons, type NotReadyReason } from './not-ready.ts';
import { nextReconnectDelay } from './reconnect-delay.ts';
import { startScreenLight, type ScreenLightClock } from './screen-light-clock.ts';
import { streamFrames } from './stream-frames.ts';

/** What the face check talks to; the dialog passes the browser's, tests pass fakes. */
export interface FaceCheckDeps {
  /** `POST /api/liveness/attempt` with the identity: the attempt's nonce (docs/liveness.md). */
  requestAttempt: (identity: AuthIdentity, signal: AbortSignal) => Promise<string>;
  socketUrl: () => Promise<string>;
  createSocket: CreateSocket;
  startCamera: (signal: AbortSignal) => Promise<CameraSession>;
  /** The interface locale, for the server's error texts. */
  locale: () => Locale;
}

/** Connection attempts in a row before spec §8's not-ready error names the connection. */
export const CONNECT_ATTEMPTS = 4;

export interface FaceCheckRunOptions {
  deps: FaceCheckDeps;
  identity: AuthIdentity;
  signal: AbortSignal;
  state: StateCell<FaceCheckState>;
  /** Resolves when the user presses Retry on the not-ready error. */
  waitRetry: (signal: AbortSignal) => Promise<void>;
}

/** A network failure or time-out of the HTTP client: the connection is missing, nothing else. */
function isConnectivityError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

const firstView = (steps: readonly ChallengeStep[]): CheckView => ({ step: steps[0] ?? 'neutral', index: 0, total: steps.length, errors: [], faceRect: null });

/**
 * One face check (spec §4 Login flow 1–2, 4): the attempt's nonce and the 3 s start delay, then
 * the camera and the socket together (spec §8 names everything missing at once), then frames
 * until `success`, reconnecting with back-off when the socket drops. `release()` stops the
 * camera and closes the socket; the controller calls it on every way out.
 */
export class FaceCheckRun {
  readonly #options: FaceCheckRunOptions;
  #nonce: string | null = null;
  /** The last reconnect delay; null once a connection worked (a `stats` arrived). */
  #delay: number | null = null;
  #camera: CameraSession | null = null;
  #connection: LivenessConnection | null = null;
  /** The current connection's screen light; the stats' views keep showing it. */
  #light: ScreenLightClock | null = null;

  constructor(options: FaceCheckRunOptions) {
    this.#options = options;
  }

  get #signal(): AbortSignal {
    return this.#options.signal;
  }

  async execute(): Promise<string> {
    this.#options.state.set({ phase: 'preparing' });
    const nonce = this.#ensureNonce().catch((error: unknown) => this.#unlessConnectivity(error));
    await Promise.all([sleep(CAMERA_START_DELAY_MS, this.#signal), nonce]);
    for (;;) {
      const missing = await this.#getReady();
      if (missing.length > 0) {
        await this.#notReady(missing);
        continue;
      }
      const jwt = await this.#check();
      if (jwt !== null) return jwt;
    }
  }

  release(): void {
    this.#camera?.stop();
    this.#camera = null;
    this.#connection?.close();
    this.#connection = null;
  }

  async #ensureNonce(): Promise<string> {
    this.#nonce ??= await this.#options.deps.requestAttempt(this.#options.identity, this.#signal);
    return this.#nonce;
  }

  #unlessConnectivity(error: unknown): void {
    if (!isConnectivityError(error)) throw error;
  }

  #own<T extends CameraSession | LivenessConnection>(resource: T, keep: (value: T) => void, drop: (value: T) => void): T {
    // Arrived after the check ended: nobody would release it later.
    if (this.#signal.aborted) {
      drop(resource);
      throw abortReason(this.#signal);
    }
    keep(resource);
    return resource;
  }

  async #getReady(): Promise<NotReadyReason[]> {
    this.#options.state.set({ phase: 'connecting' });
    const camera = this.#options.deps.startCamera(this.#signal).then((session) =>
      this.#own(
        session,
        (value) => (this.#camera = value),
        (value) => value.stop(),
      ),
    );
    const connection = this.#connect(false).then(
      (opened) =>
        opened &&
        this.#own(
          opened,
          (value) => (this.#connection = value),
          (value) => value.close(),
        ),
    );
    const [cameraResult, connectionResult] = await untilAborted(Promise.allSettled([camera, connection]), this.#signal);
    const missing: NotReadyReason[] = [];
    for (const result of [cameraResult, connectionResult]) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof FaceCheckNotReadyError)) throw result.reason;
      missing.push(...result.reason.missing);
    }
    if (connectionResult.status === 'fulfilled' && connectionResult.value === null) missing.push('no-connection');
    return orderReasons(missing);
  }

  async #connect(afterDrop: boolean): Promise<LivenessConnection | null> {
    const { deps } = this.#options;
    for (let attempt = 0; attempt < CONNECT_ATTEMPTS; attempt += 1) {
      if (attempt > 0 || afterDrop) {
        this.#delay = nextReconnectDelay(this.#delay);
        await sleep(this.#delay, this.#signal);
      }
      try {
        const nonce = await this.#ensureNonce();
        const url = await deps.socketUrl();
        return await openLivenessConnection({ createSocket: deps.createSocket, url, nonce, locale: deps.locale(), signal: this.#signal });
      } catch (error) {
        throwIfAborted(this.#signal);
        if (!(error instanceof LivenessConnectError)) this.#unlessConnectivity(error);
        else if (error.end.code === 'invalid_nonce') this.#nonce = null;
        else if (!error.end.retry) throw new FaceCheckFailedError(error.end);
      }
    }
    return null;
  }

  async #check(): Promise<string | null> {
    const camera = this.#camera;
    let connection = this.#connection;
    for (;;) {
      if (!camera || !connection) throw new Error('The face check started without camera or connection');
      // The colours start with the challenge: the server's clock of them starts when it sent it.
      const light = startScreenLight(connection.light, connection.challengeAt);
      this.#light = light;
      this.#options.state.set({ phase: 'checking', view: firstView(connection.steps), light });
      const result = await untilAborted(
        streamFrames(connection, camera, light, (stats) => this.#onStats(stats)),
        this.#signal,
      );
      // Already over unless the camera stopped; closing twice is harmless.
      connection.close();
      this.#connection = null;
      if (result.kind === 'passed') {
        this.#options.state.set({ phase: 'passed' });
        return result.jwt;
      }
      if (result.kind === 'camera-lost') return this.#notReady(['no-camera']);
      throwIfAborted(this.#signal);
      if (result.kind === 'closed') throw new Error('The liveness socket was closed during the check');
      if (result.end.code === 'invalid_nonce') this.#nonce = null;
      else if (!result.end.retry) throw new FaceCheckFailedError(result.end);
      this.#options.state.set({ phase: 'reconnecting' });
      const next = await this.#connect(true);
      if (!next) return this.#notReady(['no-connection']);
      connection = this.#own(
        next,
        (value) => (this.#connection = value),
        (value) => value.close(),
      );
    }
  }

  #onStats(stats: StatsFrame): void {
    this.#delay = null;
    const { challenge, errors, details } = stats;
    const view: CheckView = {
      step: challenge.step,
      index: challenge.index,
      total: challenge.total,
      errors,
      faceRect: details.faceFramePosition?.faceRect ?? null,
    };
    if (this.#light) this.#options.state.set({ phase: 'checking', view, light: this.#light });
  }

  /** Spec §8 not-ready: everything is let go while the user fixes what is missing. */
  async #notReady(missing: readonly NotReadyReason[]): Promise<null> {
    this.release();
    this.#delay = null;
    this.#options.state.set({ phase: 'not-ready', missing });
    await this.#options.waitRetry(this.#signal);
    return null;
  }
}
