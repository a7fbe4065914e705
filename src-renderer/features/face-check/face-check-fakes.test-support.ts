import { vi } from 'vitest';
import type { ClientFrame } from '../../../src-domain/liveness/client-frames.ts';
import type { ServerFrame } from '../../../src-domain/liveness/server-frames.ts';
import type { CameraSession } from './camera.ts';
import type { FaceCheckDeps } from './face-check-run.ts';
import type { CreateSocket, SocketHandlers } from './liveness-socket.ts';
import { FaceCheckNotReadyError, type NotReadyReason } from './not-ready.ts';

/** The screen light's seed the fake server sends. */
export const FAKE_LIGHT_SEED = 'q1w2e3r4t5y6u7i8o9p0aa';

/** A websocket the test plays the server for. */
export class FakeSocket {
  readonly url: string;
  readonly protocol: string;
  readonly sent: ClientFrame[] = [];
  closedByClient: { code: number; reason: string } | null = null;
  readonly #handlers: SocketHandlers;

  constructor(url: string, protocol: string, handlers: SocketHandlers) {
    this.url = url;
    this.protocol = protocol;
    this.#handlers = handlers;
  }

  open(): void {
    this.#handlers.open();
  }

  receive(frame: ServerFrame): void {
    this.#handlers.message(JSON.stringify(frame));
  }

  serverClose(code: number): void {
    this.#handlers.close(code);
  }

  sentOf<T extends ClientFrame['type']>(type: T): Extract<ClientFrame, { type: T }>[] {
    return this.sent.filter((frame): frame is Extract<ClientFrame, { type: T }> => frame.type === type);
  }

  /** Opens and accepts the connection as the server does (docs/liveness.md). */
  accept(steps: Extract<ServerFrame, { type: 'challenge' }>['steps'] = ['tilt-left', 'turn-right', 'neutral']): void {
    this.open();
    this.receive({ type: 'challenge', steps, light: { seed: FAKE_LIGHT_SEED, periodMs: 600 } });
  }
}

export interface FakeCamera extends CameraSession {
  stopped: boolean;
  grabs: number;
  /** How long before the grab the camera took the frame it hands over (a busy page's video lags). */
  lagMs: number;
  end: () => void;
}

export function fakeCamera(): FakeCamera {
  let end = () => undefined as void;
  const camera: FakeCamera = {
    stopped: false,
    grabs: 0,
    lagMs: 0,
    grabFrame: () => {
      camera.grabs += 1;
      return Promise.resolve(camera.stopped ? null : { data: 'data:image/jpeg;base64,AAAA', width: 640, height: 480, takenAt: Date.now() - camera.lagMs });
    },
    ended: new Promise<void>((resolve) => {
      end = resolve;
    }),
    stop: () => {
      camera.stopped = true;
    },
    end: () => end(),
  };
  return camera;
}

/** Deps whose camera and sockets the test controls; `cameraFails` makes the next start fail. */
export function fakeDeps() {
  const sockets: FakeSocket[] = [];
  const cameras: FakeCamera[] = [];
  const state = { cameraFails: null as NotReadyReason | null };
  const createSocket: CreateSocket = (url, protocol, handlers) => {
    const socket = new FakeSocket(url, protocol, handlers);
    sockets.push(socket);
    return {
      send: (text) => socket.sent.push(JSON.parse(text) as ClientFrame),
      close: (code, reason) => {
        socket.closedByClient = { code, reason };
      },
    };
  };
  const deps = {
    requestAttempt: vi.fn<FaceCheckDeps['requestAttempt']>().mockResolvedValue('nonce-0123456789abcdef'),
    socketUrl: vi.fn<FaceCheckDeps['socketUrl']>().mockResolvedValue('ws://localhost/api/liveness/ws'),
    createSocket: vi.fn<CreateSocket>(createSocket),
    startCamera: vi.fn<FaceCheckDeps['startCamera']>(async () => {
      if (state.cameraFails) throw new FaceCheckNotReadyError([state.cameraFails]);
      const camera = fakeCamera();
      cameras.push(camera);
      return camera;
    }),
    locale: () => 'ru' as const,
  } satisfies FaceCheckDeps;
  return { deps, sockets, cameras, state, lastSocket: () => sockets.at(-1) };
}
