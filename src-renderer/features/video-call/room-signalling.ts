import { ROOM_PING_INTERVAL_MS } from '../../../src-domain/video/room-limits.ts';
import type { RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';
import type { JoinIdentity, SignallingDeps } from './call-deps.ts';
import type { RoomSocket } from './room-socket.ts';

export interface SignallingHandlers {
  frame: (frame: RoomServerFrame) => void;
  /** The server or the network ended the socket (never called for `close()`). */
  closed: (code: number) => void;
}

/**
 * The call's signalling socket (docs/video.md): one at a time; the `join` frame (with the face
 * check of this join, when there is one) as soon as it opens, the keep-alive from then on, and
 * the frames both ways.
 */
export class RoomSignalling {
  readonly #deps: SignallingDeps;
  readonly #handlers: SignallingHandlers;
  #socket: RoomSocket | null = null;
  #ping: ReturnType<typeof setInterval> | undefined;

  constructor(deps: SignallingDeps, handlers: SignallingHandlers) {
    this.#deps = deps;
    this.#handlers = handlers;
  }

  get open(): boolean {
    return this.#socket !== null;
  }

  /** Opens a socket and joins; false when there is no session token to join with. */
  async connect(identity: JoinIdentity | null): Promise<boolean> {
    const url = await this.#deps.socketUrl();
    const token = this.#deps.token();
    if (!token) return false;
    const socket = this.#deps.openSocket(url, {
      open: () => {
        socket.send({ type: 'join', token, act: this.#deps.act, locale: this.#deps.locale(), ...(identity ?? {}) });
        this.#startKeepAlive(socket);
      },
      frame: (frame) => {
        if (this.#socket === socket) this.#handlers.frame(frame);
      },
      close: (code) => {
        if (this.#socket !== socket) return;
        this.#socket = null;
        this.#stopKeepAlive();
        this.#handlers.closed(code);
      },
    });
    this.#socket = socket;
    return true;
  }

  send(frame: object): void {
    this.#socket?.send(frame);
  }

  /**
   * `ping` every `ROOM_PING_INTERVAL_MS` from the moment the socket opens, so the server keeps a
   * quiet one: a person reading the recording announcement for minutes sends nothing else.
   */
  #startKeepAlive(socket: RoomSocket): void {
    this.#stopKeepAlive();
    this.#ping = setInterval(() => socket.send({ type: 'ping', ts: Date.now() }), ROOM_PING_INTERVAL_MS);
  }

  /** Closes the socket without telling the handlers: whoever closes knows why. */
  close(): void {
    this.#stopKeepAlive();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
  }

  #stopKeepAlive(): void {
    clearInterval(this.#ping);
    this.#ping = undefined;
  }
}
