import * as v from 'valibot';
import { SOCKET_CONNECT_TIMEOUT_MS } from '../../../src-domain/constants.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import type { ScreenLightPlan } from '../../../src-domain/liveness/screen-light.ts';
import type { ClientFrame } from '../../../src-domain/liveness/client-frames.ts';
import { LIVENESS_SUBPROTOCOL } from '../../../src-domain/liveness/protocol.ts';
import { ServerFrameSchema, type ErrorFrame, type ServerFrame, type StatsFrame } from '../../../src-domain/liveness/server-frames.ts';
import { abortReason } from './abort.ts';
import type { CreateSocket, LivenessSocket } from './liveness-socket.ts';
import { socketEnd, type SocketEnd } from './socket-end.ts';

export type ConnectionResult = { kind: 'passed'; jwt: string } | { kind: 'ended'; end: SocketEnd } | { kind: 'closed' };

/** A socket the server accepted (`challenge` received): frames go out, stats come in. */
export interface LivenessConnection {
  readonly steps: readonly ChallengeStep[];
  /** The screen's colours for this connection (docs/liveness.md, Presentation attacks). */
  readonly light: ScreenLightPlan;
  /** When the challenge arrived (Date.now): the server's clock of the colours starts as it sends it. */
  readonly challengeAt: number;
  /** Settles once: the token, the server ending the socket, or our own `close()`. */
  readonly result: Promise<ConnectionResult>;
  onStats: ((frame: StatsFrame) => void) | null;
  send: (frame: ClientFrame) => void;
  close: () => void;
}

/** The socket did not get as far as the challenge. */
export class LivenessConnectError extends Error {
  readonly end: SocketEnd;

  constructor(end: SocketEnd) {
    super(`Liveness socket not connected: ${end.code ?? 'no answer'}`);
    this.name = 'LivenessConnectError';
    this.end = end;
  }
}

export interface ConnectOptions {
  createSocket: CreateSocket;
  url: string;
  nonce: string;
  locale: Locale;
  signal: AbortSignal;
}

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = v.safeParse(ServerFrameSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Opens the liveness websocket (docs/liveness.md): `connect` with the attempt's nonce as soon as
 * it opens, then resolves on the server's `challenge`. Spec §9's 4 s connection time-out runs
 * until the challenge, since only then can frames be analysed.
 */
export function openLivenessConnection({ createSocket, url, nonce, locale, signal }: ConnectOptions): Promise<LivenessConnection> {
  return new Promise((resolve, reject) => {
    let phase: 'opening' | 'ready' | 'ended' = 'opening';
    let errorFrame: ErrorFrame | undefined;
    let socket: LivenessSocket | undefined;
    let steps: readonly ChallengeStep[] = [];
    let light: ScreenLightPlan = { seed: '', periodMs: 600 };
    let challengeAt = 0;
    let settle: (result: ConnectionResult) => void = () => undefined;
    const result = new Promise<ConnectionResult>((done) => {
      settle = done;
    });

    const finish = (outcome: ConnectionResult) => {
      if (phase === 'ended') return;
      const wasOpening = phase === 'opening';
      phase = 'ended';
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      socket?.close(1000, outcome.kind);
      if (wasOpening) reject(outcome.kind === 'ended' ? new LivenessConnectError(outcome.end) : abortReason(signal));
      settle(outcome);
    };
    const onAbort = () => finish({ kind: 'closed' });
    const timer = setTimeout(() => finish({ kind: 'ended', end: { code: null, retry: true } }), SOCKET_CONNECT_TIMEOUT_MS);
    signal.addEventListener('abort', onAbort, { once: true });

    const connection: LivenessConnection = {
      get steps() {
        return steps;
      },
      get light() {
        return light;
      },
      get challengeAt() {
        return challengeAt;
      },
      result,
      onStats: null,
      send: (frame) => {
        if (phase !== 'ended') socket?.send(JSON.stringify(frame));
      },
      close: () => finish({ kind: 'closed' }),
    };

    const onFrame = (frame: ServerFrame) => {
      switch (frame.type) {
        case 'challenge':
          if (phase !== 'opening') return;
          phase = 'ready';
          clearTimeout(timer);
          steps = frame.steps;
          light = frame.light;
          challengeAt = Date.now();
          resolve(connection);
          return;
        case 'stats':
          if (phase === 'ready') connection.onStats?.(frame);
          return;
        case 'success':
          if (phase === 'ready') finish({ kind: 'passed', jwt: frame.jwt });
          return;
        case 'error':
          errorFrame = frame;
          return;
      }
    };

    try {
      socket = createSocket(url, LIVENESS_SUBPROTOCOL, {
        open: () => connection.send({ type: 'connect', nonce, locale }),
        message: (data) => {
          const frame = parseFrame(data);
          if (frame) onFrame(frame);
        },
        close: (code) => finish({ kind: 'ended', end: socketEnd(code, errorFrame, locale) }),
      });
    } catch {
      // A malformed URL throws at once (WHATWG WebSockets: SyntaxError); it is no connection.
      finish({ kind: 'ended', end: { code: null, retry: true } });
    }
    if (signal.aborted) onAbort();
  });
}
